import { useEffect, useRef, type CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * The app's toaster, coloured from the theme tokens. `theme` comes from the theme provider. Its messages are read
 * out by the app's own live region (lib/toast.ts → lib/announce.ts), so sonner's region is silenced: each toast is
 * announced once, not twice.
 */
export function Toaster({ theme = 'light', ...props }: ToasterProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelector('section[aria-live]')?.setAttribute('aria-live', 'off');
  }, []);
  return (
    <div ref={wrapper} className="contents">
      <Sonner
        theme={theme}
        className="toaster group"
        closeButton
        style={
          {
            '--normal-bg': 'var(--popover)',
            '--normal-text': 'var(--popover-foreground)',
            '--normal-border': 'var(--border)',
          } as CSSProperties
        }
        {...props}
      />
    </div>
  );
}
