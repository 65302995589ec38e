import { formatCount } from '@electrohub/shared/format';
import { useEffect, useRef, useState } from 'react';
import { onceNear } from '@/lib/once-near';

/**
 * A number that counts up from 0 over `durationMs` once it scrolls into view (stats animation
 * 1500 ms). People who prefer reduced motion see the final value at once.
 */
export function CountUp({
  value,
  durationMs,
  suffix = '',
}: {
  value: number;
  durationMs: number;
  suffix?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(value);
      return;
    }
    let frame = 0;
    const stop = onceNear(el, '0px', () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        // Ease out: fast at first, gentle at the end.
        setShown(Math.round(value * (1 - (1 - t) ** 3)));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return (
    <span ref={ref}>
      <span aria-hidden>
        {formatCount(shown)}
        {suffix}
      </span>
      <span className="sr-only">
        {formatCount(value)}
        {suffix}
      </span>
    </span>
  );
}
