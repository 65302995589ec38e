import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/**
 * The card around an admin or seller table: an optional header (a title, or a title and its description),
 * then the content (tabs, filters, the table and its pager) stacked in one column that never grows wider than
 * the card. With a `search` box the header puts it beside the header text from md up.
 */
export function TableCard({
  header,
  search,
  children,
}: {
  header?: ReactNode;
  search?: ReactNode;
  children: ReactNode;
}) {
  let head: ReactNode = null;
  if (search !== undefined)
    head = (
      <CardHeader className="gap-3 md:flex md:flex-row md:items-center md:justify-between">
        {header}
        {search}
      </CardHeader>
    );
  else if (header !== undefined) head = <CardHeader>{header}</CardHeader>;
  return (
    <Card className="gap-4">
      {head}
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3 px-3 md:px-6">{children}</CardContent>
    </Card>
  );
}

/** The title of a table card whose header also holds a search box. */
export function TableCardTitle({ children }: { children: ReactNode }) {
  return <h2 className="text-lg leading-none font-semibold">{children}</h2>;
}
