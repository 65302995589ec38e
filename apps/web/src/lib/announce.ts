/**
 * One pair of screen-reader live regions for the whole app (ADR 040): toasts and failed form submits are read
 * out through them, once each. They are created at start-up (`startAnnouncer`), well before the first message,
 * because a live region that appears together with its text is often not read at all.
 */
let regions: { polite: HTMLElement; assertive: HTMLElement } | undefined;

function region(politeness: 'polite' | 'assertive'): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('aria-live', politeness);
  el.setAttribute('aria-atomic', 'true');
  el.dataset.announcer = politeness;
  el.className = 'sr-only';
  document.body.append(el);
  return el;
}

export function startAnnouncer(): void {
  if (regions?.polite.isConnected) return;
  regions = { polite: region('polite'), assertive: region('assertive') };
}

/**
 * Read `message` out: errors interrupt (assertive), the rest waits its turn (polite). The text is cleared and set
 * again on the next frame, so the same message raised twice is read twice.
 */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  startAnnouncer();
  const el = regions![politeness];
  el.textContent = '';
  window.setTimeout(() => (el.textContent = message), 50);
}
