import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesReport } from '@electrohub/shared/admin-finance';
import { formatDate, formatINR, truncate } from '@electrohub/shared/format';

/**
 * The report's chart, in its own chunk (Recharts loads only when an admin opens Reports). Days are columns in
 * order; categories and sellers are bars, the ten highest.
 */
const TOP = 10;
const compactInr = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const tooltipStyle = {
  backgroundColor: 'var(--popover)',
  border: '1px solid var(--border)',
  borderRadius: '0.5rem',
  color: 'var(--popover-foreground)',
};
const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };
/** 'YYYY-MM-DD' → 'Mar 05' (noon keeps the day in any zone). */
const shortDay = (day: string) => formatDate(`${day}T12:00:00`).slice(0, 6);

export default function SalesChart({ report }: { report: SalesReport }) {
  const byDay = report.groupBy === 'day';
  const rows = byDay ? report.rows : report.rows.slice(0, TOP);
  const data = rows.map((r) => ({ label: byDay ? shortDay(r.key) : r.label, sales: r.sales }));
  const description = `Bar chart of sales per ${report.groupBy}: ${data
    .slice(0, 40)
    .map((d) => `${d.label} ${formatINR(d.sales)}`)
    .join(', ')}`;

  return (
    <div className="h-72 w-full" role="img" aria-label={description}>
      <ResponsiveContainer width="100%" height="100%">
        {byDay ? (
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} minTickGap={12} />
            <YAxis
              width={56}
              tick={tick}
              tickLine={false}
              axisLine={false}
              tickFormatter={(v: number) => `₹${compactInr.format(v)}`}
            />
            <Tooltip
              contentStyle={tooltipStyle}
              cursor={{ fill: 'var(--muted)' }}
              formatter={(value) => [formatINR(Number(value)), 'Sales']}
            />
            <Bar dataKey="sales" fill="var(--chart-1)" radius={[4, 4, 0, 0]} maxBarSize={28} />
          </BarChart>
        ) : (
          <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
            <XAxis
              type="number"
              tick={tick}
              tickLine={false}
              axisLine={false}
              tickFormatter={(v: number) => `₹${compactInr.format(v)}`}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={112}
              tick={tick}
              tickLine={false}
              axisLine={false}
              tickFormatter={(v: string) => truncate(v, 14)}
            />
            <Tooltip
              contentStyle={tooltipStyle}
              cursor={{ fill: 'var(--muted)' }}
              formatter={(value) => [formatINR(Number(value)), 'Sales']}
            />
            <Bar dataKey="sales" fill="var(--chart-2)" radius={[0, 4, 4, 0]} maxBarSize={22} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
