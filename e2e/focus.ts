import type { Page } from 'playwright-core';

/** Two painted frames: what a key press started (a transition, a scroll into view) has been drawn. */
export const painted = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * How the e2e tests check keyboard focus (ADR 040): what has it, whether it can be seen, and Tab until a control
 * has it. Keyboard only: nothing here clicks.
 */

/** A short readable name for the focused element: tag, role and accessible name or text. */
export type Focused = { name: string; tag: string; role: string | null; id: string };

/** The element that has focus now ('body' when nothing does). */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', tag: 'body', role: null, id: '' };
    const label =
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby')
        ? document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent
        : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || null) ??
      el.textContent ??
      '';
    return {
      name: label.replace(/\s+/g, ' ').trim().slice(0, 80),
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      id: el.id,
    };
  });
}

/** The accessible-ish name of the focused element, for `expect.poll(() => focusName(page))`. */
export async function focusName(page: Page): Promise<string> {
  const f = await focused(page);
  return f.tag === 'body' ? '<body>' : f.name;
}

/**
 * Press Tab (Shift+Tab when `back`) until the focused element's name matches `name`; fails after `max` presses.
 * Every stop on the way is checked for a visible focus indicator (`focusProblems`).
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  { max = 60, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  const matches = (n: string) => (typeof name === 'string' ? n === name : name.test(n));
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await painted(page);
    const now = await focusName(page);
    seen.push(now);
    const problems = await indicatorProblems(page);
    if (problems.length > 0) throw new Error(`focus indicator: ${problems.join('; ')}`);
    if (matches(now)) return;
  }
  throw new Error(`Tab never reached ${String(name)}; went through: ${seen.join(' → ')}`);
}

/**
 * Problems with the indicator of the focused element now (empty when it has a visible one): the element or
 * one of its three nearest ancestors (a label standing for a hidden input) must draw a solid outline of at least
 * 2px, and the ring must neither be cut off by a box that clips its content nor lie outside the window.
 * Nothing focused, a page heading or <main> focused by the app (no ring by design), answers [].
 */
export function indicatorProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el.hasAttribute('data-focus-target') || el.id === 'main') return [];
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    // Where the ring may be drawn: the element, its ::after (a link stretched over a card), its three nearest
    // ancestors or its labels (for a hidden input).
    const chain: HTMLElement[] = [];
    for (let e: HTMLElement | null = el; e && e !== document.body && chain.length < 4; e = e.parentElement)
      chain.push(e);
    const labels = Array.from((el as HTMLInputElement).labels ?? []);
    const candidates: [HTMLElement, string | null][] = [
      [el, null],
      [el, '::after'],
      ...chain.slice(1).map((e): [HTMLElement, null] => [e, null]),
      ...labels.map((e): [HTMLElement, null] => [e, null]),
    ];
    const ringed = candidates.find(([e, pseudo]) => {
      const cs = getComputedStyle(e, pseudo);
      const rect = e.getBoundingClientRect();
      return (
        cs.outlineStyle !== 'none' &&
        parseFloat(cs.outlineWidth) >= 2 &&
        !/rgba\(.*, 0\)$/.test(cs.outlineColor) &&
        cs.outlineColor !== 'transparent' &&
        rect.width >= 4 &&
        rect.height >= 4
      );
    });
    if (!ringed) return [`${what}: no focus ring`];
    const [ringEl, pseudo] = ringed;
    const cs = getComputedStyle(ringEl, pseudo);
    const reach = Math.max(0, parseFloat(cs.outlineOffset) + parseFloat(cs.outlineWidth));
    // A stretched ::after covers its positioned ancestor (the card): measure that box.
    let box: HTMLElement = ringEl;
    if (pseudo)
      while (box.parentElement && getComputedStyle(box).position === 'static') box = box.parentElement;
    const r = box.getBoundingClientRect();
    const ring = {
      left: r.left - reach,
      top: r.top - reach,
      right: r.right + reach,
      bottom: r.bottom + reach,
    };
    const problems: string[] = [];
    if (ring.right <= 0 || ring.bottom <= 0 || ring.left >= innerWidth || ring.top >= innerHeight)
      problems.push(`${what}: its ring is outside the window`);
    for (let a = box.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const acs = getComputedStyle(a);
      const clipsX = acs.overflowX !== 'visible';
      const clipsY = acs.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const b = a.getBoundingClientRect();
      const tol = 0.5;
      const cut =
        (clipsX && (ring.left < b.left - tol || ring.right > b.right + tol)) ||
        (clipsY && (ring.top < b.top - tol || ring.bottom > b.bottom + tol));
      if (cut) {
        const at = (q: { left: number; top: number; right: number; bottom: number }) =>
          [q.left, q.top, q.right, q.bottom].map((n) => Math.round(n)).join(',');
        problems.push(
          `${what}: its ring (${at(ring)}) is cut off by ${a.tagName.toLowerCase()}.${Array.from(a.classList).slice(0, 4).join('.')} (${at(b)})`,
        );
        break;
      }
    }
    return problems;
  });
}

/**
 * Tab through the page from its top, up to `max` stops or until focus wraps around, and answer every stop whose
 * focus is not visible: no ring (`indicatorProblems`), or looking the same focused as after focus has left it
 * (the computed outline and box-shadow of it and its three nearest ancestors are compared).
 */
export async function tabThroughProblems(
  page: Page,
  max = 80,
): Promise<{ stops: number; problems: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    await painted(page);
    const step = await page.evaluate(() => {
      type Probe = { el: HTMLElement; chain: HTMLElement[]; styles: string[]; what: string };
      const w = window as unknown as {
        __focusProbe?: Probe | null;
        __focusIds?: { map: WeakMap<Element, number>; next: number };
      };
      const ids = (w.__focusIds ??= { map: new WeakMap(), next: 1 });
      const look = (e: HTMLElement) =>
        [null, '::after']
          .map((pseudo) => {
            const cs = getComputedStyle(e, pseudo);
            return `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} ${cs.outlineOffset} | ${cs.boxShadow}`;
          })
          .join(' / ');
      const out: string[] = [];
      const before = w.__focusProbe;
      const el = document.activeElement as HTMLElement | null;
      if (before && before.el.isConnected && before.el !== el) {
        const now = before.chain.map(look);
        if (now.every((s, k) => s === before.styles[k]))
          out.push(`${before.what}: looks the same focused and unfocused`);
      }
      if (!el || el === document.body) {
        w.__focusProbe = null;
        return { key: 'body', problems: out };
      }
      if (!ids.map.has(el)) ids.map.set(el, ids.next++);
      const chain: HTMLElement[] = [];
      for (let e: HTMLElement | null = el; e && e !== document.body && chain.length < 4; e = e.parentElement)
        chain.push(e);
      chain.push(...Array.from((el as HTMLInputElement).labels ?? []));
      const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
      w.__focusProbe = { el, chain, styles: chain.map(look), what };
      return { key: `${ids.map.get(el)}`, problems: out };
    });
    problems.push(...step.problems);
    if (step.key === 'body' || seen.has(step.key)) break;
    seen.add(step.key);
    stops++;
    problems.push(...(await indicatorProblems(page)));
  }
  return { stops, problems };
}
