/**
 * Where keyboard focus goes when the app, not the person, decides (ADR 040): back to what opened a dialog, to the
 * page's heading after a client-side navigation. Plain DOM code; the React side is hooks/use-focus-return.ts and
 * app/route-focus.tsx.
 */

/** The last few elements that had focus, newest first (focusin on the document, installed by `trackFocus`). */
const history: HTMLElement[] = [];
const HISTORY_SIZE = 8;

/** Starts recording what gets focus; returns the function that stops it. Called once by the root layout. */
export function trackFocus(): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const at = history.indexOf(target);
    if (at !== -1) history.splice(at, 1);
    history.unshift(target);
    history.length = Math.min(history.length, HISTORY_SIZE);
  };
  document.addEventListener('focusin', onFocusIn, true);
  return () => document.removeEventListener('focusin', onFocusIn, true);
}

/** Whether focus can be put on `el` now: in the page, shown, not disabled and not inert. */
export function canFocus(el: Element | null | undefined): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
  return el.getClientRects().length > 0;
}

/** A control that opens a menu or popup (Radix's triggers say so with aria-haspopup / aria-expanded). */
function isPopupTrigger(el: HTMLElement): boolean {
  return el.hasAttribute('aria-haspopup') || el.hasAttribute('aria-expanded');
}

function isDisabled(el: HTMLElement): boolean {
  return Boolean((el as HTMLButtonElement).disabled) || el.getAttribute('aria-disabled') === 'true';
}

/**
 * Focus something the app chose rather than a control the person tabs to (a heading, <main>): it gets
 * tabindex=-1 so it can take focus, and `data-focus-target`, which the stylesheet draws no ring for.
 */
export function focusTarget(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  if (el.tabIndex < 0) el.dataset.focusTarget = '';
  el.focus();
}

/** The page's main heading (the first h1 in <main id="main">), or <main> itself while there is none. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
}

/** The last h1–h3 in <main> that comes before `el` in the document: the heading of the section it sits in. */
function headingBefore(el: HTMLElement): HTMLElement | null {
  const headings = document.querySelectorAll<HTMLElement>('#main h1, #main h2, #main h3');
  let found: HTMLElement | null = null;
  for (const heading of headings) {
    if (heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) found = heading;
    else break;
  }
  return found;
}

/** Whether the person (or something else) has put focus somewhere real since `before` had it. */
function focusMovedOn(within?: Element | null): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    active !== document.body &&
    active.id !== 'main' &&
    active.isConnected &&
    !within?.contains(active)
  );
}

/**
 * Calls `check` now and on every DOM change until it returns true, for at most `ms`; returns a stop function.
 * Used to wait for a page's heading to render, or for a disabled opener to be enabled again.
 */
function whenReady(check: () => boolean, ms: number): () => void {
  if (check()) return () => {};
  const observer = new MutationObserver(() => {
    if (check()) stop();
  });
  const timer = window.setTimeout(stop, ms);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return stop;
}

/** What a dialog remembers when it opens, to give focus back when it closes. */
export type SavedFocus = {
  /** The dialog's own element (its content). */
  within: Element;
  /** The path when it opened: after a navigation, the route's heading gets focus instead. */
  path: string;
  /** What opened it (the newest focused element outside it), then older ones (a menu's trigger). */
  openers: HTMLElement[];
  /** The heading of the section the opener is in: where focus goes when the opener has gone. */
  heading: HTMLElement | null;
};

/** Call when a dialog's content mounts (before it moves focus into itself). */
export function saveFocus(within: Element): SavedFocus {
  const active = document.activeElement;
  const now = active instanceof HTMLElement && active !== document.body ? [active] : [];
  const openers = [...new Set([...now, ...history])].filter((el) => el.isConnected && !within.contains(el));
  return {
    within,
    path: window.location.pathname,
    openers,
    heading: openers[0] ? headingBefore(openers[0]) : null,
  };
}

/**
 * Gives focus back when a dialog has closed: to its opener; while the opener is disabled (a button busy with what
 * the dialog started), to the opener once it is enabled again; when the opener has gone, to an older opener still
 * in the page (the trigger of the menu the dialog was opened from), else to the heading of the section the opener
 * was in, else the page's heading. Does nothing when focus is already somewhere outside the dialog or the dialog
 * led to another page (the route's focus handling takes that). Returns a function that stops any waiting.
 */
export function restoreFocus(saved: SavedFocus): () => void {
  if (focusMovedOn(saved.within)) return () => {};
  if (window.location.pathname !== saved.path) return () => {};
  const [opener, ...older] = saved.openers;
  const fallback = () => {
    // Only the trigger of a menu or popup the opener sat in: a control merely tabbed past on the way to the opener
    // (a download link beside Cancel Order) is not where the person was.
    const next = older.find((el) => isPopupTrigger(el) && canFocus(el) && !isDisabled(el));
    if (next) next.focus();
    else {
      const heading = saved.heading?.isConnected ? saved.heading : pageHeading();
      if (heading) focusTarget(heading);
    }
  };
  if (opener?.isConnected && isDisabled(opener)) {
    return whenReady(() => {
      if (focusMovedOn(saved.within)) return true;
      if (!opener.isConnected) {
        fallback();
        return true;
      }
      if (isDisabled(opener) || !canFocus(opener)) return false;
      opener.focus();
      return true;
    }, 5000);
  }
  if (canFocus(opener)) opener.focus();
  else fallback();
  return () => {};
}

/**
 * After a client-side navigation: focus the new page's heading once it has rendered (or the element the URL's
 * #hash names), so the next Tab starts from the top of the new content. Waits up to 10 s for a page whose heading
 * comes with its data; stops waiting as soon as the person moves focus themselves. Returns a stop function.
 */
export function focusNewPage(hash: string): () => void {
  const startedOn = document.activeElement;
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
  return whenReady(() => {
    const active = document.activeElement;
    if (active !== startedOn && focusMovedOn()) return true;
    const target =
      (id ? document.getElementById(id) : null) ?? document.querySelector<HTMLElement>('#main h1');
    if (!target) return false;
    focusTarget(target);
    return true;
  }, 10_000);
}
