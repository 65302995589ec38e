import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** While the box scrolls sideways it is a named region in the tab order; while it does not, it is neither. */
function markScrollable(box: HTMLElement, label: string | undefined) {
  if (box.scrollWidth > box.clientWidth) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    if (label) box.setAttribute('aria-label', label);
  } else {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}

/**
 * A box whose content may scroll sideways (a wide table on a phone). While it does, a keyboard user can focus it
 * and scroll it (axe 'scrollable-region-focusable'); while it does not, it adds no tab stop. It is measured after
 * every render, before the browser paints (new rows arrive that way), and whenever the box or its content
 * changes size (a turned phone).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) markScrollable(ref.current, label);
  });
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => markScrollable(box, label));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [label]);
  return (
    <div
      ref={ref}
      data-slot="table-container"
      className={cn('relative overflow-x-auto focus-inset', className)}
    >
      {children}
    </div>
  );
}
