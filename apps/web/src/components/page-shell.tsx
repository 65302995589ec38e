import type { ReactNode } from 'react';

/**
 * The frame of an admin or seller page: centred, at most 80 rem wide, its parts 1.5 rem apart; first the title
 * (the page's one h1) with either a line of description under it or `actions` (a button) across from it.
 */
export function PageShell({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
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
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      {header}
      {children}
    </div>
  );
}
