/**
 * Company texts: about page, careers, news and blog, press center, store locator, brands, affiliate program,
 * ideas and guides, and the small static pages. Static data, no server calls.
 */
import { labelledChoices } from '../labels.ts';

// ---------- about ----------

/** The about page's marketing figures; counted up over 1500 ms. */
export const ABOUT_STATS: readonly { value: number; suffix: string; label: string }[] = [
  { value: 500, suffix: '+', label: 'Active Sellers' },
  { value: 100, suffix: '+', label: 'Categories' },
  { value: 1000, suffix: '+', label: 'Monthly Visitors' },
  { value: 96, suffix: '%', label: 'Satisfaction' },
];
export const STATS_ANIMATION_MS = 1500;

export const ABOUT_MISSION = {
  title: 'Our Mission',
  text: 'ElectroHub brings the latest electronics within reach of every home in India: genuine products from verified sellers, honest prices, free delivery and support that answers.',
} as const;

export const ABOUT_AUDIENCES = {
  buyers: {
    title: 'For Buyers',
    points: [
      'Thousands of products from verified sellers, compared in one place.',
      'Transparent prices with the discount shown up front, and free delivery.',
      'Secure card payments, order tracking and 7 days return and exchange.',
      'Reviews from people who actually bought the product.',
    ],
  },
  sellers: {
    title: 'For Sellers',
    points: [
      'A storefront and a public seller page from day one.',
      'A dashboard with orders, weekly sales and product statistics.',
      'Built-in image tools, including background removal for product photos.',
      'Payments settled reliably, with a support team for sellers.',
    ],
  },
} as const;

export const ABOUT_TEAM: readonly { name: string; role: string; initials: string }[] = [
  { name: 'Ananya Rao', role: 'Founder & CEO', initials: 'AR' },
  { name: 'Vikram Menon', role: 'Head of Technology', initials: 'VM' },
  { name: 'Priya Nair', role: 'Head of Seller Success', initials: 'PN' },
  { name: 'Rohan Gupta', role: 'Customer Experience Lead', initials: 'RG' },
];

export const ABOUT_VALUES: readonly { title: string; text: string }[] = [
  { title: 'Trust', text: 'Every seller is verified and every product is genuine.' },
  { title: 'Customer first', text: 'Decisions start with what makes shopping easier for you.' },
  { title: 'Fair prices', text: 'The price you see is the price you pay, delivery included.' },
  { title: 'Innovation', text: 'We use technology to make shopping and selling simpler.' },
];

// ---------- careers ----------

export const CAREER_TAB_LABELS = {
  retail: 'Retail',
  corporate: 'Corporate',
  technology: 'Technology',
  distribution: 'Distribution',
};
export type CareerTab = keyof typeof CAREER_TAB_LABELS;
export const CAREER_TABS = labelledChoices(CAREER_TAB_LABELS);

export type Job = { title: string; location: string; type: string; summary: string };

export const JOBS: Record<CareerTab, readonly Job[]> = {
  retail: [
    {
      title: 'Store Sales Associate',
      location: 'Bengaluru',
      type: 'Full-time',
      summary: 'Help customers choose the right product and set it up.',
    },
    {
      title: 'Tech Desk Specialist',
      location: 'Mumbai',
      type: 'Full-time',
      summary: 'Diagnose devices, book repairs and explain fixes.',
    },
    {
      title: 'Store Manager',
      location: 'Pune',
      type: 'Full-time',
      summary: 'Lead a store team and own its results.',
    },
  ],
  corporate: [
    {
      title: 'Category Manager, Audio',
      location: 'Bengaluru',
      type: 'Full-time',
      summary: 'Grow the audio range with our sellers and brands.',
    },
    {
      title: 'Finance Analyst',
      location: 'Mumbai',
      type: 'Full-time',
      summary: 'Plan, report and improve the numbers behind the marketplace.',
    },
  ],
  technology: [
    {
      title: 'Senior Backend Engineer',
      location: 'Remote (India)',
      type: 'Full-time',
      summary: 'Build the APIs behind checkout, search and the seller dashboard.',
    },
    {
      title: 'Frontend Engineer',
      location: 'Bengaluru',
      type: 'Full-time',
      summary: 'Make the storefront fast and accessible on every phone.',
    },
    {
      title: 'Data Engineer',
      location: 'Hyderabad',
      type: 'Full-time',
      summary: 'Own the pipelines behind reports and recommendations.',
    },
  ],
  distribution: [
    {
      title: 'Warehouse Associate',
      location: 'Bhiwandi',
      type: 'Shift-based',
      summary: 'Receive, store and pack orders with care.',
    },
    {
      title: 'Last-Mile Operations Lead',
      location: 'Delhi NCR',
      type: 'Full-time',
      summary: 'Run the delivery network for same-day and next-day orders.',
    },
  ],
};

export const CAREER_BENEFITS: readonly string[] = [
  'Health insurance for you and your family',
  'Employee discount on every purchase',
  'Learning budget and certifications',
  'Flexible hours and hybrid work for office roles',
  'Paid parental leave',
];

export const CAREER_VALUES: readonly string[] = [
  'Customers first',
  'Own the outcome',
  'Learn every day',
  'Win as a team',
];

// ---------- news & blog ----------

export const NEWS_TAB_LABELS = {
  featured: 'Featured',
  'tech-tips': 'Tech Tips',
  'product-reviews': 'Product Reviews',
  'company-news': 'Company News',
};
export type NewsTab = keyof typeof NEWS_TAB_LABELS;
export const NEWS_TABS = labelledChoices(NEWS_TAB_LABELS);

export type Article = { title: string; excerpt: string; date: string; readTime: number; rating?: number };

export const ARTICLES: Record<NewsTab, readonly Article[]> = {
  featured: [
    {
      title: 'The 2025 guide to choosing a laptop',
      excerpt: 'Processors, screens and battery life explained without the jargon.',
      date: '2025-03-18',
      readTime: 8,
    },
    {
      title: 'Five smart-home upgrades under ₹5,000',
      excerpt: 'Plugs, bulbs and cameras that make a real difference.',
      date: '2025-03-10',
      readTime: 5,
    },
  ],
  'tech-tips': [
    {
      title: 'Make your phone battery last longer',
      excerpt: 'Settings worth changing today.',
      date: '2025-03-05',
      readTime: 4,
    },
    {
      title: 'Speed up your home Wi-Fi',
      excerpt: 'Where to put the router and which channel to choose.',
      date: '2025-02-26',
      readTime: 6,
    },
    {
      title: 'Back up everything in 10 minutes',
      excerpt: 'A simple routine for photos, documents and chats.',
      date: '2025-02-14',
      readTime: 3,
    },
  ],
  'product-reviews': [
    {
      title: 'Review: a noise-cancelling headphone for commuters',
      excerpt: 'Quiet trains, long battery, comfortable for hours.',
      date: '2025-03-12',
      readTime: 7,
      rating: 4.8,
    },
    {
      title: 'Review: a mid-range 5G phone that does it all',
      excerpt: 'Great screen and camera for the price.',
      date: '2025-03-01',
      readTime: 6,
      rating: 4.5,
    },
    {
      title: 'Review: a budget smartwatch',
      excerpt: 'Accurate steps and sleep; a basic app.',
      date: '2025-02-20',
      readTime: 5,
      rating: 4.2,
    },
  ],
  'company-news': [
    {
      title: 'ElectroHub passes 500 active sellers',
      excerpt: 'Thank you to every seller who joined us.',
      date: '2025-03-15',
      readTime: 2,
    },
    {
      title: 'Free delivery now in 200 more cities',
      excerpt: 'Faster delivery across India.',
      date: '2025-02-28',
      readTime: 3,
    },
  ],
};

// ---------- press center ----------

export const PRESS_RELEASES: readonly { title: string; date: string; summary: string }[] = [
  {
    title: 'ElectroHub launches seller background-removal tool',
    date: '2025-03-20',
    summary: 'Sellers can now clean up product photos in one click, on our servers.',
  },
  {
    title: 'ElectroHub reaches 96% customer satisfaction',
    date: '2025-02-18',
    summary: 'Survey of 10,000 buyers highlights delivery speed and support.',
  },
  {
    title: 'ElectroHub opens its fourth fulfilment centre',
    date: '2025-01-22',
    summary: 'The new centre near Delhi brings next-day delivery to North India.',
  },
];

export const MEDIA_CONTACTS: readonly { name: string; role: string; email: string }[] = [
  { name: 'Meera Iyer', role: 'Head of Communications', email: 'press@electrohub.in' },
  { name: 'Arjun Shah', role: 'Media Relations', email: 'media@electrohub.in' },
];

export const MEDIA_RESOURCES: readonly { title: string; description: string }[] = [
  { title: 'Press kit', description: 'Logos, brand colours, executive photos and the company fact sheet.' },
  { title: 'Brand guidelines', description: 'How to use the ElectroHub name and logo.' },
  { title: 'Company fact sheet', description: 'Key figures, milestones and leadership.' },
];

export const IN_THE_NEWS: readonly { outlet: string; title: string; date: string }[] = [
  { outlet: 'The Tech Daily', title: 'How ElectroHub wins sellers in smaller cities', date: '2025-03-08' },
  { outlet: 'Business Weekly', title: 'Marketplaces to watch in 2025', date: '2025-02-02' },
  { outlet: 'Gadget Review India', title: 'The best places to buy electronics online', date: '2025-01-15' },
];

export const PRESS_EVENTS: readonly { name: string; date: string; place: string }[] = [
  { name: 'ElectroHub Seller Summit', date: '2025-04-24', place: 'Bengaluru' },
  { name: 'Smart Home Showcase', date: '2025-05-15', place: 'Mumbai' },
  { name: 'Back to College Tech Day', date: '2025-06-20', place: 'Online' },
];

// ---------- store locator ----------

export type Store = {
  name: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
  hours: string;
};

/** Typical store hours. */
export const STORE_HOURS = 'Mon-Sat 10:00-21:00, Sun 11:00-18:00';
export const STORE_COUNT_TEXT = 'over 500 stores';

export const STORES: readonly Store[] = [
  {
    name: 'ElectroHub Downtown',
    address: '120 Market Street',
    city: 'San Francisco, CA',
    zip: '94105',
    phone: '(415) 555-0134',
    hours: STORE_HOURS,
  },
  {
    name: 'ElectroHub Midtown',
    address: '350 Fifth Avenue',
    city: 'New York, NY',
    zip: '10118',
    phone: '(212) 555-0178',
    hours: STORE_HOURS,
  },
  {
    name: 'ElectroHub Lakeside',
    address: '875 N Michigan Ave',
    city: 'Chicago, IL',
    zip: '60611',
    phone: '(312) 555-0112',
    hours: STORE_HOURS,
  },
  {
    name: 'ElectroHub Galleria',
    address: '5085 Westheimer Rd',
    city: 'Houston, TX',
    zip: '77056',
    phone: '(713) 555-0166',
    hours: STORE_HOURS,
  },
  {
    name: 'ElectroHub Sunset',
    address: '6801 Hollywood Blvd',
    city: 'Los Angeles, CA',
    zip: '90028',
    phone: '(323) 555-0190',
    hours: STORE_HOURS,
  },
  {
    name: 'ElectroHub Harbor',
    address: '400 Pine Street',
    city: 'Seattle, WA',
    zip: '98101',
    phone: '(206) 555-0121',
    hours: STORE_HOURS,
  },
];

export const STORE_FEATURES: readonly string[] = [
  'Free store pickup in 2 hours',
  'Curbside pickup',
  'Tech desk and repairs',
  'Trade-in',
  'Demo zones',
];
export const COMING_SOON_CITIES: readonly string[] = ['Denver', 'Phoenix', 'Miami', 'Portland'];
export const STORE_EVENTS: readonly { name: string; date: string; text: string }[] = [
  {
    name: 'Smart Home Saturday',
    date: '2025-04-12',
    text: 'Set up a smart home with our experts, hands-on.',
  },
  { name: 'Photography Basics', date: '2025-04-26', text: 'Get more from your camera in a one-hour class.' },
  { name: 'Gaming Night', date: '2025-05-10', text: 'Try the latest consoles and games before you buy.' },
];

// ---------- brands ----------

export const BRAND_TAB_LABELS = {
  all: 'All Brands',
  tech: 'Tech Essentials',
  audio: 'Audio',
  accessories: 'Accessories',
  'smart-home': 'Smart Home',
};
export type BrandTab = keyof typeof BRAND_TAB_LABELS;
export const BRAND_TABS = labelledChoices(BRAND_TAB_LABELS);

export type InHouseBrand = {
  name: string;
  tagline: string;
  description: string;
  category: 'Tech' | 'Audio' | 'Smart Home' | 'Accessories';
  tab: Exclude<BrandTab, 'all'>;
  productLines: readonly string[];
  features: readonly string[];
};

export const BRANDS: readonly InHouseBrand[] = [
  {
    name: 'VoltEdge',
    tagline: 'Power that keeps up',
    description: 'Chargers, power banks and cables built to last.',
    category: 'Tech',
    tab: 'tech',
    productLines: ['Power banks', 'Fast chargers', 'Braided cables'],
    features: ['GaN fast charging', 'Overheat protection'],
  },
  {
    name: 'Nimbus Compute',
    tagline: 'Everyday computing, done right',
    description: 'Keyboards, mice, hubs and laptop stands for work and study.',
    category: 'Tech',
    tab: 'tech',
    productLines: ['Keyboards', 'Mice', 'USB-C hubs'],
    features: ['Multi-device pairing', 'Ergonomic design'],
  },
  {
    name: 'SonicWave',
    tagline: 'Sound, without compromise',
    description: 'Earbuds, headphones and speakers tuned for clarity.',
    category: 'Audio',
    tab: 'audio',
    productLines: ['Earbuds', 'Headphones', 'Speakers'],
    features: ['Active noise cancelling', '30-hour battery'],
  },
  {
    name: 'Pulse Audio',
    tagline: 'Bass you can feel',
    description: 'Party speakers and soundbars for every room.',
    category: 'Audio',
    tab: 'audio',
    productLines: ['Soundbars', 'Party speakers'],
    features: ['Dolby Audio', 'Multi-speaker pairing'],
  },
  {
    name: 'ArmorLine',
    tagline: 'Protect what you love',
    description: 'Cases, screen guards and bags for phones, tablets and laptops.',
    category: 'Accessories',
    tab: 'accessories',
    productLines: ['Cases', 'Screen guards', 'Laptop sleeves'],
    features: ['Military-grade drop tests', 'Slim fit'],
  },
  {
    name: 'HomeSense',
    tagline: 'A smarter home, simply',
    description: 'Plugs, bulbs, cameras and sensors that work with your voice assistant.',
    category: 'Smart Home',
    tab: 'smart-home',
    productLines: ['Smart plugs', 'Smart bulbs', 'Security cameras'],
    features: ['Works with Alexa and Google', 'No hub needed'],
  },
];

export const BRAND_PROMISE: readonly { title: string; text: string }[] = [
  { title: 'Quality assurance', text: 'Every product is tested beyond industry standards before it ships.' },
  { title: '2-year warranty', text: 'Most in-house brand products carry a 2-year warranty.' },
  { title: 'Value pricing', text: 'Premium features at honest prices.' },
  { title: 'Responsive support', text: 'Real people who answer, by chat, phone or e-mail.' },
];

export const EXCLUSIVE_COLLECTIONS: readonly { title: string; text: string }[] = [
  { title: 'Eco-friendly', text: 'Recycled materials and plastic-free packaging.' },
  { title: 'Limited-edition collaborations', text: 'Designs made with artists and creators, in small runs.' },
  { title: 'Pro Series', text: 'Our best hardware for creators and professionals.' },
];

// ---------- affiliate & partners ----------

export const AFFILIATE_TAB_LABELS = {
  affiliate: 'Affiliate Program',
  business: 'Business Partners',
  vendor: 'Become a Vendor',
};
export type AffiliateTab = keyof typeof AFFILIATE_TAB_LABELS;
export const AFFILIATE_TABS = labelledChoices(AFFILIATE_TAB_LABELS);

export const AFFILIATE_PROGRAM: readonly string[] = [
  'Earn up to 10% commission on every sale you refer.',
  'A 45-day cookie: you are credited for purchases up to 45 days after the click.',
  'Paid monthly for earnings over $50.',
  'Commissions are approved after the 30-day return period.',
];

export const BUSINESS_PARTNER_BENEFITS: readonly string[] = [
  'Volume pricing and dedicated account managers for companies.',
  'Technology integrations through our APIs.',
  'Corporate gifting and employee purchase programs.',
  'Special pricing for schools and universities.',
];

export const PARTNERSHIP_TYPES = [
  'Retail Partnership',
  'Technology Integration',
  'Corporate Program',
  'Educational Partnership',
  'Other',
] as const;

export const VENDOR_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Submit application', text: 'Tell us about your company and the products you make.' },
  { title: 'Product review', text: 'Our category team reviews your range, quality and pricing.' },
  { title: 'Vendor onboarding', text: 'Sign the agreement and set up your catalog and logistics.' },
  { title: 'Integration and launch', text: 'Connect your systems and go live on ElectroHub.' },
];

// ---------- ideas & guides ----------

export const IDEAS_TAB_LABELS = {
  'how-to': 'How-To',
  'tech-tips': 'Tech Tips',
  comparisons: 'Comparisons',
};
export type IdeasTab = keyof typeof IDEAS_TAB_LABELS;
export const IDEAS_TABS = labelledChoices(IDEAS_TAB_LABELS);

export const HOW_TO_GUIDES: readonly {
  title: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  minutes: number;
  text: string;
}[] = [
  {
    title: 'Set up a home theatre',
    difficulty: 'Intermediate',
    minutes: 45,
    text: 'Place speakers, connect the soundbar over HDMI eARC and calibrate.',
  },
  {
    title: 'Build a smart-home routine',
    difficulty: 'Beginner',
    minutes: 20,
    text: 'Make lights, plugs and the AC follow your day.',
  },
  {
    title: 'Upgrade your laptop’s SSD',
    difficulty: 'Advanced',
    minutes: 60,
    text: 'Clone the drive, swap it in and reclaim the speed.',
  },
  {
    title: 'Calibrate your TV picture',
    difficulty: 'Beginner',
    minutes: 15,
    text: 'Pick the right picture mode and fix motion smoothing.',
  },
];

export const TECH_TIPS: readonly { title: string; text: string }[] = [
  { title: 'Turn on two-step verification', text: 'Protect every account that supports it.' },
  { title: 'Clean your charging port', text: 'Lint is the most common cause of slow charging.' },
  { title: 'Use a surge protector', text: 'One power spike can damage a TV or a console.' },
  { title: 'Keep 15% of your disk free', text: 'Devices slow down when storage is almost full.' },
  { title: 'Update your router’s firmware', text: 'It fixes security holes and often improves speed.' },
  { title: 'Charge between 20% and 80%', text: 'Batteries last longer when they avoid the extremes.' },
];

export const COMPARISONS: readonly {
  title: string;
  left: { name: string; points: readonly string[] };
  right: { name: string; points: readonly string[] };
  verdict: string;
}[] = [
  {
    title: 'OLED vs QLED',
    left: {
      name: 'OLED',
      points: ['Perfect blacks and contrast', 'Wide viewing angles', 'Best in dark rooms'],
    },
    right: {
      name: 'QLED',
      points: ['Brighter in sunny rooms', 'No burn-in risk', 'Usually cheaper at large sizes'],
    },
    verdict: 'Choose OLED for film nights in the dark, QLED for bright living rooms.',
  },
  {
    title: 'Wireless vs Wired Headphones',
    left: { name: 'Wireless', points: ['No cable to tangle', 'Noise cancelling common', 'Needs charging'] },
    right: {
      name: 'Wired',
      points: ['No latency, no battery', 'Best sound per rupee', 'Needs a headphone jack or adapter'],
    },
    verdict: 'Wireless for commuting and workouts; wired for studio work and gaming.',
  },
];

export const POPULAR_TOPICS: readonly string[] = [
  'Smart home',
  'Gaming setups',
  'Photography',
  'Work from home',
  'Home theatre',
  'Wearables',
];

export const EXPERT_CONTRIBUTORS: readonly { name: string; field: string }[] = [
  { name: 'Kavya Menon', field: 'Audio engineer' },
  { name: 'Sameer Kulkarni', field: 'Smart-home installer' },
  { name: 'Neha Bhatt', field: 'Photographer' },
];

// ---------- small static pages ----------

export const WHATS_NEW: readonly { date: string; title: string; text: string }[] = [
  {
    date: '2025-03-21',
    title: 'Search that forgives typos',
    text: 'Type “wireles hedphones” and still find wireless headphones, ranked by relevance.',
  },
  {
    date: '2025-03-10',
    title: 'Deal Dash',
    text: 'A new home-page row with the biggest discounts, filtered by deal size.',
  },
  {
    date: '2025-02-25',
    title: 'Notify me for sellers',
    text: 'Follow a seller and get an e-mail when they add products.',
  },
  {
    date: '2025-02-12',
    title: 'Dark mode and colour themes',
    text: 'Choose light, dark or your system setting, and an accent colour.',
  },
];

export const COPYRIGHT_TEXT: readonly string[] = [
  '© ElectroHub. All rights reserved. The ElectroHub name, logo, and the design and text of this website are protected by copyright and trademark law.',
  'Product names, images and trademarks belong to their respective owners and are used to describe the products sold.',
  'You may not copy, reproduce or republish content from this website without written permission, except to share a link.',
  'To report content that infringes your rights, write to legal@electrohub.in with a description of the work, where it appears on ElectroHub and your contact details. We respond within 5 business days.',
];

export const GIFT_CARDS = {
  intro: 'Give the gift of choice: ElectroHub gift cards can be used on any product, from any seller.',
  amounts: [500, 1000, 2000, 5000, 10000],
  steps: [
    { title: 'Choose an amount', text: 'From ₹500 to ₹10,000, or any amount in between.' },
    { title: 'Personalise it', text: 'Add the recipient’s e-mail and a message.' },
    { title: 'Send or print', text: 'It arrives by e-mail in minutes, or print it at home.' },
  ],
  terms: [
    'Gift cards never expire and have no fees.',
    'They cannot be exchanged for cash.',
    'Lost a card? Contact us with the order number and we will reissue it.',
  ],
} as const;
