import { PAYMENT_STATE_LABELS, type PaymentState } from '@electrohub/shared/admin-finance';
import { cn } from '@/lib/cn';

/** Captured green, partially refunded amber, refunded red; the label carries the meaning, the dot decorates. */
const DOT: Record<PaymentState, string> = {
  captured: 'bg-green-500',
  partially_refunded: 'bg-amber-400',
  refunded: 'bg-red-500',
};

export function PaymentStateBadge({ state, className }: { state: PaymentState; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full border bg-background px-2.5 py-0.5 font-medium whitespace-nowrap fallback:text-xs',
        className,
      )}
    >
      <span aria-hidden className={cn('size-2 shrink-0 rounded-full', DOT[state])} />
      {PAYMENT_STATE_LABELS[state]}
    </span>
  );
}

/** Refund rows: processed, pending (Razorpay, being sent) or failed. */
export function RefundStatus({ status }: { status: string }) {
  const dot = status === 'processed' ? 'bg-green-500' : status === 'failed' ? 'bg-red-500' : 'bg-amber-400';
  return (
    <span className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap capitalize">
      <span aria-hidden className={cn('size-2 shrink-0 rounded-full', dot)} />
      {status}
    </span>
  );
}
