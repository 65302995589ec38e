import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { OrdersManagement } from '@/features/seller-orders/components/orders-management';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSalesStatistics } from '@/features/seller-dashboard/api/get-sales-statistics';
import { SellerStatsStrip } from '@/features/seller-dashboard/components/seller-stats-strip';

// Recharts arrives in its own chunk when the charts are first drawn (never in the storefront bundle).
const SalesCharts = lazy(() => import('@/features/seller-dashboard/components/sales-charts'));

function ChartsSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      role="status"
      aria-busy="true"
      aria-label="Loading charts"
    >
      <Skeleton className="h-80 w-full rounded-xl" />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

/** /seller/dashboard: figures, weekly sales, product distribution and Orders Management. */
export function SellerDashboardPage() {
  useDocumentTitle('Seller Dashboard');
  const sales = useSalesStatistics();
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Dashboard</h1>
      <SellerStatsStrip />
      {sales.data ? (
        <Suspense fallback={<ChartsSkeleton />}>
          <SalesCharts data={sales.data} />
        </Suspense>
      ) : sales.isError ? null : (
        <ChartsSkeleton />
      )}
      <OrdersManagement />
    </div>
  );
}
