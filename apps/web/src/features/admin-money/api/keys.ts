/** Every admin query key starts with 'admin'; these belong to commission, payouts and seller money. */
export const adminMoneyKeys = {
  all: ['admin', 'money'] as const,
  commission: ['admin', 'money', 'commission'] as const,
  payoutsAll: ['admin', 'money', 'payouts'] as const,
  payouts: (page: number, limit: number) => ['admin', 'money', 'payouts', page, limit] as const,
  sellersAll: ['admin', 'money', 'sellers'] as const,
  sellers: (page: number, limit: number, search: string) =>
    ['admin', 'money', 'sellers', page, limit, search] as const,
  seller: (id: number) => ['admin', 'money', 'sellers', 'one', id] as const,
  payoutSettings: ['admin', 'money', 'payout-settings'] as const,
};
