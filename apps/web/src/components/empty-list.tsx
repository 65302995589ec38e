import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The large dashed box a buyer's list page (cart, wishlist, orders) shows when it has nothing: an icon, a
 * heading, one line of help and a button to go somewhere useful.
 */
export function EmptyList({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
      <Icon aria-hidden className="size-12 text-muted-foreground" />
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {action}
    </div>
  );
}
