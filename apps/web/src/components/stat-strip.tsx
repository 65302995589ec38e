import type { ComponentProps } from 'react';
import { StatCard } from '@/components/stat-card';

/** One figure of a strip: a `StatCard`'s props but its look and loading, which the strip gives all. */
export type Stat = Omit<ComponentProps<typeof StatCard>, 'look' | 'loading'>;

/**
 * A row of figures above a list or on a dashboard: one `StatCard` per stat, all in the same look and all
 * loading together. `as="div"` when the figures sit inside a section that already has its own heading.
 */
export function StatStrip({
  label,
  stats,
  look,
  loading,
  className,
  as: Box = 'section',
}: {
  /** The section's accessible name ('Product figures'). */
  label?: string;
  stats: readonly Stat[];
  look?: ComponentProps<typeof StatCard>['look'];
  loading?: boolean;
  className: string;
  as?: 'section' | 'div';
}) {
  return (
    <Box aria-label={label} className={className}>
      {stats.map((stat) => (
        <StatCard key={stat.label} look={look} loading={loading} {...stat} />
      ))}
    </Box>
  );
}
