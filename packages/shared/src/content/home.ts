/**
 * Static texts of the home page: the 'Services to help you shop' questions and the
 * sample help text. The figures are the product's own (its sample help text is in dollars).
 */

export type ServiceCard = {
  /** Short tab / card title. */
  title: string;
  question: string;
  answer: string;
  icon: 'truck' | 'map-pin' | 'clock' | 'rotate' | 'credit-card' | 'headset';
};

export const HOME_SERVICES: readonly ServiceCard[] = [
  {
    title: 'Delivery',
    icon: 'truck',
    question: 'How much does delivery cost and how long does it take?',
    answer:
      'Delivery starts from $5.99 and is free on orders over $50. Standard delivery takes 3-5 business days; express delivery arrives in 1-2 days.',
  },
  {
    title: 'Address change',
    icon: 'map-pin',
    question: 'Can I change my delivery address after ordering?',
    answer:
      'Yes: the delivery address can be changed within 2 hours of placing the order. Contact us and we will update it.',
  },
  {
    title: 'Store hours',
    icon: 'clock',
    question: 'When are your stores and support open?',
    answer:
      'Our stores are open Mon-Sat 9AM-9PM and Sun 10AM-7PM. The support chat answers around the clock.',
  },
  {
    title: 'Returns',
    icon: 'rotate',
    question: 'What if I want to return or exchange a product?',
    answer:
      'Every product comes with 7 days return and exchange. Start a return from My Orders once your order is delivered.',
  },
  {
    title: 'Payment offers',
    icon: 'credit-card',
    question: 'Are there any bank offers?',
    answer:
      'Get up to ₹2000 cashback on HDFC Bank credit cards and a 10% instant discount on ICICI Bank cards. A GST invoice is available on every order.',
  },
  {
    title: 'Support',
    icon: 'headset',
    question: 'How do I reach a person?',
    answer:
      'Call us, write from the Contact page, or ask Electro Bot in the chat and request a person. E-mails are answered within 24 hours.',
  },
];

/** Offers listed on every product page: type, description, code. */
export type StaticOffer = { type: string; description: string; code?: string };

export const PRODUCT_OFFERS: readonly StaticOffer[] = [
  { type: 'Bank Offer', description: 'Up to ₹2000 cashback on HDFC Bank credit cards', code: 'HDFC2000' },
  { type: 'Instant Discount', description: '10% instant discount on ICICI Bank cards', code: 'ICICI10' },
  { type: 'GST Invoice', description: 'GST invoice available: save up to 28% on business purchases' },
];
