/** Every seller payouts query key starts here; all belong to the seller's session (scope 'account'). */
export const sellerPayoutKeys = {
  all: ['seller', 'payouts'] as const,
  payouts: (page: number, limit: number) => ['seller', 'payouts', 'list', page, limit] as const,
  bank: ['seller', 'payouts', 'bank'] as const,
};
