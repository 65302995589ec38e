import type { ReactNode } from 'react';
import { StatStrip, type Stat } from '@/components/stat-strip';
import { TableCard, TableCardTitle } from '@/components/table-card';
import { PersonAvatar } from './person-avatar';

/** One titled block of a person's detail page; its content may be a wide table, so it pads less on phones. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return <TableCard header={<TableCardTitle>{title}</TableCardTitle>}>{children}</TableCard>;
}

/** A person's five figures (spend or sales, orders, returns ...), dense, two to five to a row. */
export function PersonStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <StatStrip
      as="div"
      look="dense"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
      stats={stats}
    />
  );
}

/** A person's heading: the avatar beside the name, with the lines under the name (`children`). */
export function PersonHeader({
  name,
  pfp,
  children,
}: {
  name: string;
  pfp: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <PersonAvatar name={name} pfp={pfp} className="size-16 text-lg" />
      <div className="grid min-w-0 gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{name}</h1>
        {children}
      </div>
    </div>
  );
}
