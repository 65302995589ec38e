import { CircleAlertIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSellerStanding } from '../api/get-standing';

/**
 * Why a pending or suspended seller's products are hidden and their product forms refused: the server's
 * sentence and the admin's reason. Nothing while the seller is approved.
 */
export function StandingBanner() {
  const { data } = useSellerStanding();
  if (!data || data.status === 'approved') return null;
  const suspended = data.status === 'suspended';
  return (
    <div
      role="status"
      data-testid="standing-banner"
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm',
        suspended
          ? 'border-destructive/40 bg-destructive/10 text-foreground'
          : 'border-amber-500/40 bg-amber-100 text-amber-950 dark:bg-amber-400/15 dark:text-amber-100',
      )}
    >
      <CircleAlertIcon
        aria-hidden
        className={cn(
          'mt-0.5 size-5 shrink-0',
          suspended ? 'text-destructive' : 'text-amber-700 dark:text-amber-300',
        )}
      />
      <div className="grid gap-1">
        <p className="font-semibold">
          {data.message ??
            (suspended
              ? 'Your seller account is suspended.'
              : 'Your seller account is waiting for approval.')}
        </p>
        {data.reason && (
          <p>
            <span className="font-medium">Reason given:</span> {data.reason}
          </p>
        )}
      </div>
    </div>
  );
}
