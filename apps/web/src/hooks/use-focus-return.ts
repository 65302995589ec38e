import { useCallback, useRef } from 'react';
import { restoreFocus, saveFocus, type SavedFocus } from '@/lib/focus';

/**
 * Focus back to what opened a dialog when it closes (lib/focus.ts `restoreFocus`), for Radix's dialog, alert
 * dialog and sheet contents: put `ref` on the content and `onCloseAutoFocus` on it. Radix's own return goes to
 * the element focused when the dialog opened, which is <body> when the opener was disabled meanwhile.
 */
export function useFocusReturn(onCloseAutoFocus?: (event: Event) => void) {
  const saved = useRef<SavedFocus | null>(null);
  // A wait for a busy opener outlives the dialog on purpose: the dialog often unmounts with the opener (a
  // confirmed Cancel Order removes both), which is exactly when focus still has to go somewhere.
  const stop = useRef<() => void>(() => {});
  const ref = useCallback((node: HTMLElement | null) => {
    if (node && saved.current?.within !== node) {
      stop.current();
      saved.current = saveFocus(node);
    }
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
