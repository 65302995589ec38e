import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A horizontal, swipeable row with previous/next buttons that scroll by `step` pixels (300 px for
 * carousels, 390 px for similar products). With `loop`, next at the end goes back to the start and previous
 * at the start goes to the end.
 */
export function ScrollRow({
  label,
  step = 300,
  loop = false,
  className,
  children,
}: {
  /** Accessible name of the row (a region). */
  label: string;
  step?: number;
  loop?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);

  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const atEnd = el.scrollLeft >= max - 2;
    const atStart = el.scrollLeft <= 2;
    if (loop && direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else if (loop && direction === -1 && atStart) el.scrollTo({ left: max, behavior: 'smooth' });
    else el.scrollBy({ left: direction * step, behavior: 'smooth' });
  };

  return (
    <div role="region" aria-label={label} className={cn('relative', className)}>
      {/* scroll-px-1 matches px-1: the first item's snap position is 0, so laying the row out never scrolls it
          (a scroll at load ends Chrome's largest-contentful-paint reporting: the page would have no LCP). */}
      <ul
        ref={ref}
        // Tabbing to a card's link or heart brings the whole card into view (with its focus ring), not just the
        // link: a card cut by the row's edge is scrolled to the start, where the row snaps.
        onFocus={(event) => {
          const item = (event.target as HTMLElement).closest('li');
          const row = ref.current;
          if (!item || !row || !event.target.matches(':focus-visible')) return;
          const box = item.getBoundingClientRect();
          const view = row.getBoundingClientRect();
          if (box.left < view.left || box.right > view.right)
            row.scrollTo({ left: row.scrollLeft + box.left - view.left - 4 });
        }}
        className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto scroll-smooth px-1 pt-1 pb-3 [scrollbar-width:thin] md:gap-4"
      >
        {children}
      </ul>
      <Button
        variant="outline"
        size="icon"
        aria-label="Scroll left"
        onClick={() => scroll(-1)}
        className="absolute top-1/2 -left-3 hidden -translate-y-1/2 rounded-full shadow-md sm:inline-flex"
      >
        <ChevronLeftIcon aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label="Scroll right"
        onClick={() => scroll(1)}
        className="absolute top-1/2 -right-3 hidden -translate-y-1/2 rounded-full shadow-md sm:inline-flex"
      >
        <ChevronRightIcon aria-hidden />
      </Button>
    </div>
  );
}
