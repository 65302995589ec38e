import { PackageSearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A dashed box with an icon, a message, an optional hint and actions. */
export function EmptyState({
  title,
  hint,
  children,
  icon,
  className,
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center',
        className,
      )}
    >
      {icon ?? <PackageSearchIcon aria-hidden className="size-10 text-muted-foreground" />}
      <p className="font-medium">{title}</p>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {children}
    </div>
  );
}
