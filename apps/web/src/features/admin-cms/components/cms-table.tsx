import type { UseQueryResult } from '@tanstack/react-query';
import { PlusIcon, type LucideIcon } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZES, CMS_DEFAULT_PAGE_SIZE } from '@electrohub/shared/admin-cms';
import { imageAt } from '@electrohub/shared/media';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { usePaging } from '@/hooks/use-paging';
import type { ListPage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { ConfirmDelete } from './confirm-delete';

/** What a CMS table says when its list could not be loaded. */
export const LIST_FAILED = 'Could not load this list. Please try again.';

/** One column: its header cell's text and class, and the row's cell (a whole `<TableCell>`). */
export type CmsColumn<T> = { header: string; className?: string; cell: (row: T) => ReactNode };

/** What the dialog slot gets: the row being edited (null: adding), how to close, and 'a row was added'. */
export type CmsDialogProps<T> = { item: T | null; onClose: () => void; onAdded: () => void };

/**
 * A CMS tab: heading with its 'Add …' button, a paged table of the rows with an edit and a
 * delete (behind a confirmation) per row, and one dialog at a time for adding or editing.
 */
export function CmsTable<T>({
  id,
  title,
  addLabel,
  tableLabel,
  empty,
  useList,
  rowKey,
  columns,
  edit,
  remove,
  dialog: renderDialog,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  addLabel: string;
  tableLabel: string;
  empty: string;
  useList: (page: number, pageSize: number) => UseQueryResult<ListPage<T>>;
  rowKey: (row: T) => string | number;
  columns: CmsColumn<T>[];
  /** The row's edit button: its icon and accessible name. */
  edit: { icon: LucideIcon; label: (row: T) => string };
  remove: {
    /** The confirmation's trigger name, title and text. */
    confirm: (row: T) => { label: string; title: string; description: string };
    pending: boolean;
    run: (row: T) => Promise<void>;
  };
  dialog: (props: CmsDialogProps<T>) => ReactNode;
}) {
  const paging = usePaging(CMS_DEFAULT_PAGE_SIZE);
  const { pageSize, setPage } = paging;
  const list = useList(paging.page, pageSize);
  // null: closed; 'new': adding; a row: editing it.
  const [open, setOpen] = useState<{ item: T | null } | null>(null);
  const rows = list.data?.items ?? [];
  const EditIcon = edit.icon;

  return (
    <section aria-labelledby={id} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <Button onClick={() => setOpen({ item: null })}>
          <PlusIcon aria-hidden /> {addLabel}
        </Button>
      </div>
      <DataTable
        label={tableLabel}
        columns={[...columns, { header: 'Actions', className: 'w-24 text-right' }]}
        query={list}
        count={rows.length}
        empty={empty}
        failed={LIST_FAILED}
        failureOverRows
        pager={{ ...paging.pager(list.data?.total ?? 0), sizes: ADMIN_PAGE_SIZES }}
      >
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <Fragment key={column.header}>{column.cell(row)}</Fragment>
            ))}
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={edit.label(row)}
                  onClick={() => setOpen({ item: row })}
                >
                  <EditIcon aria-hidden />
                </Button>
                <ConfirmDelete
                  {...remove.confirm(row)}
                  pending={remove.pending}
                  onConfirm={() => void remove.run(row)}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      {open !== null &&
        renderDialog({
          item: open.item,
          onClose: () => setOpen(null),
          // New rows come last: show the page it lands on.
          onAdded: () => setPage(Math.ceil(((list.data?.total ?? 0) + 1) / pageSize)),
        })}
    </section>
  );
}

/** The decorative thumbnail cell of a CMS table (hidden on phones); a square 48 px tile unless told otherwise. */
export function ThumbCell({ image, className = 'size-12' }: { image: string; className?: string }) {
  return (
    <TableCell className="hidden sm:table-cell">
      <img
        src={imageAt(image, 200)}
        alt=""
        className={cn('rounded-md border object-cover', className)}
        loading="lazy"
      />
    </TableCell>
  );
}
