import type { PayoutStatus } from '@electrohub/shared/money';
import { formatINRPaise } from '@electrohub/shared/format';
import { PayoutStatusDot } from '@/components/status-dot';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/cn';

/**
 * The cells a payout row shows in every list of payouts (the admin's payouts table, the seller's recent payouts):
 * the amount, where it stands and why a failed one failed, and the provider's reference.
 */
export function PayoutAmountCell({ amount }: { amount: number }) {
  return (
    <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
      {formatINRPaise(amount)}
    </TableCell>
  );
}

/** A payout's status with its dot; a failed one says why under it. */
export function PayoutStatusCell({
  status,
  failureReason,
}: {
  status: PayoutStatus;
  failureReason: string | null;
}) {
  return (
    <TableCell>
      <PayoutStatusDot status={status} />
      {failureReason && <span className="block max-w-56 text-xs text-muted-foreground">{failureReason}</span>}
    </TableCell>
  );
}

/** The provider's reference of a payout ('—' before it has one); `className` hides it on narrow screens. */
export function PayoutReferenceCell({
  providerRef,
  className,
}: {
  providerRef: string | null;
  className?: string;
}) {
  return (
    <TableCell className={cn('font-mono text-xs text-muted-foreground', className)}>
      {providerRef ?? '—'}
    </TableCell>
  );
}
