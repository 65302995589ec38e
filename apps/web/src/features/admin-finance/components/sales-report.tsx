import { DownloadIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  FINANCE_MESSAGES,
  REPORT_GROUPS,
  REPORT_GROUP_LABELS,
  reportRangeError,
  type ReportGroup,
  type SalesReport,
} from '@electrohub/shared/admin-finance';
import { formatDate, formatINR } from '@electrohub/shared/format';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyRow } from '@/components/ui/table-rows';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { salesCsvHref, useSalesReport } from '../api/get-sales-report';
import { Segmented } from './segmented';

// Recharts arrives in its own chunk when the chart is first drawn.
const SalesChart = lazy(() => import('./sales-chart'));

const dayLabel = (day: string) => formatDate(`${day}T12:00:00`);

/** One end of the report's period: a labelled date input, marked invalid and described by `errorId` when given. */
function DateField({
  label,
  value,
  min,
  max,
  errorId,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
        className="w-full min-w-0 sm:w-44"
      />
    </div>
  );
}

function ReportTable({ report }: { report: SalesReport }) {
  const label = REPORT_GROUP_LABELS[report.groupBy];
  return (
    <Table aria-label="Sales report">
      <TableHeader>
        <TableRow>
          <TableHead>{label}</TableHead>
          <TableHead className="text-right">Orders</TableHead>
          <TableHead className="text-right">Units</TableHead>
          <TableHead className="text-right">Sales</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.rows.length === 0 && <EmptyRow columns={4} text={FINANCE_MESSAGES.noSales} />}
        {report.rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell className="max-w-60 min-w-28 truncate font-medium" title={r.label}>
              {report.groupBy === 'day' ? dayLabel(r.key) : r.label}
            </TableCell>
            <TableCell className="text-right tabular-nums">{r.orders}</TableCell>
            <TableCell className="text-right tabular-nums">{r.units}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatINR(r.sales)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell>Total</TableCell>
          <TableCell className="text-right tabular-nums">{report.totals.orders}</TableCell>
          <TableCell className="text-right tabular-nums">{report.totals.units}</TableCell>
          <TableCell className="text-right whitespace-nowrap tabular-nums">
            {formatINR(report.totals.sales)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/**
 * Sales by day, category or seller: a period (the last 30 days until
 * changed), group-by tabs, a chart, the table and the same figures as a CSV download.
 */
export function SalesReportPanel() {
  const errorId = useId();
  const [groupBy, setGroupBy] = useState<ReportGroup>('day');
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [applied, setApplied] = useState<{ from?: string; to?: string }>({});
  const problem = draft.from && draft.to ? reportRangeError(draft.from, draft.to) : null;
  const query = { ...applied, groupBy };
  const report = useSalesReport(query);

  // The server's default period fills the inputs the first time.
  useEffect(() => {
    if (report.data && !draft.from && !draft.to) setDraft({ from: report.data.from, to: report.data.to });
  }, [report.data, draft.from, draft.to]);

  const change = (next: { from: string; to: string }) => {
    setDraft(next);
    if (next.from && next.to && !reportRangeError(next.from, next.to)) setApplied(next);
  };

  const data = report.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardContent className="grid gap-4 md:flex md:flex-wrap md:items-end md:justify-between">
          <div className="grid gap-2">
            <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:items-end">
              <DateField
                label="From"
                value={draft.from}
                max={draft.to || undefined}
                errorId={problem ? errorId : undefined}
                onChange={(from) => change({ ...draft, from })}
              />
              <DateField
                label="To"
                value={draft.to}
                min={draft.from || undefined}
                errorId={problem ? errorId : undefined}
                onChange={(to) => change({ ...draft, to })}
              />
            </div>
            {problem && (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {problem}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Segmented
              label="Group by"
              value={groupBy}
              options={REPORT_GROUPS.map((g) => ({ value: g, label: REPORT_GROUP_LABELS[g] }))}
              onChange={setGroupBy}
            />
            <Button asChild variant="outline" size="sm">
              <a href={salesCsvHref(query)} download>
                <DownloadIcon aria-hidden /> Download CSV
              </a>
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:grid-cols-3">
        {(['orders', 'units', 'sales'] as const).map((k) => (
          <Card key={k} className="gap-1 py-4">
            <CardHeader className="px-4">
              <CardDescription>
                {k === 'orders' ? 'Orders' : k === 'units' ? 'Units sold' : 'Sales'}
              </CardDescription>
            </CardHeader>
            <CardContent className="px-4">
              {data ? (
                <p className="text-2xl font-bold tabular-nums" data-stat={k} data-value={data.totals[k]}>
                  {k === 'sales' ? formatINR(data.totals.sales) : data.totals[k].toLocaleString('en-IN')}
                </p>
              ) : (
                <Skeleton className="h-8 w-24" />
              )}
            </CardContent>
          </Card>
        ))}
      </div>

      <Card aria-busy={report.isFetching}>
        <CardHeader>
          <CardTitle>Sales by {REPORT_GROUP_LABELS[groupBy].toLowerCase()}</CardTitle>
          <CardDescription>
            {data
              ? `${dayLabel(data.from)} – ${dayLabel(data.to)} · Cancelled and Returned excluded · days in ${data.timeZone}`
              : 'Loading…'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6 px-3 md:px-6">
          {report.isError && <p className="text-sm text-destructive">{report.error.message}</p>}
          {data ? (
            <>
              {data.rows.some((r) => r.sales > 0) && (
                <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                  <SalesChart report={data} />
                </Suspense>
              )}
              <ReportTable report={data} />
            </>
          ) : (
            !report.isError && <Skeleton className="h-72 w-full" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
