import { useId } from 'react';
import { PaginationBar } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * Below a paged table: 'Rows per page' (the given sizes), the range shown, and page buttons with ellipses
 * beyond 5 pages.
 */
export function TablePager({
  page,
  pageSize,
  total,
  sizes,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const id = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-col items-center gap-3 pt-4 md:flex-row md:justify-between">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <label htmlFor={id}>Rows per page</label>
        <Select value={String(pageSize)} onValueChange={(v) => onPageSizeChange(Number(v))}>
          <SelectTrigger id={id} size="sm" className="w-18">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sizes.map((s) => (
              <SelectItem key={s} value={String(s)}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span aria-live="polite">
          {first}–{last} of {total}
        </span>
      </div>
      <PaginationBar
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        className="md:mx-0 md:w-auto"
      />
    </div>
  );
}
