import type { LedgerEntryType } from '@electrohub/shared/money';

/** What each statement entry is, in the seller's words. */
export const ENTRY_LABELS: Record<LedgerEntryType, string> = {
  sale: 'Sale',
  commission: 'Commission',
  refund: 'Refund (return)',
  commission_reversal: 'Commission returned',
  payout: 'Payout',
  payout_reversal: 'Failed payout returned',
};
