import { CalendarIcon, IndianRupeeIcon, ShoppingBagIcon, StoreIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { ADMIN_INSIGHTS_MESSAGES } from '@electrohub/shared/admin-insights';
import { formatINR } from '@electrohub/shared/format';
import { StatCard } from '@/components/stat-card';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminSales } from '@/features/admin-insights/api/get-sales';
import { CategoryPanel } from '@/features/admin-insights/components/category-panel';
import { TopSellingTable } from '@/features/admin-insights/components/top-selling-table';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';

// Recharts arrives in its own chunk when the chart is first drawn.
const WeeklySalesChart = lazy(() => import('@/components/charts/weekly-sales-chart'));

/** /admin/dashboard: figures, Weekly Sales, products per category and Top Selling Products. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const sales = useAdminSales();
  const s = sales.data;
  const loading = sales.isPending;

  useEffect(() => {
    if (sales.isError) toast.error(ADMIN_INSIGHTS_MESSAGES.salesFailed);
  }, [sales.isError]);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Dashboard</h1>
      <section aria-label="Store figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
        <StatCard
          look="compact"
          label="Total Sales"
          value={s?.sales ?? 0}
          format={formatINR}
          icon={IndianRupeeIcon}
          loading={loading}
          hint="Cancelled and returned excluded"
          className="col-span-2"
        />
        <StatCard
          look="compact"
          label="Total Orders"
          value={s?.orders ?? 0}
          icon={ShoppingBagIcon}
          loading={loading}
          hint="Order items sold"
          tone="text-chart-2"
          className="lg:col-span-2"
        />
        <StatCard
          look="compact"
          label="Orders This Month"
          value={s?.monthlyOrders ?? 0}
          icon={CalendarIcon}
          loading={loading}
          hint="Since the 1st"
          tone="text-chart-3"
          className="lg:col-span-2"
        />
        <StatCard
          look="compact"
          label="Sellers"
          value={s?.sellers ?? 0}
          icon={StoreIcon}
          loading={loading}
          hint="Registered sellers"
          tone="text-chart-4"
          className="lg:col-span-3"
        />
        <StatCard
          look="compact"
          label="Buyers"
          value={s?.users ?? 0}
          icon={UsersIcon}
          loading={loading}
          hint="Registered buyers"
          tone="text-chart-5"
          className="lg:col-span-3"
        />
      </section>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {s ? (
          <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
            <WeeklySalesChart
              weeklySales={s.weeklySales}
              seriesName="Sales"
              plotClassName="md:h-72 lg:min-h-72"
            />
          </Suspense>
        ) : sales.isError ? (
          <Card className="min-h-64 items-center justify-center px-6 text-center text-sm text-muted-foreground">
            {ADMIN_INSIGHTS_MESSAGES.salesFailed}
          </Card>
        ) : (
          <Skeleton className="h-96 w-full rounded-xl" />
        )}
        <CategoryPanel />
      </div>
      <TopSellingTable />
    </div>
  );
}
