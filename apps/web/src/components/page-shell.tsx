import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** How wide a page's frame may grow: 80 rem for lists and dashboards, 56 rem for a column of forms. */
const WIDTHS = {
  wide: 'max-w-7xl py-6 md:py-8',
  narrow: 'max-w-4xl py-6 md:px-8 md:py-10',
};

/**
 * The frame of an admin or seller page: centred, at most `width` wide, its parts 1.5 rem apart; first the title
 * (the page's one h1) with either a line of description under it or `actions` (a button) across from it.
 */
export function PageShell({
  title,
  description,
  actions,
  width = 'wide',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>;
  let header = heading;
  if (description !== undefined)
    header = (
      <div>
        {heading}
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
    );
  else if (actions !== undefined)
    header = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        {actions}
      </div>
    );
  return (
    <div className={cn('mx-auto grid w-full grid-cols-[minmax(0,1fr)] gap-6 px-4', WIDTHS[width])}>
      {header}
      {children}
    </div>
  );
}
