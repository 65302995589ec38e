/**
 * Electro Bot: a small intent matcher over the store's own facts (docs/decisions/010-support-chat.md). It answers
 * what it knows and offers a person for the rest. Pure: text in, text out.
 */
interface Intent {
  name: string;
  /** Any of these stems in the message counts as a hit; more hits rank higher. */
  keywords: string[];
  answer: string;
}

export const HANDOFF_REPLY =
  "I've asked a member of our support team to join this chat. They usually reply within a few minutes during support hours (Monday to Friday, 9am to 6pm).";

const INTENTS: Intent[] = [
  {
    name: 'human',
    keywords: ['human', 'person', 'agent', 'representative', 'someone', 'talk to', 'real'],
    answer:
      "I can bring in a member of our support team. Press 'Talk to a person' below and they will join this chat.",
  },
  {
    name: 'track',
    keywords: [
      'track',
      'where is my order',
      'order status',
      'status of my order',
      'when will',
      'arrive',
      'tracking',
    ],
    answer:
      'You can follow every order under My Orders (/user/orders): each order shows a timeline from Order Confirmed to Shipped, Out for Delivery and Delivered, with dates.',
  },
  {
    name: 'cancel',
    keywords: ['cancel'],
    answer:
      'You can cancel an order while it is Order Confirmed or Shipped: open it in My Orders and choose Cancel Order. The stock is released and your refund is recorded at once.',
  },
  {
    name: 'return',
    keywords: ['return', 'refund', 'money back', 'exchange', 'replace'],
    answer:
      'Delivered orders can be returned within 30 days of delivery: open the order in My Orders and choose Return Order. Refunds go back to your card, usually within 3-5 business days for credit cards and 7-10 for debit cards.',
  },
  {
    name: 'delivery',
    keywords: ['deliver', 'shipping', 'ship', 'courier', 'dispatch'],
    answer:
      'Delivery is free on ElectroHub orders (free delivery above ₹499 on every product page). Sellers ship most orders within 24 hours; you can watch the progress in My Orders.',
  },
  {
    name: 'payment',
    keywords: ['pay', 'card', 'upi', 'emi', 'cash', 'payment', 'charged', 'debit', 'credit'],
    answer:
      'We take card payments at checkout. Your total is calculated by our server from current prices, and you are charged only once per order even if you retry.',
  },
  {
    name: 'warranty',
    keywords: ['warranty', 'guarantee', 'repair', 'broken', 'defect', 'damaged'],
    answer:
      'Most electronics carry a 1-year manufacturer warranty (TVs 1-2 years). See /info/warranty-information for durations and how to make a claim.',
  },
  {
    name: 'account',
    keywords: ['password', 'sign in', 'login', 'log in', 'account', 'forgot', 'reset', 'profile'],
    answer:
      'You can reset your password at /user/auth/forgot-password with your e-mail and security answer. Your profile, address and phone are under Profile Information.',
  },
  {
    name: 'seller',
    keywords: ['sell', 'seller', 'vendor', 'shop on'],
    answer:
      'Anyone with a company can sell on ElectroHub: sign up at /seller/auth/signup and add your first product from the seller dashboard.',
  },
  {
    name: 'wishlist-cart',
    keywords: ['wishlist', 'cart', 'basket', 'save for later'],
    answer:
      'Tap the heart on any product to keep it in your wishlist, or Add to Cart to buy it later. Both need you to be signed in.',
  },
  {
    name: 'contact',
    keywords: ['contact', 'phone', 'email', 'call', 'hours', 'support'],
    answer:
      'Our support team is available Monday to Friday, 9am to 6pm. You can also write to us from the Contact page (/contact); we reply within 24 hours.',
  },
  {
    name: 'greeting',
    keywords: ['hello', 'hi', 'hey', 'namaste', 'good morning', 'good evening'],
    answer:
      'Hello! I can help with orders, delivery, returns and refunds, payments, warranty and your account. What would you like to know?',
  },
  {
    name: 'thanks',
    keywords: ['thank', 'thanks', 'great', 'awesome'],
    answer: "You're welcome! Is there anything else I can help you with?",
  },
];

const FALLBACK =
  "I'm not sure I understood that. I can help with orders, delivery, returns and refunds, payments, warranty and your account — or press 'Talk to a person' to reach our support team.";

function score(text: string, keyword: string): number {
  if (keyword.includes(' ')) return text.includes(keyword) ? 2 : 0;
  // Whole-word prefix match ("cancelled" matches "cancel"; "this" does not match "hi").
  return new RegExp(`\\b${keyword}`).test(text) ? 1 : 0;
}

export function botReply(message: string): { intent: string; answer: string } {
  const text = message.toLowerCase();
  let best: { intent: Intent; hits: number } | null = null;
  for (const intent of INTENTS) {
    const hits = intent.keywords.reduce((n, k) => n + score(text, k), 0);
    // Earlier intents win ties: they are the more specific ones.
    if (hits > 0 && (!best || hits > best.hits)) best = { intent, hits };
  }
  return best
    ? { intent: best.intent.name, answer: best.intent.answer }
    : { intent: 'fallback', answer: FALLBACK };
}
