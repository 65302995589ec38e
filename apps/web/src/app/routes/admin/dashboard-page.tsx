import { CalendarIcon, IndianRupeeIcon, ShoppingBagIcon, StoreIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { ADMIN_INSIGHTS_MESSAGES } from '@electrohub/shared/admin-insights';
import { formatINR } from '@electrohub/shared/format';
import { StatStrip } from '@/components/stat-strip';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/components/page-shell';
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
    <PageShell title="Dashboard">
      <StatStrip
        label="Store figures"
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6"
        look="compact"
        loading={loading}
        stats={[
          {
            label: 'Total Sales',
            value: s?.sales ?? 0,
            format: formatINR,
            icon: IndianRupeeIcon,
            hint: 'Cancelled and returned excluded',
            className: 'col-span-2',
          },
          {
            label: 'Total Orders',
            value: s?.orders ?? 0,
            icon: ShoppingBagIcon,
            hint: 'Order items sold',
            tone: 'text-chart-2',
            className: 'lg:col-span-2',
          },
          {
            label: 'Orders This Month',
            value: s?.monthlyOrders ?? 0,
            icon: CalendarIcon,
            hint: 'Since the 1st',
            tone: 'text-chart-3',
            className: 'lg:col-span-2',
          },
          {
            label: 'Sellers',
            value: s?.sellers ?? 0,
            icon: StoreIcon,
            hint: 'Registered sellers',
            tone: 'text-chart-4',
            className: 'lg:col-span-3',
          },
          {
            label: 'Buyers',
            value: s?.users ?? 0,
            icon: UsersIcon,
            hint: 'Registered buyers',
            tone: 'text-chart-5',
            className: 'lg:col-span-3',
          },
        ]}
      />
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
    </PageShell>
  );
}
