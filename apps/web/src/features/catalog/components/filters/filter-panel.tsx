import { OFFER_FILTER_MINS, RATING_FILTER_MINS, type ListingFilters } from '@electrohub/shared/storefront';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import type { Facets } from '@/features/catalog/api/get-facets';
import { offerLabel, priceLabel, QUICK_PRICES, ratingLabel } from './filter-labels';

/** Brands shown before 'Show all'; more than BRAND_SEARCH_FROM brands get a search box. */
const BRANDS_SHOWN = 8;
const BRAND_SEARCH_FROM = 15;

type Change = (next: ListingFilters) => void;

/** A titled group of the panel. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b py-4 last:border-b-0">
      <h3 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A count beside an option, as the facets give it (nothing while unknown). */
const Count = ({ n }: { n: number | undefined }) =>
  n === undefined ? null : <span className="ml-auto text-xs text-muted-foreground tabular-nums">{n}</span>;

function BrandGroup({
  facets,
  filters,
  onChange,
}: {
  facets?: Facets;
  filters: ListingFilters;
  onChange: Change;
}) {
  const [all, setAll] = useState(false);
  const [term, setTerm] = useState('');
  const searchId = useId();
  const counted = facets?.brands ?? [];
  const chosen = new Set(filters.brand.map((b) => b.toLowerCase()));
  // A chosen brand the counts no longer list (0 with the other filters) stays, so it can be unticked.
  const options = [
    ...counted,
    ...filters.brand
      .filter((b) => !counted.some((c) => c.name.toLowerCase() === b.toLowerCase()))
      .map((name) => ({ name, count: 0 })),
  ];
  const needle = term.trim().toLowerCase();
  const matching = needle ? options.filter((o) => o.name.toLowerCase().includes(needle)) : options;
  const shown =
    all || needle
      ? matching
      : matching.filter((o, i) => i < BRANDS_SHOWN || chosen.has(o.name.toLowerCase()));
  const toggle = (name: string, on: boolean) =>
    onChange({
      ...filters,
      brand: on
        ? [...filters.brand, name]
        : filters.brand.filter((b) => b.toLowerCase() !== name.toLowerCase()),
    });
  if (facets && options.length === 0)
    return (
      <Group title="Brand">
        <p className="text-sm text-muted-foreground">No brands here.</p>
      </Group>
    );
  return (
    <Group title="Brand">
      {options.length > BRAND_SEARCH_FROM && (
        <div className="mb-3">
          <Label htmlFor={searchId} className="sr-only">
            Search brands
          </Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search brands"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
      )}
      <ul className="grid gap-1.5">
        {shown.map((o) => {
          const checked = chosen.has(o.name.toLowerCase());
          const id = `${searchId}-${o.name}`;
          return (
            <li key={o.name} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                disabled={!checked && o.count === 0}
                onCheckedChange={(v) => toggle(o.name, v === true)}
              />
              <Label
                htmlFor={id}
                className={cn('flex-1 font-normal', !checked && o.count === 0 && 'opacity-50')}
              >
                {o.name}
                <Count n={o.count} />
              </Label>
            </li>
          );
        })}
      </ul>
      {needle && matching.length === 0 && <p className="text-sm text-muted-foreground">No brand matches.</p>}
      {!needle && options.length > BRANDS_SHOWN && (
        <Button variant="link" size="sm" className="mt-1 h-auto px-0" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${options.length} brands`}
        </Button>
      )}
    </Group>
  );
}

/** Whole rupees for the inputs and the slider. */
const floor = (n: number) => Math.floor(n);
const ceil = (n: number) => Math.ceil(n);

function PriceGroup({
  facets,
  filters,
  onChange,
}: {
  facets?: Facets;
  filters: ListingFilters;
  onChange: Change;
}) {
  const minId = useId();
  const maxId = useId();
  // The slider spans the prices the other filters select (the counts' range ignores the price filter itself).
  const lo = facets ? floor(facets.price.min) : 0;
  const hi = facets ? Math.max(ceil(facets.price.max), lo + 1) : 1;
  const current: [number, number] = [filters.minPrice ?? lo, filters.maxPrice ?? hi];
  const [draft, setDraft] = useState<[number, number]>(current);
  const [minText, setMinText] = useState(filters.minPrice === undefined ? '' : String(filters.minPrice));
  const [maxText, setMaxText] = useState(filters.maxPrice === undefined ? '' : String(filters.maxPrice));
  const key = `${filters.minPrice}|${filters.maxPrice}|${lo}|${hi}`;
  useEffect(() => {
    setDraft([filters.minPrice ?? lo, filters.maxPrice ?? hi]);
    setMinText(filters.minPrice === undefined ? '' : String(filters.minPrice));
    setMaxText(filters.maxPrice === undefined ? '' : String(filters.maxPrice));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the URL or the range moves
  }, [key]);

  const apply = (min: number | undefined, max: number | undefined) => {
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min === filters.minPrice && max === filters.maxPrice) return;
    onChange({ ...filters, minPrice: min, maxPrice: max });
  };
  const fromText = (t: string) => {
    const n = Number(t.replace(/[₹,\s]/g, ''));
    return t.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.round(n);
  };
  const commitInputs = () => apply(fromText(minText), fromText(maxText));

  return (
    <Group title="Price">
      <ul className="mb-4 flex flex-wrap gap-2">
        {QUICK_PRICES.map((q) => {
          const on = filters.minPrice === q.min && filters.maxPrice === q.max;
          return (
            <li key={priceLabel(q.min, q.max)}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => (on ? apply(undefined, undefined) : apply(q.min, q.max))}
                className={cn(
                  'rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  on
                    ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                    : 'hover:bg-accent',
                )}
              >
                {priceLabel(q.min, q.max)}
              </button>
            </li>
          );
        })}
      </ul>
      <Slider
        min={lo}
        max={hi}
        step={Math.max(1, Math.round((hi - lo) / 200))}
        value={[Math.min(Math.max(draft[0], lo), hi), Math.max(Math.min(draft[1], hi), lo)]}
        minStepsBetweenThumbs={0}
        disabled={
          !facets || (facets.total === 0 && filters.minPrice === undefined && filters.maxPrice === undefined)
        }
        thumbLabels={['Minimum price', 'Maximum price']}
        onValueChange={(v) => setDraft([v[0] ?? lo, v[1] ?? hi])}
        onValueCommit={(v) => apply(v[0] === lo ? undefined : v[0], v[1] === hi ? undefined : v[1])}
        className="mb-4"
      />
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          commitInputs();
        }}
      >
        <div className="grid flex-1 gap-1">
          <Label htmlFor={minId} className="text-xs leading-4 text-muted-foreground">
            Min (₹)
          </Label>
          <Input
            id={minId}
            inputMode="numeric"
            placeholder={String(lo)}
            value={minText}
            onChange={(e) => setMinText(e.target.value)}
            onBlur={commitInputs}
          />
        </div>
        <span aria-hidden className="pb-2 text-muted-foreground">
          –
        </span>
        <div className="grid flex-1 gap-1">
          <Label htmlFor={maxId} className="text-xs leading-4 text-muted-foreground">
            Max (₹)
          </Label>
          <Input
            id={maxId}
            inputMode="numeric"
            placeholder={String(hi)}
            value={maxText}
            onChange={(e) => setMaxText(e.target.value)}
            onBlur={commitInputs}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" className="h-9">
          Go
        </Button>
      </form>
    </Group>
  );
}

/** One choice among steps ('4★ & up' …), with 'Any' first; a step counting 0 is disabled. */
function StepGroup({
  title,
  name,
  steps,
  value,
  label,
  onPick,
}: {
  title: string;
  name: string;
  steps: { min: number; count?: number }[];
  value: number | undefined;
  label: (min: number) => string;
  onPick: (min: number | undefined) => void;
}) {
  const base = useId();
  const options = [
    { min: undefined as number | undefined, count: undefined as number | undefined },
    ...steps,
  ];
  return (
    <Group title={title}>
      <ul className="grid gap-1.5">
        {options.map((o) => {
          const id = `${base}-${o.min ?? 'any'}`;
          const checked = value === o.min;
          const disabled = !checked && o.count === 0;
          return (
            <li key={id} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                name={`${base}-${name}`}
                checked={checked}
                disabled={disabled}
                onChange={() => onPick(o.min)}
                className="size-4 accent-primary disabled:cursor-not-allowed"
              />
              <Label htmlFor={id} className={cn('flex-1 font-normal', disabled && 'opacity-50')}>
                {o.min === undefined ? 'Any' : label(o.min)}
                <Count n={o.count} />
              </Label>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}

/**
 * The filter panel of a listing (docs/decisions/041-catalog-filters.md): brand, price, customer rating, discount
 * and availability, each option with the count the facets give for it; options counting 0 show disabled.
 */
export function FilterPanel({
  facets,
  filters,
  onChange,
}: {
  facets: Facets | undefined;
  filters: ListingFilters;
  onChange: Change;
}) {
  const stockId = useId();
  const ratings = facets?.ratings ?? RATING_FILTER_MINS.map((min) => ({ min, count: undefined }));
  const offers = facets?.offers ?? OFFER_FILTER_MINS.map((min) => ({ min, count: undefined }));
  return (
    <div>
      <BrandGroup facets={facets} filters={filters} onChange={onChange} />
      <PriceGroup facets={facets} filters={filters} onChange={onChange} />
      <StepGroup
        title="Customer rating"
        name="rating"
        steps={ratings}
        value={filters.minRating}
        label={ratingLabel}
        onPick={(minRating) => onChange({ ...filters, minRating })}
      />
      <StepGroup
        title="Discount"
        name="offer"
        steps={offers}
        value={filters.minOffer}
        label={offerLabel}
        onPick={(minOffer) => onChange({ ...filters, minOffer })}
      />
      <Group title="Availability">
        <div className="flex items-center gap-2">
          <Checkbox
            id={stockId}
            checked={filters.inStock}
            disabled={!filters.inStock && facets?.inStock === 0}
            onCheckedChange={(v) => onChange({ ...filters, inStock: v === true })}
          />
          <Label htmlFor={stockId} className="flex-1 font-normal">
            In stock only
            <Count n={facets?.inStock} />
          </Label>
        </div>
      </Group>
    </div>
  );
}
