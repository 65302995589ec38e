import { NO_FILTERS, type ListingFilters } from '@electrohub/shared/storefront';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import type { Facets } from '@/features/catalog/api/get-facets';
import { FilterPanel } from './filter-panel';

/**
 * The filter panel in a drawer, below 1150 px. Its own module so the sheet, the panel, the slider and the
 * checkboxes load when someone first opens it (filtered-listing.tsx), not with the page.
 */
export default function FilterDrawer({
  open,
  onOpenChange,
  facets,
  filters,
  onChange,
  active,
  showLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facets?: Facets;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** How many filters are on. */
  active: number;
  /** The button that closes the drawer. */
  showLabel: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-[min(22rem,92vw)] overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>
            Narrow the products by brand, price, rating, discount and stock.
          </SheetDescription>
        </SheetHeader>
        <div className="px-4">
          <FilterPanel facets={facets} filters={filters} onChange={onChange} />
        </div>
        <SheetFooter className="sticky bottom-0 border-t bg-background">
          {active > 0 && (
            <Button variant="outline" onClick={() => onChange(NO_FILTERS)}>
              Clear all
            </Button>
          )}
          <Button onClick={() => onOpenChange(false)}>{showLabel}</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
