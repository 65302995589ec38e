import { ADMIN_ORDER_STATUS_LABELS, adminOrderBadgeTone } from '@electrohub/shared/admin-insights';
import type { VisibleOrderItemStatus } from '@electrohub/shared/orders-status';
import { cn } from '@/lib/cn';

/** Badge colours of the admin order views: green, blue, red, grey — readable in both themes. */
const TONE = {
  green: 'border-green-600/30 bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  blue: 'border-blue-600/30 bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300',
  red: 'border-red-600/30 bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  grey: 'border-slate-500/30 bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

/** The status as the admin reads it ('Order Placed' for OrderConfirmed), as a coloured pill. */
export function AdminOrderStatusBadge({
  status,
  className,
}: {
  status: VisibleOrderItemStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full border font-medium whitespace-nowrap fallback:px-2.5 fallback:py-0.5 fallback:text-xs',
        TONE[adminOrderBadgeTone(status)],
        className,
      )}
    >
      {ADMIN_ORDER_STATUS_LABELS[status]}
    </span>
  );
}
