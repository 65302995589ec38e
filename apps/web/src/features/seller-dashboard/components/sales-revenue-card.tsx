import { useQueryClient } from '@tanstack/react-query';
import { IndianRupeeIcon, PackageCheckIcon, RefreshCwIcon, ShoppingBagIcon, Undo2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatINR } from '@electrohub/shared/format';
import type { SellerProfileStatistics } from '@electrohub/shared/seller';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { profileStatisticsQueryOptions } from '../api/get-profile-statistics';

const storageKey = (sellerId: number) => `electrohub:seller-stats:${sellerId}`;

function readCache(sellerId: number): SellerProfileStatistics | null {
  try {
    const raw = sessionStorage.getItem(storageKey(sellerId));
    return raw ? (JSON.parse(raw) as SellerProfileStatistics) : null;
  } catch {
    return null;
  }
}

/**
 * Sales & Revenue on the profile: the statistics are kept in session storage and reused
 * until Refresh is pressed.
 */
export function SalesRevenueCard({ sellerId }: { sellerId: number }) {
  const queryClient = useQueryClient();
  const [stats, setStats] = useState<SellerProfileStatistics | null>(() => readCache(sellerId));
  const [loading, setLoading] = useState(false);

  const load = async () => {
    setLoading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...profileStatisticsQueryOptions(), staleTime: 0 });
      sessionStorage.setItem(storageKey(sellerId), JSON.stringify(fresh));
      setStats(fresh);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!readCache(sellerId)) void load();
    // Only on first show for this seller: afterwards the cached figures stay until Refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sellerId]);

  const rows = stats
    ? [
        { label: 'Total sales', value: formatINR(stats.totalSales), icon: IndianRupeeIcon },
        { label: 'Orders', value: stats.orderItems.toLocaleString('en-IN'), icon: ShoppingBagIcon },
        {
          label: 'Not yet delivered',
          value: stats.notDeliveredItems.toLocaleString('en-IN'),
          icon: PackageCheckIcon,
        },
        { label: 'Returns', value: stats.returnedItems.toLocaleString('en-IN'), icon: Undo2Icon },
      ]
    : [];

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Sales &amp; Revenue</CardTitle>
          <CardDescription>Cancelled and returned items are not counted as sales.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void load()} disabled={loading}>
          <RefreshCwIcon aria-hidden className={loading ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {!stats ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            {rows.map((r) => (
              // A dl's group holds only its dt and dd: the icon sits inside the dt, placed at the group's left.
              <div key={r.label} className="relative rounded-lg border p-3 pl-11">
                <dt className="text-xs text-muted-foreground">
                  <r.icon
                    aria-hidden
                    className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-primary"
                  />
                  {r.label}
                </dt>
                <dd className="text-lg font-semibold tabular-nums">{r.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
