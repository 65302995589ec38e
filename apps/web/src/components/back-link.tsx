import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The ghost "← label" link back to the list or page a detail page was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit -ml-2">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden /> {label}
      </Link>
    </Button>
  );
}
