import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { startAnnouncer } from '@/lib/announce';
import { focusNewPage, trackFocus } from '@/lib/focus';

/**
 * Keyboard focus across client-side navigations (ADR 040): when the path changes, the new page's h1 (or the
 * element the #hash names) takes focus once it has rendered, so a screen reader announces the new page and the
 * next Tab starts at its content, not in the header that stayed or on <body>. The first page load, and changes
 * of the query alone (filters, paging), leave focus where it is. Also starts the focus history that dialogs use
 * to give focus back to their opener, and the live regions that toasts and form errors are read out by.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    startAnnouncer();
    return trackFocus();
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusNewPage(hash);
    // A change of the hash alone is the browser's own jump; only a new path is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
