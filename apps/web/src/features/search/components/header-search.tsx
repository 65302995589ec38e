import { SearchIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The header's search box. Enter opens the full results page (/search?q=…); the suggestions dropdown
 * of spec 1 §2 (5 results, 300 ms debounce, 2-character minimum) attaches here.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [term, setTerm] = useState(() => searchParams.get('q') ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    void navigate(`${paths.search.href()}?${new URLSearchParams({ q }).toString()}`);
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        id={id}
        type="search"
        name="q"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search for products, brands and more"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-input bg-muted/60 pr-4 pl-9 text-sm shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/40"
      />
    </form>
  );
}
