import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MENU_CLOSE_DELAY_MS } from '@/config/site';
import { cn } from '@/lib/cn';

/**
 * A header dropdown of links, built as a disclosure (a button with aria-expanded that shows a panel):
 * the WAI-ARIA pattern for site navigation, and small enough to keep Radix's menu out of the entry chunk.
 *
 * - a mouse opens it by hovering; it closes 300 ms after the pointer leaves button and panel;
 * - a click or tap, Enter or Space toggles it; Escape, a click outside or tabbing away closes it.
 */
export function HoverDisclosure({
  button,
  buttonLabel,
  buttonClassName,
  panelClassName,
  align = 'start',
  children,
}: {
  /** What the button shows. */
  button: ReactNode;
  /** Accessible name when the button's visible content is not enough (e.g. icon only). */
  buttonLabel?: string;
  buttonClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  /** The panel; call `close` after following one of its links. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpenState] = useState(false);
  // The latest value, for handlers that run before React re-renders (a hover then a click in one gesture).
  const openRef = useRef(false);
  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  }, []);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastPointer = useRef<string>('');

  const cancelClose = useCallback(() => window.clearTimeout(timer.current), []);
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose, setOpen]);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        timer.current = window.setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        data-state={open ? 'open' : 'closed'}
        className={cn('group', buttonClassName)}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={() => {
          // The mouse already opened it by hovering: a click should not snap it shut.
          if (lastPointer.current === 'mouse' && openRef.current) return;
          setOpen(!openRef.current);
        }}
      >
        {button}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-1 animate-pop-in rounded-lg border bg-popover text-popover-foreground shadow-lg fallback:p-1',
          align === 'end' ? 'right-0 origin-top-right' : 'left-0 origin-top-left',
          panelClassName,
        )}
      >
        {children(close)}
      </div>
    </div>
  );
}

/** Row styling for links and buttons inside a HoverDisclosure panel. */
export const disclosureItemClass =
  'flex w-full rounded-md text-left text-sm fallback:items-center fallback:gap-2 fallback:px-2 fallback:py-1.5 fallback:hover:bg-accent fallback:hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-inset [&_svg]:size-4 [&_svg]:shrink-0';
