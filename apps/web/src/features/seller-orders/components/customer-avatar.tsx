import { SELLER_ORDER_MESSAGES } from '@electrohub/shared/seller';
import { cn } from '@/lib/cn';
import { initials } from '@electrohub/shared/format';

/** Initials in a circle beside the customer's name ('Unknown' when missing). */
export function CustomerName({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
      >
        {initials(name, SELLER_ORDER_MESSAGES.unknownInitials)}
      </span>
      <span className="truncate">{name || SELLER_ORDER_MESSAGES.unknownCustomer}</span>
    </span>
  );
}
