/** Titles and descriptions of the storefront's static pages (used by the pages and the server's page meta). */
export const STATIC_PAGES = {
  '/about': {
    title: 'About Us',
    description:
      'ElectroHub is an online marketplace for consumer electronics in India: verified sellers, genuine products and quick delivery.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Call, e-mail or visit ElectroHub, or send us a message. Support hours Monday to Friday, 9am to 6pm.',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms that apply when you use ElectroHub and buy from its sellers.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What ElectroHub collects, how it is used and shared, and your rights.',
  },
  '/whats-new': {
    title: "What's New",
    description: 'New features, new categories and new sellers on ElectroHub.',
  },
  '/copyright': {
    title: 'Copyright',
    description: 'Copyright and trademark notice for ElectroHub, and how to report an infringement.',
  },
  '/gift-cards': {
    title: 'Gift Cards',
    description: 'ElectroHub gift cards: how to buy, send, redeem and check your balance.',
  },
  '/help-center': {
    title: 'Help Center',
    description: 'Answers about orders, shipping, returns, refunds and technical support.',
  },
  '/search': {
    title: 'Search',
    description: 'Search ElectroHub for smartphones, laptops, audio, cameras and more.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type StaticPagePath = keyof typeof STATIC_PAGES;
