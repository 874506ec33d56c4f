/**
 * The replay and the history for everyone (issue 10), against the real API server: axe-core finds no serious WCAG
 * 2 A/AA violation on `/replay/<id>` from every perspective (score chart drawn) nor on `/games`, neither page scrolls
 * sideways on a 390×844 phone, and a spectator's replay tells no face-down choice that a seat's tells. The game is
 * played to its end over HTTP. Expects `build/` to exist (`vite build`).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './support/api.ts';
import { type ApiServer, startApiServer } from './support/api-server.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { pickIndex, seededRandom } from './support/random.ts';

const NAMES = ['Ann', 'Bob', 'Cy'];

describe.skipIf(!hasChromium)('replay and history, for everyone', () => {
  let server: ApiServer | undefined;
  let browser: Browser | undefined;
  let gameId = '';
  let version = 0;
  /** The seat that made the first move (a face-down pass). */
  let firstMover = 0;

  const api = apiOf(() => server?.origin ?? '');

  beforeAll(async () => {
    server = await startApiServer({ env: { SMTP_URL: '', EMAIL_API_URL: '' } });
    browser = await launchChromium();
    const created = await api<{ id: string; seats: { token: string }[] }>('POST', '/api/games', undefined, {
      game: 'avenue-empires',
      seats: NAMES.map((name) => ({ name })),
      listed: true,
    });
    gameId = created.id;
    const random = seededRandom(10);
    for (let moves = 0; ; moves++) {
      const watch = await api<{ status: string; awaiting: number[] }>('GET', `/api/games/${gameId}/view`);
      if (watch.status === 'finished') break;
      const seat = watch.awaiting[pickIndex(random, watch.awaiting.length)] as number;
      const token = created.seats[seat]?.token;
      const me = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${gameId}/legal-actions`, token);
      const action = me.legalActions[pickIndex(random, me.legalActions.length)];
      await api('POST', `/api/games/${gameId}/actions`, token, { expectedVersion: me.version, action, idempotencyKey: `a11y-${moves}` });
      if (moves === 0) firstMover = seat;
    }
    version = (await api<{ version: number }>('GET', `/api/games/${gameId}`)).version;
  }, 120_000);

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
  });

  async function desktop(): Promise<BrowserContext> {
    if (!browser || !server) throw new Error('no browser or server');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.origin });
    context.setDefaultTimeout(20_000);
    return context;
  }

  async function phone(): Promise<Page> {
    if (!browser || !server) throw new Error('no browser or server');
    const context = await phoneContext(browser);
    context.setDefaultTimeout(20_000);
    return context.newPage();
  }

  /** The replay at `step` through `perspective`'s eyes, its moves and score chart in place. */
  async function replayAt(page: Page, step: number, perspective: string) {
    await page.locator(`[data-replay-step="${step}"][data-replay-perspective="${perspective}"]`).waitFor();
    await page.locator('[data-move-list][aria-busy="false"]').waitFor();
    await expect.poll(() => page.locator('[data-score-line]').count()).toBe(NAMES.length);
  }

  it('has no serious axe violation on the replay, from every perspective', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(`/replay/${gameId}?step=12&seat=spectator`);
    await replayAt(page, 12, 'spectator');
    expect(await seriousViolations(page), 'spectator').toEqual([]);
    for (const seat of NAMES.keys()) {
      await page.locator(`[data-perspective="${seat}"]`).click();
      await replayAt(page, 12, String(seat));
      expect(await seriousViolations(page), NAMES[seat]).toEqual([]);
    }
    await page.getByRole('button', { name: 'To the end' }).click();
    await page.locator(`[data-replay-step="${version}"] [data-game-over]`).waitFor();
    expect(await seriousViolations(page), 'the game over').toEqual([]);
  });

  it('tells a spectator nothing of a face-down pass that the passing seat reads', async () => {
    const page = await (await desktop()).newPage();
    await page.goto(`/replay/${gameId}?step=1&seat=spectator`);
    await replayAt(page, 1, 'spectator');
    const pass = /chose to pass|passed .+ to (Ann|Bob|Cy)/;
    expect(await page.locator('[data-current-move]').innerText()).not.toMatch(pass);
    expect(await page.locator('[data-move-list]').innerText()).not.toMatch(pass);
    expect(await page.locator('[data-replay-step]').innerText(), 'nor the step’s own log').not.toMatch(pass);
    await page.locator(`[data-perspective="${firstMover}"]`).click();
    await replayAt(page, 1, String(firstMover));
    expect(await page.locator('[data-current-move]').innerText()).toMatch(new RegExp(`${NAMES[firstMover]} chose to pass`));
    expect(await page.locator('[data-move-list]').innerText()).toMatch(new RegExp(`${NAMES[firstMover]} chose to pass`));
  });

  it('has no serious axe violation on the history', async () => {
    const page = await (await desktop()).newPage();
    await page.goto('/games?status=finished');
    await page.locator(`[data-game-id="${gameId}"]`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/games?status=active');
    await page.locator('.games [aria-busy="false"], .games .empty').first().waitFor();
    expect(await seriousViolations(page), 'in play').toEqual([]);
  });

  it('fits a phone: no sideways scrolling on the replay or the history', async () => {
    const page = await phone();
    // a phone context has no base URL
    await page.goto(`${server?.origin}/replay/${gameId}?step=40&seat=1`);
    await replayAt(page, 40, '1');
    expect(await sidewaysOverflow(page), 'replay').toBe(0);
    expect(await seriousViolations(page), 'replay on a phone').toEqual([]);
    await page.goto(`${server?.origin}/games?status=finished`);
    await page.locator(`[data-game-id="${gameId}"]`).waitFor();
    expect(await sidewaysOverflow(page), 'history').toBe(0);
    expect(await seriousViolations(page), 'history on a phone').toEqual([]);
  });
});
