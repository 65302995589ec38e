import type { Page } from 'playwright-core';

/** How the e2e tests read and drive the app's shared widgets (the dashboards' stat cards, the select lists). */

/** The final figure of a dashboard stat card (its `data-value`), whatever its count-up animation shows. */
export async function statFigure(page: Page, label: string): Promise<number> {
  const el = page.locator(`[data-stat="${label}"]`).first();
  await el.waitFor();
  return Number(await el.getAttribute('data-value'));
}

/**
 * Picks `option` in the select labelled `trigger`, then waits until the list has animated out so later steps
 * (and axe) see the page, not the popup.
 */
export async function pickOption(page: Page, trigger: string, option: string): Promise<void> {
  await page.getByLabel(trigger, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
