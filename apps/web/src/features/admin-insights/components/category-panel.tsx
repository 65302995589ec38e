import { TrophyIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCategoryCounts } from '../api/get-category-counts';

/** Products per category, most first, with the highest category named. */
export function CategoryPanel() {
  const counts = useCategoryCounts();
  const failure = counts.isError ? errorMessage(counts.error) : null;
  // A category count failure shows the error message.
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);
  const categories = counts.data ?? [];
  const top = categories[0];
  const max = Math.max(1, top?.productCount ?? 0);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Products by Category</CardTitle>
        <CardDescription>Listed products per category (discontinued left out)</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {counts.isPending && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-6 w-full" />)}
        {failure && <p className="text-sm text-destructive">{failure}</p>}
        {counts.data && categories.length === 0 && (
          <p className="py-8 text-center text-sm text-muted-foreground">Categories not available</p>
        )}
        {categories.length > 0 && (
          <ul className="grid gap-2" aria-label="Products per category">
            {categories.map((c, i) => (
              <li key={c.name} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className={i === 0 ? 'truncate font-semibold' : 'truncate'}>{c.name}</span>
                  <span className="tabular-nums text-muted-foreground">{c.productCount}</span>
                </div>
                <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div
                    className={i === 0 ? 'h-full rounded-full bg-primary' : 'h-full rounded-full bg-chart-2'}
                    style={{ width: `${(c.productCount / max) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {top && top.productCount > 0 && (
        <CardFooter className="gap-2 text-sm font-medium">
          <TrophyIcon aria-hidden className="size-4 text-primary" />
          <span>
            Highest category: <span data-testid="highest-category">{top.name}</span> ({top.productCount}{' '}
            products)
          </span>
        </CardFooter>
      )}
    </Card>
  );
}
