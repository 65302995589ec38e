// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusNewPage, restoreFocus, saveFocus, trackFocus } from './focus';

let stopTracking = () => {};
beforeEach(() => {
  document.body.innerHTML = `
    <main id="main" tabindex="-1">
      <h1>Order 42</h1>
      <section><h2>Actions</h2><button id="opener">Cancel Order</button><button id="other">Write a Review</button></section>
    </main>
    <div id="dialog"><button id="inside">Keep order</button></div>`;
  stopTracking = trackFocus();
});
afterEach(() => stopTracking());

const el = (id: string) => document.getElementById(id) as HTMLButtonElement;
/** A dialog opened from #opener: focus moves into it, then it closes (its content leaves the page). */
function openAndClose() {
  el('opener').focus();
  const saved = saveFocus(el('dialog'));
  el('inside').focus();
  el('dialog').remove();
  return saved;
}

describe('giving focus back when a dialog closes', () => {
  it('goes back to the opener', () => {
    const saved = openAndClose();
    restoreFocus(saved);
    expect(document.activeElement).toBe(el('opener'));
  });

  it('waits for a busy (disabled) opener to be enabled again', async () => {
    const saved = openAndClose();
    el('opener').disabled = true;
    restoreFocus(saved);
    expect(document.activeElement).not.toBe(el('opener'));
    el('opener').disabled = false;
    await expect.poll(() => document.activeElement).toBe(el('opener'));
  });

  it('goes to the heading of its section when the opener has gone, not to <body>', async () => {
    const saved = openAndClose();
    el('opener').disabled = true;
    restoreFocus(saved);
    el('opener').remove();
    await expect.poll(() => document.activeElement?.textContent).toBe('Actions');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement?.hasAttribute('data-focus-target')).toBe(true);
  });

  it('goes to the heading, not to a control tabbed past on the way, when the opener has gone', async () => {
    el('other').focus();
    const saved = openAndClose();
    el('opener').remove();
    restoreFocus(saved);
    await expect.poll(() => document.activeElement?.textContent).toBe('Actions');
  });

  it('goes to the trigger of the menu the opener was in when the opener has gone', async () => {
    const trigger = document.createElement('button');
    trigger.setAttribute('aria-haspopup', 'menu');
    trigger.textContent = 'More';
    document.querySelector('section')!.append(trigger);
    trigger.focus();
    const saved = openAndClose();
    el('opener').remove();
    restoreFocus(saved);
    await expect.poll(() => document.activeElement).toBe(trigger);
  });

  it('leaves focus alone when something outside the dialog already has it', () => {
    const saved = openAndClose();
    el('other').focus();
    restoreFocus(saved);
    expect(document.activeElement).toBe(el('other'));
  });
});

describe('focus after a navigation', () => {
  it("focuses the new page's h1 once it renders", async () => {
    document.querySelector('h1')!.remove();
    const stop = focusNewPage('');
    const h1 = document.createElement('h1');
    h1.textContent = 'My Orders';
    el('main').prepend(h1);
    await expect.poll(() => document.activeElement).toBe(h1);
    stop();
  });

  it('gives up when the person moves focus first', async () => {
    document.querySelector('h1')!.remove();
    const stop = focusNewPage('');
    el('other').focus();
    const h1 = document.createElement('h1');
    el('main').prepend(h1);
    // The next task: the MutationObserver has seen the new h1 by then.
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(el('other'));
    stop();
  });
});
