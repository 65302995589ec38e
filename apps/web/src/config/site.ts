/** Shop-wide constants of the shell. */
export const SITE_NAME = 'ElectroHub';
export const SITE_TAGLINE = 'Powering Your Tech Life!';
export const SUPPORT_PHONE = '+91 1800 123 4567';
export const SUPPORT_PHONE_HREF = 'tel:+9118001234567';
export const TOP_BAR_OFFER = 'Get 5% off on Selected Items';

/** Below this width the header collapses into a drawer and sidebars become sheets. */
export const MOBILE_BREAKPOINT = 768;

/*
 * The zod contract modules of @electrohub/shared (catalog.ts, auth.ts…) are imported here for their types
 * only: importing any value from them pulls zod (~26 kB gzip) into the entry chunk. The few constants the
 * shell needs are therefore repeated below; keep them equal to their namesakes there.
 */

/** Product list page size: 12, equal to @electrohub/shared/catalog PAGE_SIZE. */
export const PAGE_SIZE = 12;

/** How long the account dropdown stays open after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 300;
