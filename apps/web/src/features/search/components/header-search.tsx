import { formatINR } from '@electrohub/shared/format';
import { imageAt } from '@electrohub/shared/media';
import { sellingPrice } from '@electrohub/shared/pricing';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@electrohub/shared/storefront';
import { LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSearchSuggestions } from '../api/search-products';

/** The value once it has stopped changing for `delay` ms. */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const searchHref = (q: string) => `${paths.search.href()}?${new URLSearchParams({ q }).toString()}`;

/**
 * The header's search box with its suggestions: results are fetched 300 ms after the
 * input settles and only from 2 characters (fewer clears them); up to 5 show. The dropdown opens on focus and
 * closes on an outside click, Escape or a choice (an Escape with the list open keeps the text; a second clears it). Enter opens the full results page (/search?q=…).
 * Keyboard: ↑/↓ move through the results (combobox pattern), Enter opens the highlighted one.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [term, setTerm] = useState(() => searchParams.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);

  const settled = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const query = settled.length >= SEARCH_MIN_CHARS && term.trim().length >= SEARCH_MIN_CHARS ? settled : '';
  const suggestions = useSearchSuggestions(query);
  const results = query ? (suggestions.data ?? []) : [];
  const loading = Boolean(query) && suggestions.isFetching && !suggestions.data;
  const showPanel = open && Boolean(query);

  // Close on a click or tap outside the search box and its dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (productId: number) => {
    setOpen(false);
    setActive(-1);
    void navigate(paths.product.href({ id: productId }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = showPanel && active >= 0 ? results[active] : undefined;
    if (chosen) return choose(chosen.id);
    const q = term.trim();
    if (!q) return;
    setOpen(false);
    void navigate(searchHref(q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // The first Escape only closes the list; the browser's own clearing of a search box waits for a second.
      if (showPanel) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (results.length === 0) return;
    setActive((current) => {
      if (event.key === 'ArrowDown') return current + 1 >= results.length ? 0 : current + 1;
      return current <= 0 ? results.length - 1 : current - 1;
    });
  };

  return (
    <form ref={rootRef} role="search" onSubmit={onSubmit} className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          showPanel && active >= 0 && results[active] ? `${listId}-${results[active].id}` : undefined
        }
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder="Search for products, brands and more"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-input bg-muted/60 pr-4 pl-9 text-sm shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:bg-background"
      />
      {loading && (
        <LoaderCircleIcon
          aria-hidden
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      )}

      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lg',
          !showPanel && 'hidden',
        )}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          hidden={results.length === 0}
          className="max-h-[70vh] overflow-y-auto py-1"
        >
          {results.map((product, index) => {
            const image = product.images[0]?.url;
            return (
              <li
                key={product.id}
                id={`${listId}-${product.id}`}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the input while the pointer chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(product.id)}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-3 py-2',
                  index === active && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-white">
                  {image ? (
                    <img
                      src={imageAt(image, 200)}
                      alt=""
                      loading="lazy"
                      className="size-full object-contain p-0.5"
                    />
                  ) : null}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{product.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{product.categoryName}</span>
                </span>
                <span className="shrink-0 text-sm font-semibold">
                  {formatINR(sellingPrice(product.price, product.offerPercentage))}
                </span>
              </li>
            );
          })}
        </ul>
        {!loading && results.length === 0 && (
          <p role="status" className="px-4 py-3 text-sm text-muted-foreground">
            No products found for &quot;{query}&quot;
          </p>
        )}
        {results.length > 0 && (
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              setActive(-1);
              void navigate(searchHref(term.trim()));
            }}
            className="block w-full border-t px-4 py-2.5 text-left text-sm font-medium text-primary hover:bg-accent"
          >
            See all results for &quot;{term.trim()}&quot;
          </button>
        )}
      </div>
    </form>
  );
}
