import type { ReactNode } from 'react';

/**
 * The box around a loading skeleton: a busy status region named `label` (e.g. 'Loading order'), so screen
 * readers say what is loading while the grey blocks inside stand in for the content.
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
