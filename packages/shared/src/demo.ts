/** Demo accounts seeded by `SEED=demo` (printed at start and listed in the README). */
export const DEMO_ACCOUNTS = {
  buyer: { email: 'buyer@electrohub.test', password: 'Buyer@12345', answer: 'electro' },
  seller: { email: 'seller@electrohub.test', password: 'Seller@12345', answer: 'electro' },
  admin: { email: 'admin@electrohub.test', password: 'Admin@12345' },
} as const;
