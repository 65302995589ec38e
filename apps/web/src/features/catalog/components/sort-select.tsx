import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '@electrohub/shared/storefront';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const isProductSort = (value: string | null): value is ProductSort =>
  PRODUCT_SORTS.includes(value as ProductSort);

/** The listing sort a URL asks for ('default' when missing or unknown); the server renderer reads it too. */
export function sortOf(params: URLSearchParams): ProductSort {
  const sortParam = params.get('sort');
  return isProductSort(sortParam) ? sortParam : 'default';
}

/**
 * The `sort` search parameter of a listing page: its value ('default' when missing or unknown) and a setter. The
 * setter replaces the history entry and leaves 'default' out of the URL.
 */
export function useSortParam() {
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params);
  const setSort = (next: ProductSort) =>
    setParams(
      (p) => {
        if (next === 'default') p.delete('sort');
        else p.set('sort', next);
        return p;
      },
      { replace: true },
    );
  return [sort, setSort] as const;
}

/** The sort select of the category and search pages: default, newest, price both ways, top rated. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm leading-5 text-muted-foreground">
        Sort by
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as ProductSort)}>
        <SelectTrigger id={id} className="min-w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PRODUCT_SORTS.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {PRODUCT_SORT_LABELS[sort]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
