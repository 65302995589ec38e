import { FilterIcon, SearchIcon } from 'lucide-react';
import {
  ORDER_FILTER_STATUSES,
  ORDER_TIME_SORTS,
  type OrderTimeSort,
} from '@electrohub/shared/orders-constants';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Search by product name, multi-select status filter, sort by order time. */
export function OrdersToolbar({
  search,
  onSearch,
  statuses,
  onStatuses,
  sort,
  onSort,
}: {
  search: string;
  onSearch: (value: string) => void;
  statuses: string[];
  onStatuses: (value: string[]) => void;
  sort: OrderTimeSort;
  onSort: (value: OrderTimeSort) => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search orders by product name"
          placeholder="Search your orders"
          className="pl-9"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" className="flex-1 sm:flex-none">
              <FilterIcon aria-hidden />
              Status{statuses.length > 0 ? ` (${statuses.length})` : ''}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Filter by status</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {ORDER_FILTER_STATUSES.map((s) => (
              <DropdownMenuCheckboxItem
                key={s}
                checked={statuses.includes(s)}
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(on) => onStatuses(on ? [...statuses, s] : statuses.filter((x) => x !== s))}
              >
                {s}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <Select value={sort} onValueChange={(v) => onSort(v as OrderTimeSort)}>
          <SelectTrigger aria-label="Sort by order time" className="flex-1 sm:w-32 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ORDER_TIME_SORTS.map((s) => (
              <SelectItem key={s} value={s}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
