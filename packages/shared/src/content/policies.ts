/**
 * Policy texts of the information pages (warranty, shipping, returns, privacy and the rest). Static data: the
 * web pages render it and the support bot may quote it. The figures are the original store's own, including its
 * dollar amounts for the sample policy copy.
 */

// ---------- shipping, returns, refunds ----------

/** A shipping method (help center, FAQ). */
export type ShippingMethod = { name: string; description: string; price: string };

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  {
    name: 'Standard Shipping',
    description: 'Delivered in 3-5 business days.',
    price: 'Free over $35, otherwise $5.99',
  },
  { name: 'Express Shipping', description: 'Delivered in 2 business days.', price: '$9.99' },
  {
    name: 'Next-Day Delivery',
    description: 'Order before the cut-off and get it the next business day.',
    price: '$19.99',
  },
  {
    name: 'Store Pickup',
    description: 'Ready for pickup within 2 hours at your chosen store.',
    price: 'Free',
  },
  { name: 'Curbside Pickup', description: 'We bring it to your car, in as little as 1 hour.', price: 'Free' },
];

export const SHIPPING_NOTES: readonly string[] = [
  'We ship to the United States (including Alaska, Hawaii and Puerto Rico), Canada and Mexico.',
  'An order cannot be split across several shipping addresses.',
  'P.O. boxes receive Standard Shipping only.',
];

/** A refund type and how long it takes. */
export type RefundType = { name: string; description: string; time: string };

export const REFUND_TIMES: readonly RefundType[] = [
  { name: 'In-store refund', description: 'Cash or card refunds at the counter.', time: 'Immediate' },
  { name: 'Credit card', description: 'Credited back to the card you paid with.', time: '3-5 business days' },
  {
    name: 'Debit card',
    description: 'Credited back to the account of the card you paid with.',
    time: '7-10 business days',
  },
  { name: 'Store credit', description: 'Added to your ElectroHub store credit balance.', time: 'Immediate' },
];

export const RETURN_POLICY = {
  standardDays: 30,
  summary:
    'Most products can be returned within 30 days of purchase with the receipt and the original packaging.',
  exceptions: [
    'TVs over 65 inches: 15 days.',
    'Cell phones: 14 days.',
    'Opened software, digital downloads and opened games are not returnable.',
    'Opened movies, music and games can only be exchanged for the same title.',
  ],
  priceAdjustment: 'If the price drops within 14 days of your purchase, we refund the difference.',
  priceMatch: 'We match a competitor’s price for an identical item (same brand, model and condition).',
} as const;

export type RestockingFee = { item: string; fee: string };

export const RESTOCKING_FEES: readonly RestockingFee[] = [
  { item: 'Drones', fee: '15%' },
  { item: 'DSLR cameras and lenses', fee: '10%' },
  { item: 'Projectors', fee: '10%' },
];

// ---------- warranty ----------

export type WarrantyTerm = { category: string; duration: string; covers: string };

export const WARRANTY_TERMS: readonly WarrantyTerm[] = [
  {
    category: 'TVs',
    duration: '1-2 years',
    covers: 'Panel, power supply and manufacturing defects, depending on the brand.',
  },
  { category: 'Computers', duration: '1 year', covers: 'Hardware faults of laptops and desktops.' },
  { category: 'Tablets', duration: '1 year', covers: 'Hardware faults, battery and charging defects.' },
  {
    category: 'Smartphones',
    duration: '1 year',
    covers: 'Hardware faults; the battery for 6 months with most brands.',
  },
  {
    category: 'Small appliances',
    duration: '1 year',
    covers: 'Motor, heating element and electrical defects.',
  },
  { category: 'Audio', duration: '1 year', covers: 'Drivers, electronics and connectivity defects.' },
  {
    category: 'Major appliances',
    duration: '1 year parts and labor',
    covers: 'Parts and the technician’s labor at your home.',
  },
];

export const WARRANTY_CLAIM_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Find your order',
    text: 'Open My Orders and choose the product. Your invoice is your proof of purchase.',
  },
  {
    title: 'Describe the problem',
    text: 'Contact us with the order number, the serial number and what went wrong; photos help.',
  },
  {
    title: 'Get it checked',
    text: 'Bring it to a store, book a home visit for large appliances, or mail it in (7-10 business days).',
  },
  {
    title: 'Repair or replacement',
    text: 'We repair it, replace it, or refund it when neither is possible.',
  },
];

export const EXTENDED_WARRANTY = {
  maxYears: 5,
  text: 'Extend the protection of most products up to 5 years in total, with accidental damage cover on phones and laptops. Add it at checkout or within 30 days of purchase.',
} as const;

// ---------- privacy policy ----------

export const PRIVACY_LAST_UPDATED = 'March 21, 2025';

/** The quick-link anchors of the privacy policy. */
export const PRIVACY_ANCHORS = [
  { id: 'collect', label: 'Information We Collect' },
  { id: 'use', label: 'How We Use Information' },
  { id: 'share', label: 'Information Sharing' },
  { id: 'rights', label: 'Your Rights' },
  { id: 'contact', label: 'Contact Us' },
] as const;

export type PrivacySection = {
  id: 'collect' | 'use' | 'share' | 'rights';
  title: string;
  intro: string;
  points: readonly string[];
};

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'collect',
    title: 'Information We Collect',
    intro: 'We collect what we need to run your account, deliver your orders and keep ElectroHub safe.',
    points: [
      'Account details: your name, e-mail address, phone number, gender and delivery address.',
      'Orders and payments: what you buy, order status and the payment reference from our payment provider. We never store your full card number.',
      'Reviews, wishlist, cart and the messages you send us or our support chat.',
      'Technical data: your browser, device, IP address and the pages you visit, to keep the service secure.',
    ],
  },
  {
    id: 'use',
    title: 'How We Use Information',
    intro: 'Your information is used to provide the service you asked for.',
    points: [
      'To process and deliver orders, returns and refunds, and to send order e-mails.',
      'To answer your questions and resolve problems.',
      'To prevent fraud and abuse, and to secure accounts.',
      'To send the newsletter, only if you subscribed and confirmed.',
    ],
  },
  {
    id: 'share',
    title: 'Information Sharing',
    intro: 'We do not sell your personal information.',
    points: [
      'Sellers receive the name, address and phone number needed to ship the items you bought from them.',
      'Payment providers process your payment under their own security standards.',
      'Delivery partners receive what is needed to deliver your parcel.',
      'Authorities, only when the law requires it.',
    ],
  },
  {
    id: 'rights',
    title: 'Your Rights',
    intro: 'You stay in control of your information.',
    points: [],
  },
];

/** A privacy right: title and description. */
export type PrivacyRight = { title: string; description: string };

export const PRIVACY_RIGHTS: readonly PrivacyRight[] = [
  {
    title: 'Access',
    description: 'See the personal information we hold about you in your profile, or ask us for a copy.',
  },
  {
    title: 'Correction',
    description: 'Update your name, phone, address and other details at any time from your profile.',
  },
  {
    title: 'Deletion',
    description:
      'Delete your account from Settings; your personal details are removed, order records are kept as the law requires.',
  },
  {
    title: 'Opt out',
    description: 'Unsubscribe from the newsletter at any time; order e-mails stay on while you have orders.',
  },
];

export const PRIVACY_CONTACT = {
  email: 'privacy@electrohub.in',
  text: 'Questions about your data? Our privacy team answers within 24 hours.',
} as const;

// ---------- terms of service (11 sections) ----------

export type TermsSection = { id: string; title: string; body: readonly string[] };

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of Terms',
    body: [
      'By using ElectroHub you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.',
    ],
  },
  {
    id: 'account',
    title: '2. Account Registration',
    body: [
      'You must give accurate information and keep your password and security answer secret. You are responsible for activity on your account.',
      'Sellers must be registered businesses and keep their product information accurate.',
    ],
  },
  {
    id: 'purchases',
    title: '3. Purchases and Payments',
    body: [
      'Prices are shown in rupees and include applicable taxes. The price you pay is the one confirmed at checkout; if it changed meanwhile, we ask you to confirm again.',
      'Payments are processed by our payment partner. An order is confirmed once the payment succeeds.',
    ],
  },
  {
    id: 'shipping',
    title: '4. Shipping and Delivery',
    body: [
      'Delivery times are estimates. The risk passes to you on delivery. You can follow every item in My Orders.',
    ],
  },
  {
    id: 'returns',
    title: '5. Returns and Refunds',
    body: [
      'Delivered items can be returned within the return window shown on the product (7 days return and exchange on the storefront). Refunds go back to the original payment method.',
    ],
  },
  {
    id: 'ip',
    title: '6. Intellectual Property',
    body: [
      'The ElectroHub name, logo, design and content belong to ElectroHub or its licensors. Product names and images belong to their owners.',
    ],
  },
  {
    id: 'conduct',
    title: '7. User Conduct',
    body: [
      'Do not misuse the service: no fraud, no fake reviews, no attempts to break its security, no content that is unlawful or offensive.',
      'We may suspend accounts that break these rules.',
    ],
  },
  {
    id: 'liability',
    title: '8. Limitation of Liability',
    body: [
      'To the extent the law allows, ElectroHub is not liable for indirect losses. Our liability for an order is limited to the amount you paid for it.',
    ],
  },
  {
    id: 'law',
    title: '9. Governing Law',
    body: [
      'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.',
    ],
  },
  {
    id: 'changes',
    title: '10. Changes to Terms',
    body: [
      'We may update these terms. The new version applies from the date it is published here; we tell registered users about material changes.',
    ],
  },
  {
    id: 'contact',
    title: '11. Contact Information',
    body: ['Questions about these terms: legal@electrohub.in, or write to us from the Contact page.'],
  },
];

// ---------- financing options ----------

export type FinancingPlan = {
  id: 'store-card' | 'installments' | 'lease';
  title: string;
  tagline: string;
  points: readonly string[];
};

export const FINANCING_PLANS: readonly FinancingPlan[] = [
  {
    id: 'store-card',
    title: 'ElectroHub Store Credit Card',
    tagline: 'Special financing and rewards on every purchase.',
    points: [
      '6, 12 or 18 month special financing on qualifying purchases.',
      '5% rewards on every ElectroHub purchase.',
      'No annual fee.',
    ],
  },
  {
    id: 'installments',
    title: 'Installment Plans',
    tagline: 'Split a purchase into fixed monthly payments.',
    points: [
      'Available on purchases from $299.',
      'Choose 3, 6, 12 or 24 months.',
      'Know your monthly amount before you buy; no surprise fees.',
    ],
  },
  {
    id: 'lease',
    title: 'Lease-to-Own',
    tagline: 'Take it home today, own it at the end of the lease.',
    points: [
      'No credit history needed to apply.',
      'Buy out the lease early to save.',
      'Return the product at the end of the term if you prefer.',
    ],
  },
];

export const FINANCING_APPLY_CHANNELS: readonly string[] = [
  'At checkout',
  'In store',
  'In the mobile app',
  'By phone',
];
