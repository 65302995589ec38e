import { useCallback, useEffect, useRef } from 'react';
import { restoreFocus, saveFocus, type SavedFocus } from '@/lib/focus';

/**
 * Focus back to what opened a dialog when it closes (lib/focus.ts `restoreFocus`), for Radix's dialog, alert
 * dialog and sheet contents: put `ref` on the content and `onCloseAutoFocus` on it. Radix's own return goes to
 * the element focused when the dialog opened, which is <body> when the opener was disabled meanwhile.
 */
export function useFocusReturn(onCloseAutoFocus?: (event: Event) => void) {
  const saved = useRef<SavedFocus | null>(null);
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);
  const ref = useCallback((node: HTMLElement | null) => {
    if (node && saved.current?.within !== node) saved.current = saveFocus(node);
  }, []);
  const onClose = useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !saved.current) return;
      event.preventDefault();
      stop.current();
      stop.current = restoreFocus(saved.current);
      saved.current = null;
    },
    [onCloseAutoFocus],
  );
  return { ref, onCloseAutoFocus: onClose };
}
