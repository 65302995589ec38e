import { initials } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { cn } from '@/lib/cn';

/** The account's picture, or its initials. */
export function AccountAvatar({
  name,
  pfp,
  className,
}: {
  name: string;
  pfp: string | null | undefined;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-2xl font-semibold text-primary-foreground fallback:size-20',
        className,
      )}
    >
      {pfp ? (
        <img src={imageAt(pfp, 200)} alt={`${name}'s profile picture`} className="size-full object-cover" />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </div>
  );
}
