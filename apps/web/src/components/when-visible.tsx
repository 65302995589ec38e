import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { onceNear } from '@/lib/once-near';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport. Below-the-fold home blocks use
 * it with React.lazy, so their code is downloaded only when someone scrolls towards them.
 */
export function WhenVisible({
  children,
  minHeight,
  margin = '600px',
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Starts hidden everywhere, the server renderer included, so hydration finds the placeholder it sent.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (visible || !ref.current) return;
    // A transition: the block's render is sliced, not one long task while the visitor scrolls.
    return onceNear(ref.current, margin, () => startTransition(() => setVisible(true)));
  }, [visible, margin]);

  return visible ? children : <div ref={ref} style={{ minHeight }} aria-hidden />;
}
