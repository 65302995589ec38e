import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { DISTRIBUTION_COLOURS, type SellerSalesStatistics } from '@electrohub/shared/seller';
import WeeklySalesChart, { chartTooltipStyle } from '@/components/charts/weekly-sales-chart';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The dashboard charts, in their own chunk: Recharts is loaded only when a seller opens the
 * dashboard, never with the storefront.
 */

/** Ten colours; categories beyond the tenth share a neutral grey. */
const PALETTE = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
  '#0891b2',
  '#65a30d',
  '#ea580c',
  '#9333ea',
  '#e11d48',
] as const;
const OTHER = '#94a3b8';

export function ProductDistributionChart({
  categories,
}: {
  categories: SellerSalesStatistics['categories'];
}) {
  const total = categories.reduce((s, c) => s + c.productCount, 0);
  const top = categories[0];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Product Distribution</CardTitle>
        <CardDescription>Your products per category</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {total === 0 ? (
          <p className="py-16 text-center text-sm text-muted-foreground">Products not available</p>
        ) : (
          <>
            <div
              className="relative mx-auto aspect-square h-56"
              role="img"
              aria-label={`Donut chart: ${total} products; ${categories.map((c) => `${c.name} ${c.productCount}`).join(', ')}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Tooltip
                    contentStyle={chartTooltipStyle}
                    formatter={(value, name) => [String(value), String(name)]}
                  />
                  <Pie
                    data={categories}
                    dataKey="productCount"
                    nameKey="name"
                    innerRadius="58%"
                    outerRadius="90%"
                    strokeWidth={2}
                    stroke="var(--card)"
                  >
                    {categories.map((c, i) => (
                      <Cell key={c.name} fill={i < DISTRIBUTION_COLOURS ? PALETTE[i] : OTHER} />
                    ))}
                  </Pie>
                </PieChart>
              </ResponsiveContainer>
              {/* The total in the centre of the donut. */}
              <div
                aria-hidden
                className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
              >
                <span className="text-3xl font-bold tabular-nums">{total}</span>
                <span className="text-xs text-muted-foreground">Products</span>
              </div>
            </div>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {categories.map((c, i) => (
                <li key={c.name} className="flex items-center gap-2">
                  <span
                    aria-hidden
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ background: i < DISTRIBUTION_COLOURS ? PALETTE[i] : OTHER }}
                  />
                  <span className="truncate">{c.name}</span>
                  <span className="ml-auto tabular-nums text-muted-foreground">{c.productCount}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
      {top && (
        <CardFooter className="text-sm font-medium">The most trending category is {top.name}</CardFooter>
      )}
    </Card>
  );
}

/** Both charts; the default export is what the dashboard lazy-loads. */
export default function SalesCharts({ data }: { data: SellerSalesStatistics }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <WeeklySalesChart weeklySales={data.weeklySales} seriesName="Amount" />
      <ProductDistributionChart categories={data.categories} />
    </div>
  );
}
