/** Rows per page offered by every admin table. No zod here: safe for any bundle. */
export const ADMIN_PAGE_SIZES = [7, 10, 20, 50] as const;
