import { ZapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { cn } from '@/lib/cn';

/** The ElectroHub word mark, linking home. */
export function Logo({
  className,
  compact = false,
  onClick,
}: {
  className?: string;
  compact?: boolean;
  onClick?: () => void;
}) {
  return (
    <Link
      to={paths.home.href()}
      className={cn('inline-flex items-center gap-2 rounded-md font-bold tracking-tight', className)}
      aria-label={`${SITE_NAME} home`}
      onClick={onClick}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ZapIcon className="size-5" aria-hidden />
      </span>
      {!compact && (
        <span className="text-lg">
          Electro<span className="text-primary">Hub</span>
        </span>
      )}
    </Link>
  );
}
