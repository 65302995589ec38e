/**
 * Support texts: the FAQ page, the help center and the contact page. Static data for the web pages and the
 * support bot.
 */
import { labelledChoices } from '../labels.ts';

/** An FAQ item: question and answer. */
export type FaqItem = { question: string; answer: string };

const FAQ_LABELS = {
  orders: 'Orders',
  returns: 'Returns',
  shipping: 'Shipping',
  technical: 'Technical',
};
export type FaqCategory = keyof typeof FAQ_LABELS;
export const FAQ_CATEGORIES = labelledChoices(FAQ_LABELS);
/** The FAQ page's filter tabs: every category, after 'All'. */
export const FAQ_CATEGORY_LABELS: Record<'all' | FaqCategory, string> = { all: 'All', ...FAQ_LABELS };

export const FAQS: readonly (FaqItem & { category: FaqCategory })[] = [
  {
    category: 'orders',
    question: 'How do I track my order?',
    answer:
      'Open My Orders: every item shows its status and the dates it was confirmed, shipped and delivered.',
  },
  {
    category: 'orders',
    question: 'Can I change or cancel my order?',
    answer:
      'Orders can be modified or cancelled within 1 hour of placing them. After that, you can cancel an item until it is delivered from My Orders.',
  },
  {
    category: 'orders',
    question: 'Which payment methods do you accept?',
    answer:
      'Visa, Mastercard, American Express, Maestro, JCB, Mir, UnionPay, UPI, PayPal, Apple Pay and Google Pay.',
  },
  {
    category: 'returns',
    question: 'What is your return policy?',
    answer:
      'Most products can be returned within 30 days with the receipt and original packaging. TVs over 65 inches: 15 days; cell phones: 14 days.',
  },
  {
    category: 'returns',
    question: 'How long do refunds take?',
    answer:
      'In-store refunds and store credit are immediate, credit cards take 3-5 business days and debit cards 7-10 business days.',
  },
  {
    category: 'returns',
    question: 'Is there a restocking fee?',
    answer: 'Only on a few items: drones 15%, DSLR cameras and lenses 10%, projectors 10%.',
  },
  {
    category: 'shipping',
    question: 'How much does shipping cost?',
    answer:
      'Standard shipping is free over $35, otherwise $5.99 (3-5 business days). Express is $9.99 (2 business days) and next-day $19.99.',
  },
  {
    category: 'shipping',
    question: 'Where do you ship?',
    answer:
      'To the United States (including Alaska, Hawaii and Puerto Rico), Canada and Mexico. P.O. boxes receive standard shipping only.',
  },
  {
    category: 'shipping',
    question: 'Can I pick up my order in a store?',
    answer: 'Yes: store pickup is free and ready within 2 hours; curbside pickup can be as soon as 1 hour.',
  },
  {
    category: 'technical',
    question: 'I forgot my password. What do I do?',
    answer:
      'Use “Forgot password” on the sign-in page and answer your security question. A reset link stays valid for 24 hours.',
  },
  {
    category: 'technical',
    question: 'My device is faulty. Can you repair it?',
    answer:
      'Book a repair in store or send it by mail-in service (7-10 business days). Products under warranty are repaired free of charge.',
  },
  {
    category: 'technical',
    question: 'How do I reach technical support?',
    answer:
      'Live chat is open 8AM-12AM EST, e-mail answers within 24 hours, and you can call or visit any store.',
  },
];

export type ContactChannel = { name: string; description: string; contact: string; availability: string };

/** The contact cards of the FAQ page (phone, e-mail, live chat, in-store). */
export const FAQ_CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    name: 'Phone',
    description: 'Talk to our support team.',
    contact: '+91 1800 123 4567',
    availability: 'Mon-Fri, 9am-6pm',
  },
  {
    name: 'E-mail',
    description: 'We answer within 24 hours.',
    contact: 'support@electrohub.in',
    availability: 'Any time',
  },
  {
    name: 'Live chat',
    description: 'Ask Electro Bot, or a person.',
    contact: 'Chat button, bottom right',
    availability: '8AM-12AM EST',
  },
  {
    name: 'In-store',
    description: 'Visit one of our 500+ stores.',
    contact: 'Shop by Location',
    availability: 'Mon-Sat 10:00-21:00, Sun 11:00-18:00',
  },
];

// ---------- help center ----------

export const HELP_TAB_LABELS = {
  popular: 'Popular',
  orders: 'Orders',
  returns: 'Returns',
  technical: 'Technical',
};
export type HelpTab = keyof typeof HELP_TAB_LABELS;
export const HELP_TABS = labelledChoices(HELP_TAB_LABELS);

/** A help guide (title, description, category, readTime in minutes). */
export type HelpGuide = {
  title: string;
  description: string;
  category: Exclude<HelpTab, 'popular'>;
  readTime: number;
  popular?: boolean;
};

export const HELP_GUIDES: readonly HelpGuide[] = [
  {
    title: 'Placing your first order',
    description: 'From the product page to the payment confirmation, step by step.',
    category: 'orders',
    readTime: 4,
    popular: true,
  },
  {
    title: 'Tracking an order',
    description: 'Where to see each item’s status and delivery dates.',
    category: 'orders',
    readTime: 2,
    popular: true,
  },
  {
    title: 'Changing or cancelling an order',
    description: 'What you can change within the first hour, and how to cancel later.',
    category: 'orders',
    readTime: 3,
  },
  {
    title: 'Starting a return',
    description: 'Return a delivered item from My Orders and choose how to be refunded.',
    category: 'returns',
    readTime: 3,
    popular: true,
  },
  {
    title: 'Refund times explained',
    description: 'When the money arrives for each payment method.',
    category: 'returns',
    readTime: 2,
  },
  {
    title: 'Exchanges and restocking fees',
    description: 'Which items can only be exchanged and which carry a fee.',
    category: 'returns',
    readTime: 3,
  },
  {
    title: 'Setting up a new phone',
    description: 'Move your data, accounts and apps to your new smartphone.',
    category: 'technical',
    readTime: 6,
    popular: true,
  },
  {
    title: 'Fixing Wi-Fi and Bluetooth problems',
    description: 'Simple checks that solve most connection issues.',
    category: 'technical',
    readTime: 5,
  },
  {
    title: 'Booking a repair',
    description: 'In-store or mail-in repairs, and what to bring.',
    category: 'technical',
    readTime: 4,
  },
];

/** Technical support options (name, description, contact, availability). */
export const SUPPORT_OPTIONS: readonly ContactChannel[] = [
  {
    name: 'Live chat',
    description: 'Quick answers and troubleshooting from Electro Bot or a person.',
    contact: 'Chat button on every page',
    availability: '8AM-12AM EST',
  },
  {
    name: 'Phone support',
    description: 'Guided troubleshooting for setup and faults.',
    contact: '+91 1800 123 4567',
    availability: 'Mon-Fri, 9am-6pm',
  },
  {
    name: 'E-mail support',
    description: 'Detailed questions, with photos or documents.',
    contact: 'support@electrohub.in',
    availability: 'Answer within 24 hours',
  },
  {
    name: 'In-store tech desk',
    description: 'Hands-on help, diagnostics and repairs.',
    contact: 'Any ElectroHub store',
    availability: 'Mon-Sat 10:00-21:00, Sun 11:00-18:00',
  },
];

/** A common issue and its solutions. */
export type Troubleshooting = { problem: string; solutions: readonly string[] };

export const COMMON_ISSUES: readonly Troubleshooting[] = [
  {
    problem: 'My device will not turn on',
    solutions: [
      'Charge it for at least 30 minutes with the original charger.',
      'Hold the power button for 15 seconds to force a restart.',
      'Try another outlet and cable.',
    ],
  },
  {
    problem: 'Bluetooth headphones will not pair',
    solutions: [
      'Turn Bluetooth off and on again on your phone.',
      'Remove the headphones from the paired list and pair again.',
      'Reset the headphones (see the quick-start guide).',
    ],
  },
  {
    problem: 'My laptop is slow',
    solutions: [
      'Install the latest system updates.',
      'Close apps that start with the system.',
      'Free up at least 15% of the disk space.',
    ],
  },
  {
    problem: 'The payment did not go through',
    solutions: [
      'Check the card details and expiry date.',
      'Make sure online payments are enabled for your card.',
      'Try another card or UPI; nothing is charged for a failed payment.',
    ],
  },
];

export const REPAIR_OPTIONS: readonly { name: string; description: string; time: string }[] = [
  {
    name: 'In-store repair',
    description: 'Book a slot, bring the device and get a diagnosis on the spot.',
    time: 'Most repairs the same or next day',
  },
  {
    name: 'Mail-in repair',
    description: 'We send a prepaid box; pack your device and drop it off.',
    time: '7-10 business days',
  },
];

// ---------- contact page ----------

export const CONTACT_DETAILS = {
  phone: '+91 1800 123 4567',
  phoneHref: 'tel:+9118001234567',
  email: 'support@electrohub.in',
  address: 'ElectroHub HQ, 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103',
  supportHours: 'Monday to Friday, 9am to 6pm',
  /** Map centre (Bengaluru, Outer Ring Road). */
  map: { lat: 12.9352, lon: 77.6946, zoom: 15 },
} as const;

/** The contact page's four questions. */
export const CONTACT_FAQS: readonly FaqItem[] = [
  {
    question: 'How quickly will you reply?',
    answer: 'We answer messages within 24 hours on working days, usually much sooner.',
  },
  {
    question: 'Where is my order?',
    answer: 'Open My Orders to see every item’s status; for a delay, send us the order number.',
  },
  {
    question: 'How do I return a product?',
    answer:
      'Delivered items can be returned from My Orders within the return window; the refund goes back to your payment method.',
  },
  {
    question: 'How do I become a seller?',
    answer:
      'Create a seller account from “Become a Seller”; once your details are in, you can list products right away.',
  },
];
