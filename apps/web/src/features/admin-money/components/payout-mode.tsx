import { FlaskConicalIcon } from 'lucide-react';
import type { PayoutMode } from '@electrohub/shared/money';
import { cn } from '@/lib/cn';

/** How a payout was sent: 'Test mode' (amber, nothing moved) or 'RazorpayX'. */
export function PayoutModeLabel({ mode, className }: { mode: PayoutMode; className?: string }) {
  if (mode === 'razorpayx')
    return <span className={cn('block whitespace-nowrap', className)}>RazorpayX</span>;
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border border-amber-500/40 bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-950 dark:bg-amber-400/15 dark:text-amber-100',
        className,
      )}
    >
      <FlaskConicalIcon aria-hidden className="size-3.5" />
      Test mode
    </span>
  );
}
