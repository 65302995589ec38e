import { Link } from 'react-router';
import { imageAt } from '@electrohub/shared/media';
import { cn } from '@/lib/cn';
import { initials } from '@electrohub/shared/format';

/** The picture or logo when there is one, else the initials in a circle. Decorative: the name is beside it. */
export function PersonAvatar({
  name,
  pfp,
  className,
}: {
  name: string | null | undefined;
  pfp?: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground fallback:size-8 fallback:text-xs',
        className,
      )}
    >
      {pfp ? (
        <img src={imageAt(pfp, 200)} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        initials(name, 'UN')
      )}
    </span>
  );
}

/**
 * A list's name cell content: avatar and the name as a link to the person's page (the row itself also opens it,
 * so a click on the link does not reach the row).
 */
export function PersonLink({
  name,
  pfp,
  to,
  state,
}: {
  name: string;
  pfp?: string | null;
  to: string;
  state: unknown;
}) {
  return (
    <span className="flex items-center gap-2">
      <PersonAvatar name={name} pfp={pfp} />
      <Link
        to={to}
        state={state}
        onClick={(e) => e.stopPropagation()}
        className="truncate font-medium underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground"
        title={name}
      >
        {name}
      </Link>
    </span>
  );
}
