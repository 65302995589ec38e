import { lazy, Suspense } from 'react';
import { PageShell } from '@/components/page-shell';
import { LoadingRegion } from '@/components/loading-region';
import { Skeleton } from '@/components/ui/skeleton';
import { OrdersManagement } from '@/features/seller-orders/components/orders-management';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSalesStatistics } from '@/features/seller-dashboard/api/get-sales-statistics';
import { SellerStatsStrip } from '@/features/seller-dashboard/components/seller-stats-strip';
import { StandingBanner } from '@/features/seller-dashboard/components/standing-banner';

// Recharts arrives in its own chunk when the charts are first drawn (never in the storefront bundle).
const SalesCharts = lazy(() => import('@/features/seller-dashboard/components/sales-charts'));

function ChartsSkeleton() {
  return (
    <LoadingRegion label="Loading charts" className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Skeleton className="h-80 w-full rounded-xl" />
      <Skeleton className="h-80 w-full rounded-xl" />
    </LoadingRegion>
  );
}

/** /seller/dashboard: figures, weekly sales, product distribution and Orders Management. */
export function SellerDashboardPage() {
  useDocumentTitle('Seller Dashboard');
  const sales = useSalesStatistics();
  return (
    <PageShell title="Dashboard">
      <StandingBanner />
      <SellerStatsStrip />
      {sales.data ? (
        <Suspense fallback={<ChartsSkeleton />}>
          <SalesCharts data={sales.data} />
        </Suspense>
      ) : sales.isError ? null : (
        <ChartsSkeleton />
      )}
      <OrdersManagement />
    </PageShell>
  );
}
