/** Rows per page offered by every admin table (spec 3 §9). No zod here: safe for any bundle. */
export const ADMIN_PAGE_SIZES = [7, 10, 20, 50] as const;
