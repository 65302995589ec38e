import { FlaskConicalIcon } from 'lucide-react';
import type { PayoutMode, PayoutSettings } from '@electrohub/shared/money';
import { cn } from '@/lib/cn';

/** How a payout was sent: 'Test mode' (amber, nothing moved) or 'RazorpayX'. */
export function PayoutModeLabel({ mode, className }: { mode: PayoutMode; className?: string }) {
  if (mode === 'razorpayx')
    return <span className={cn('whitespace-nowrap fallback:block', className)}>RazorpayX</span>;
  return (
    <span
      className={cn(
        'w-fit items-center gap-1 fallback:inline-flex rounded-full border border-amber-500/40 bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-950 dark:bg-amber-400/15 dark:text-amber-100',
        className,
      )}
    >
      <FlaskConicalIcon aria-hidden className="size-3.5" />
      Test mode
    </span>
  );
}

/**
 * Page-wide, before any run: whether a payout run sends real money (RazorpayX) or only records it (test mode), and
 * how long a delivered sale's money is held.
 */
export function PayoutModeNotice({ settings }: { settings: PayoutSettings | undefined }) {
  if (!settings) return null;
  const hold =
    settings.holdDays === 0
      ? 'A delivered sale’s money is available at once.'
      : `A delivered sale’s money is available ${settings.holdDays} ${settings.holdDays === 1 ? 'day' : 'days'} after delivery.`;
  const test = settings.mode === 'test';
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-4 py-3 text-sm',
        test
          ? 'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-400/10 dark:text-amber-100'
          : 'bg-muted/40',
      )}
    >
      <PayoutModeLabel mode={settings.mode} />
      <span>
        {test
          ? 'Payouts are recorded and balances move, but no money is sent to any bank.'
          : 'Payouts send real money to each seller’s bank account.'}{' '}
        {hold}
      </span>
    </p>
  );
}
