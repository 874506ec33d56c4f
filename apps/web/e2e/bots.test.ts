/**
 * Playing against bots in the browser: a newcomer picks "1 person + 2 hard bots" for Saltmarket on the home page,
 * takes their seat from the links page and plays to the final ranking at desktop width, waiting on nothing but the
 * bots' thinking (how long each bot reply takes to show at the table is measured: median and p95); and a game against
 * a medium bot on a 390×844 phone, whose every reply shows within 3 s. The players panel and the log name the bots as
 * bots. Expects `build/` to exist (`npm test` runs `vite build` first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actThroughActionBar, versionOf } from './support/action-bar.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { seededRandom } from './support/random.ts';
import { useStage } from './support/stage.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;

describe.skipIf(!hasChromium)('playing against bots in the browser', () => {
  const stage = useStage({ artifacts });
  const shot = (page: Page, name: string) => page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });

  /** The home page: Saltmarket for `holders.length` seats, each seat a person or a bot of a level. */
  async function createOnHomePage(page: Page, holders: string[]) {
    await page.goto(new URL('/', stage.server.origin).href);
    await page.getByRole('radio', { name: /Saltmarket/ }).check();
    await page.getByRole('radio', { name: `${holders.length} players` }).check();
    for (const [i, holder] of holders.entries()) await page.getByLabel(`Seat ${i + 1} played by`).selectOption({ label: holder });
    await shot(page, `bots-home-${page.viewportSize()?.width}`);
    await page.getByRole('button', { name: `Create Saltmarket for ${holders.length}` }).click();
    await page.waitForURL(/\/created\//);
  }

  /**
   * Plays the person's seat to the end through the UI; after each of its moves, how long until the table waits on it
   * again (the bots' replies shown, polled every 250 ms) or the game is over.
   */
  async function playToTheEnd(page: Page, random: () => number): Promise<number[]> {
    const replies: number[] = [];
    const table = page.locator('[data-table]');
    for (let moves = 0; moves < 400; moves++) {
      await page.locator('[data-table][data-awaiting-me="true"], [data-game-over]').first().waitFor({ timeout: 60_000 });
      if ((await page.locator('[data-game-over]').count()) > 0) return replies;
      await actThroughActionBar(page, random, async (before) => {
        await shot(page, 'bots-stuck');
        await expect.poll(() => versionOf(page), { timeout: 5_000 }).not.toBe(before);
      });
      const moved = Date.now();
      // the game waits on the bots now, or on this seat again (a phase where the person moves twice)
      await page.locator('[data-table][data-awaiting-me="true"], [data-game-over]').first().waitFor({ timeout: 60_000 });
      if ((await table.getAttribute('data-awaiting-me')) === 'true' || (await page.locator('[data-game-over]').count()) > 0)
        replies.push(Date.now() - moved);
    }
    throw new Error('the game did not end in 400 moves');
  }

  it('plays Saltmarket, one person against two hard bots, from the home page to the ranking', async () => {
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`bots e2e seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const context = await stage.browser.newContext({ viewport: DESKTOP });
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    await createOnHomePage(page, ['A person', 'Bot, hard', 'Bot, hard']);
    // the links page: a link for the person, none for the bots
    expect(await page.locator('[data-seat-link="0"]').count()).toBe(1);
    expect(await page.locator('[data-bot-seat]').count()).toBe(2);
    await shot(page, 'bots-links');
    await page.getByRole('link', { name: /Take seat 1/ }).click();
    await page.locator('[data-table]').waitFor();
    const replies = await playToTheEnd(page, seededRandom(seed));
    await page.locator('[data-game-over] [data-result-seat]').first().waitFor();
    expect(await page.locator('[data-game-over] [data-result-seat]').count()).toBe(3);
    const names = await page.locator('[data-player-seat]').allInnerTexts();
    expect(names.filter((n) => /Bot \w+ \(hard\)/.test(n))).toHaveLength(2);
    await shot(page, 'bots-over');
    console.info(`hard bots' replies at the table: median ${median(replies)} ms, p95 ${p95(replies)} ms over ${replies.length}`);
    await context.close();
  }, 600_000);

  it('plays against a medium bot on a 390×844 phone, each reply shown within 3 s', async () => {
    const context = await phoneContext(stage.browser);
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    await createOnHomePage(page, ['A person', 'Bot, medium']);
    await page.getByRole('link', { name: /Take seat 1/ }).click();
    await page.locator('[data-table]').waitFor();
    const replies = await playToTheEnd(page, seededRandom(7));
    expect(await sidewaysOverflow(page)).toBe(0);
    console.info(`medium bot's replies at the table (phone): median ${median(replies)} ms, p95 ${p95(replies)} ms over ${replies.length}`);
    expect(median(replies)).toBeLessThan(3_000);
    await shot(page, 'bots-phone-over');
    await context.close();
  }, 600_000);
});
