import { initials } from '@electrohub/shared/format';
import { cn } from '@/lib/cn';

/** A round avatar with a person's initials, drawn locally (no external avatar service). */
export function AvatarInitials({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground select-none',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
