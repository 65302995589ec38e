import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * The Weekly Sales line chart shared by the seller and admin dashboards. It imports Recharts, so
 * it must only ever be reached through a lazy import (React.lazy): never from the storefront or an entry chunk.
 */

/** Recharts tooltips in the theme's popover colours. */
export const chartTooltipStyle = {
  backgroundColor: 'var(--popover)',
  border: '1px solid var(--border)',
  borderRadius: '0.5rem',
  color: 'var(--popover-foreground)',
};
const compactInr = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** 'YYYY-MM-DD' → the first 6 characters of the formatted date, e.g. 'Mar 05'. Noon keeps the day in any zone. */
const shortDay = (day: string) => formatDate(`${day}T12:00:00`).slice(0, 6);

/** Sales per day for the last 7 days (Cancelled and Returned excluded), as the server answers them. */
export default function WeeklySalesChart({
  weeklySales,
  seriesName,
  plotClassName = 'lg:min-h-64',
}: {
  weeklySales: readonly { date: string; sales: number }[];
  /** The series' name in the tooltip. */
  seriesName: string;
  /** Extra sizing for the plot area (h-64, full height from lg up). */
  plotClassName?: string;
}) {
  const data = weeklySales.map((d) => ({ label: shortDay(d.date), sales: d.sales }));
  const total = weeklySales.reduce((s, d) => s + d.sales, 0);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Weekly Sales</CardTitle>
        <CardDescription>
          {formatINR(total)} in the last 7 days (Cancelled and Returned excluded)
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 px-2 md:px-6">
        <div
          className={cn('h-64 w-full lg:h-full', plotClassName)}
          role="img"
          aria-label={`Line chart of sales per day: ${data.map((d) => `${d.label} ${formatINR(d.sales)}`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
              <XAxis
                dataKey="label"
                tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                interval="preserveStartEnd"
              />
              <YAxis
                width={64}
                tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                tickFormatter={(v: number) => `₹${compactInr.format(v)}`}
              />
              <Tooltip
                contentStyle={chartTooltipStyle}
                formatter={(value) => [formatINR(Number(value)), seriesName]}
                labelStyle={{ color: 'var(--muted-foreground)' }}
              />
              <Line
                type="monotone"
                dataKey="sales"
                name={seriesName}
                stroke="var(--chart-1)"
                strokeWidth={2.5}
                dot={{ r: 3 }}
                activeDot={{ r: 5 }}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}
