/**
 * The /info/{section} pages: which tab a section opens and the page title.
 * Pure data, used by the web page and by the server for the page's <title> and the sitemap.
 */
import { labelledChoices } from '../labels.ts';

/** The tabs of the information page in display order, with the labels of their buttons. */
export const INFO_TAB_LABELS = {
  'warranty-information': 'Warranty',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'financing-options': 'Financing',
  faqs: 'FAQs',
  careers: 'Careers',
  'news-blog': 'News & Blog',
  'help-center': 'Help Center',
  'press-center': 'Press Center',
  locations: 'Store Locator',
  brands: 'Brands',
  affiliate: 'Affiliate & Partners',
  ideas: 'Ideas & Guides',
};
export type InfoTab = keyof typeof INFO_TAB_LABELS;
export const INFO_TABS = labelledChoices(INFO_TAB_LABELS);

/** The tab shown for an unknown section. */
export const DEFAULT_INFO_TAB: InfoTab = 'warranty-information';

/**
 * Page titles by section. The original keyed four of them by a longer name (shop-by-location,
 * electrohub-brands, affiliate-partners, ideas-guides) than the linked slug; both spellings get the title.
 */
export const INFO_TITLES: Record<string, string> = {
  'warranty-information': 'Warranty Information',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'financing-options': 'Financing Options',
  faqs: 'Frequently Asked Questions',
  careers: 'Careers',
  'news-blog': 'News & Blog',
  'help-center': 'Help Center',
  'press-center': 'Press Center',
  'shop-by-location': 'Shop By Location',
  locations: 'Shop By Location',
  'electrohub-brands': 'ElectroHub Brands',
  brands: 'ElectroHub Brands',
  'affiliate-partners': 'Affiliate & Partners',
  affiliate: 'Affiliate & Partners',
  'ideas-guides': 'Ideas & Guides',
  ideas: 'Ideas & Guides',
};

/** Title of any other section. */
export const INFO_FALLBACK_TITLE = 'Information';
/** The meta description of every information page. */
export const INFO_META_DESCRIPTION = 'Powering Your Tech Life!';

/** The long title keys open the tab of their short slug. */
const TAB_ALIASES: Record<string, InfoTab> = {
  'shop-by-location': 'locations',
  'electrohub-brands': 'brands',
  'affiliate-partners': 'affiliate',
  'ideas-guides': 'ideas',
};

/** The tab a section opens: its own, an alias's, or the default (warranty-information). */
export function infoTabFor(section: string | undefined): InfoTab {
  if (!section) return DEFAULT_INFO_TAB;
  if ((INFO_TABS as readonly string[]).includes(section)) return section as InfoTab;
  return TAB_ALIASES[section] ?? DEFAULT_INFO_TAB;
}

/** The page title of a section, 'Information' when it has none. */
export function infoTitleFor(section: string | undefined): string {
  return (
    (section && Object.hasOwn(INFO_TITLES, section) ? INFO_TITLES[section] : undefined) ?? INFO_FALLBACK_TITLE
  );
}

/**
 * The /info/{section} slugs linked from the shell: every tab of the information page, plus `order-tracking`
 * (which opens the default tab). The sitemap lists the tabs.
 */
export const INFO_LINKED_SECTIONS = [...INFO_TABS, 'order-tracking'] as const;
