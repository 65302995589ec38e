import { ArrowLeftIcon } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Back to the list a detail page was opened from: the exact list address when it came through navigation
 * state (tab, page size and search kept), else `{list}?page={returnPage}` (spec 3 §2), else the list itself.
 */
export function useBackTarget(listPath: string): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`))) return from;
  const returnPage = params.get('returnPage');
  return returnPage && /^\d{1,6}$/.test(returnPage) && returnPage !== '0'
    ? `${listPath}?page=${returnPage}`
    : listPath;
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit -ml-2">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden /> {label}
      </Link>
    </Button>
  );
}
