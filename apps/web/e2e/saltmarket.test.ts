/**
 * Saltmarket through the web UI, against the real API server serving the built app: a full 2-seat game and a full
 * solo game played at desktop width by clicking random enabled controls of each step's action bar, reaching the
 * ranking, and the finished game's replay drawn read-only. A 2-seat game on a 390×844 phone is bots.test.ts's (a person
 * against a medium bot, each step measured), a solo one saltmarket-phone.test.ts's. Expects `build/` to exist (`npm
 * test` runs `vite build` first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { hasChromium } from './support/chromium.ts';
import { actThroughActionBar, versionOf } from './support/action-bar.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { openSeat } from './support/seat-page.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };

interface Status {
  status: string;
  version: number;
  awaiting: number[];
  view: { phase: string; step: string };
}

describe.skipIf(!hasChromium)('Saltmarket in the browser', () => {
  const stage = useStage({ artifacts });

  const api = apiOf(() => stage.server.origin);

  const create = (names: string[]) =>
    api<Created>('POST', '/api/games', undefined, { game: 'saltmarket', seats: names.map((name) => ({ name })) });

  async function open(viewport: { width: number; height: number }, url: string): Promise<Page> {
    const context: BrowserContext = await stage.browser.newContext({ viewport });
    // seat links are relative to the server (they read the address the game was created from)
    return openSeat(context, new URL(url, stage.server.origin).href, pageErrors);
  }

  /** Uncaught errors in any page: none is expected. */
  const pageErrors: string[] = [];

  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `${name}.png`), true);
  const status = (gameId: string) => api<Status>('GET', `/api/games/${gameId}/view`);

  /** The largest view any seat was sent during the games, in bytes of JSON. */
  let largestView = 0;
  async function measure(gameId: string, token: string) {
    const res = await fetch(`${stage.server.origin}/api/games/${gameId}/view`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { view: unknown };
    largestView = Math.max(largestView, JSON.stringify(body.view).length);
  }

  /** One action through the UI (support/action-bar.ts); a walk that does not end leaves a screenshot and why. */
  const actThroughUi = (page: Page, random: () => number) =>
    actThroughActionBar(page, random, async (before) => {
      await shot(page, 'saltmarket-stuck');
      const step = await page.locator('[data-table]').getAttribute('data-step');
      const bar = await page.locator('[data-action-bar]').innerText().catch(() => 'no action bar');
      const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const latest = await status(gameId);
      console.error(`stuck: page at ${before}, server at ${latest.version}`, pageErrors.slice(-5));
      await expect.poll(() => versionOf(page), { timeout: 5_000, message: `stuck at ${step}: ${bar}` }).not.toBe(before);
    });

  /** Plays until the game is over: the awaited seat's page acts through the UI (seats without a page play random legal actions over HTTP). */
  async function playOut(
    gameId: string,
    pages: (Page | null)[],
    tokens: string[],
    random: () => number,
    hooks: { onStep?: (page: Page, s: Status) => Promise<void> } = {},
  ): Promise<number> {
    let events = 0;
    const seen = new Set<string>();
    for (;;) {
      const s = await status(gameId);
      if (s.status === 'finished') return events;
      const seat = s.awaiting[pickIndex(random, s.awaiting.length)] as number;
      await measure(gameId, tokens[seat] ?? '');
      const page = pages[seat];
      if (page) {
        await page.locator(`[data-table][data-version="${s.version}"]`).waitFor();
        const step = `${s.view.phase}:${s.view.step}`;
        if (!seen.has(step)) {
          seen.add(step);
          await shot(page, `saltmarket-${page.viewportSize()?.width ?? 0}-${step.replace(':', '-')}`);
        }
        await hooks.onStep?.(page, s);
        await actThroughUi(page, random);
      } else {
        const me = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${gameId}/legal-actions`, tokens[seat]);
        await api('POST', `/api/games/${gameId}/actions`, tokens[seat], {
          expectedVersion: me.version,
          action: me.legalActions[pickIndex(random, me.legalActions.length)],
          idempotencyKey: `salt-http-${gameId}-${events}`,
        });
      }
      events++;
    }
  }

  async function expectRanking(page: Page, seats: number) {
    await page.locator('[data-game-over]').waitFor();
    expect(await page.locator('[data-game-over] [data-result-seat]').count()).toBe(seats);
    expect(await page.locator('[data-action-bar]').count(), 'no controls once the game is over').toBe(0);
  }

  it('plays a whole 2-seat game at desktop width through the UI, and replays it read-only', async () => {
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`saltmarket 2-seat seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const random = seededRandom(seed);
    const g = await create(['Ann', 'Bob']);
    const pages = [await open(DESKTOP, g.seats[0]?.url ?? ''), await open(DESKTOP, g.seats[1]?.url ?? '')];
    const tokens = g.seats.map((s) => s.token);

    // The secret setup: after Ann chooses, Bob's table shows only that she has chosen.
    const ann = pages[0] as Page;
    const bob = pages[1] as Page;
    await actThroughUi(ann, random);
    await bob.locator('[data-table][data-version="1"]').waitFor();
    expect(await bob.locator('[data-holdings-seat="0"] [data-secret-choice]').textContent()).toContain('Has chosen');
    expect(await bob.locator('[data-holdings-seat="0"] [data-character]').count()).toBe(0);
    expect(await ann.locator('[data-my-choice]').count()).toBe(1);

    // The first buy: pick a building and a good to ship, and the preview shows the money, cost and market shift.
    let previewed = false;
    const onStep = async (page: Page, s: Status) => {
      if (previewed || (s.view.step !== 'BUY' && s.view.step !== 'MAY_BUY')) return;
      previewed = true;
      await page.locator('[data-buy-building]').first().click();
      const ship = page.locator('[data-ship]');
      if ((await ship.count()) > 0) await ship.first().click();
      expect(await page.locator('[data-buy-preview] [data-money]').textContent()).toMatch(/^\$\d+$/);
      expect(await page.locator('[data-buy-preview] [data-cost]').textContent()).toMatch(/= \$\d+/);
      await shot(page, 'saltmarket-1280-buy-preview');
    };
    const events = 1 + (await playOut(g.id, pages, tokens, random, { onStep }));
    expect(previewed, 'a buy came up in the game').toBe(true);
    console.info(`saltmarket 2-seat UI game: ${events} events`);
    for (const page of pages) await expectRanking(page, 2);
    await shot(ann, 'saltmarket-1280-game-over');

    // The replay: the generic page draws this table read-only, with the score chart.
    const replay = await open(DESKTOP, `${stage.server.origin}/replay/${g.id}?step=${events}&seat=0`);
    await replay.locator(`[data-replay-step="${events}"] [data-game-over]`).waitFor();
    expect(await replay.locator('[data-action-bar]').count()).toBe(0);
    expect(await replay.locator('[data-market]').count()).toBe(1);
    await replay.goto(`${stage.server.origin}/replay/${g.id}?step=3&seat=1`);
    await replay.locator('[data-replay-step="3"] [data-table]').waitFor();
    expect(await replay.locator('[data-action-bar]').count()).toBe(0);
    await shot(replay, 'saltmarket-replay');
    expect(pageErrors).toEqual([]);
    console.info(`saltmarket largest view: ${largestView} bytes of JSON`);
  }, 600_000);

  it('plays a whole solo game at desktop width through the UI', async () => {
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000) + 1;
    const random = seededRandom(seed);
    const g = await create(['Solo']);
    const page = await open(DESKTOP, g.seats[0]?.url ?? '');
    const events = await playOut(g.id, [page], [g.seats[0]?.token ?? ''], random);
    console.info(`saltmarket solo UI game: ${events} events (seed ${seed})`);
    await expectRanking(page, 1);
    await shot(page, 'saltmarket-1280-solo-over');
    expect(pageErrors).toEqual([]);
  }, 600_000);
});
