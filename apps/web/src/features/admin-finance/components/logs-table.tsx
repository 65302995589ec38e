import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_FINANCE_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  FINANCE_MESSAGES,
  LOG_RANGES,
  LOG_RANGE_LABELS,
  LOG_TYPES,
  LOG_TYPE_LABELS,
  type LogEntry,
  type LogRange,
  type LogType,
} from '@electrohub/shared/admin-finance';
import { PagedTable } from '@/components/paged-table';
import { TableCard } from '@/components/table-card';
import { CardDescription, CardTitle } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import { usePaging } from '@/hooks/use-paging';
import { useLogs } from '../api/get-logs';
import { Segmented } from './segmented';

const COLUMNS = [
  { header: 'Time', className: 'hidden sm:table-cell' },
  { header: 'Action' },
  { header: 'Actor', className: 'hidden sm:table-cell' },
  { header: 'IP', className: 'hidden md:table-cell' },
  { header: 'Result' },
  { header: 'Detail', className: 'hidden lg:table-cell' },
];

const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/** `seller.product-delete` → 'Seller product delete'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[.-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function actorOf(e: LogEntry): string {
  if (e.actorName) return `${e.actorName} (${e.actorType})`;
  if (e.actorType && e.actorId != null) return `${e.actorType} #${e.actorId}`;
  return e.actorType ?? '—';
}

/**
 * The audit log: period 24h / 7d / 30d, type All / Authentication /
 * System / Errors (entries recording a failure), newest first, paged on the server.
 */
export function LogsTable() {
  const [range, setRange] = useState<LogRange>('24h');
  const [type, setType] = useState<LogType>('all');
  const paging = usePaging(ADMIN_FINANCE_DEFAULT_PAGE_SIZE);
  const { page, pageSize: limit, setPage } = paging;
  const logs = useLogs({ range, type, page, limit });

  return (
    <TableCard
      header={
        <>
          <CardTitle>Activity log</CardTitle>
          <CardDescription>
            Sign-ins, failed sign-ins, sign-ups, account and product changes, deletions
          </CardDescription>
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        <Segmented
          label="Period"
          value={range}
          options={LOG_RANGES.map((r) => ({ value: r, label: r, title: LOG_RANGE_LABELS[r] }))}
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
        <Segmented
          label="Type"
          value={type}
          options={LOG_TYPES.map((t) => ({ value: t, label: LOG_TYPE_LABELS[t] }))}
          onChange={(t) => {
            setType(t);
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        label="Activity log entries"
        columns={COLUMNS}
        query={logs}
        empty={FINANCE_MESSAGES.noLogs}
        placeholders={Math.min(limit, 10)}
        placeholderHeight="h-7"
        pager={(total) => ({ ...paging.pager(total), sizes: ADMIN_PAGE_SIZES })}
      >
        {(e) => (
          <TableRow key={e.id} data-action={e.action} data-category={e.category}>
            <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground sm:table-cell md:text-sm">
              {time.format(new Date(e.at))}
            </TableCell>
            <TableCell className="max-w-56 sm:min-w-32" title={e.action}>
              <span className="block font-medium">{actionLabel(e.action)}</span>
              <span className="block truncate text-xs text-muted-foreground sm:hidden">
                {time.format(new Date(e.at))} · {actorOf(e)}
              </span>
            </TableCell>
            <TableCell className="hidden max-w-48 min-w-28 truncate sm:table-cell" title={actorOf(e)}>
              {actorOf(e)}
            </TableCell>
            <TableCell className="hidden font-mono text-xs md:table-cell">{e.ip ?? '—'}</TableCell>
            <TableCell>
              {e.success ? (
                <span className="inline-flex items-center gap-1 text-sm whitespace-nowrap text-green-700 dark:text-green-400">
                  <CheckCircle2Icon aria-hidden className="size-4" /> Success
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm whitespace-nowrap text-red-700 dark:text-red-400">
                  <XCircleIcon aria-hidden className="size-4" /> Failed
                </span>
              )}
            </TableCell>
            <TableCell
              className="hidden max-w-72 truncate text-muted-foreground lg:table-cell"
              title={e.detail ?? ''}
            >
              {e.detail ?? '—'}
            </TableCell>
          </TableRow>
        )}
      </PagedTable>
    </TableCard>
  );
}
