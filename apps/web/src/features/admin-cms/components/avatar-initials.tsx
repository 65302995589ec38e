import { initials } from '@electrohub/shared/format';
import { cn } from '@/lib/cn';

/** A round avatar with a person's initials, drawn locally (no external avatar service). */
export function AvatarInitials({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground select-none fallback:size-9 fallback:text-sm',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
