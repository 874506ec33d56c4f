/**
 * One action through a table's action bar, the way a curious player would: random enabled buttons until the table's
 * version moves on. Every button a bar offers is a legal choice or a step toward one (pickers stop at their total,
 * Buy and Confirm are enabled only for listed actions), so a random walk ends in a submission. Saltmarket's bar
 * holds every control of a step; `onStuck` looks into a walk that did not end (and fails the test, or finds it ended late).
 * Each click lands only while the table still shows the step the walk began at (`clickAtVersion`).
 */
import type { Page } from 'playwright-core';
import { pickIndex } from './random.ts';

const BUTTONS = '[data-action-bar] button:not(:disabled)';
const CONFIRMS = '[data-action-bar] [data-action^="confirm"]:not(:disabled)';

export const versionOf = async (page: Page): Promise<number> => Number(await page.locator('[data-table]').getAttribute('data-version'));

export async function actThroughActionBar(page: Page, random: () => number, onStuck: (before: number) => Promise<void>): Promise<void> {
  const before = await versionOf(page);
  for (let clicks = 0; clicks < 300; clicks++) {
    if ((await versionOf(page)) !== before) return;
    const count = await page.locator(BUTTONS).count();
    if (count === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    // favour the step's confirm buttons a little, so pickers do not wander for long
    const confirm = (await page.locator(CONFIRMS).count()) > 0 && random() < 0.5;
    await clickAtVersion(page, before, confirm ? CONFIRMS : BUTTONS, confirm ? 0 : pickIndex(random, count));
    await page.waitForTimeout(30);
  }
  await onStuck(before);
}

/**
 * Clicks the `index`th element matching `selector` only while the table is still at `version`, checked in the same
 * task as the click: a click that Playwright aims at one step must not land on the next step's bar once the first
 * submission came back (that would play a second action the walk never counted).
 */
async function clickAtVersion(page: Page, version: number, selector: string, index: number): Promise<void> {
  await page
    .evaluate(
      ([selector, index, version]) => {
        if (document.querySelector('[data-table]')?.getAttribute('data-version') !== String(version)) return;
        (document.querySelectorAll(selector)[index] as HTMLElement | undefined)?.click();
      },
      [selector, index, version] as const,
    )
    .catch(() => {});
}
