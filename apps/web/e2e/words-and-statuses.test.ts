/**
 * Words, labels and statuses a newcomer met (issue 47, point 9), on a 390×844 phone and a desktop: spaces around
 * every "·"; nothing cut short (tags on cards, names in a built city and in the replay's perspective picker); no
 * serious axe violation on Arquetect's hand cards while they are buttons (a gift); an unknown page, game or kind
 * answers 404 with its own helpful page; the list of games says it shows listed games only; a finished table asks
 * plainly to play again. Other seats play through the API. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type Created } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { cutTexts } from './support/cut-text.ts';
import { phoneContext } from './support/phone.ts';
import { playOut } from './support/play-out.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
/** A "·" with no space on one side, in a page's text. */
const UNSPACED = /\S·|·\S/;

describe.skipIf(!hasChromium)('words, labels and statuses', () => {
  const stage = useStage({ artifacts, ownServer: true });
  const api = apiOf(() => stage.server.origin);
  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `words-${name}.png`));

  const screens: [string, (origin: string) => Promise<BrowserContext>][] = [
    ['phone', () => phoneContext(stage.browser)],
    ['desktop', () => stage.browser.newContext({ viewport: { width: 1280, height: 900 } })],
  ];

  async function open(screen: (typeof screens)[number], path: string): Promise<Page> {
    const context = await screen[1](stage.server.origin);
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    await page.goto(`${stage.server.origin}${path}`);
    return page;
  }

  it('puts a space on both sides of every "·" on the home page and a paced table', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, {
      game: 'saltmarket',
      seats: [{ name: 'Ann' }, { name: 'Ben' }],
      pace: '3-days',
    });
    for (const screen of screens) {
      const page = await open(screen, '/');
      await page.locator('.rules-links a').first().waitFor();
      const home = await page.locator('main').innerText();
      expect(home.split('\n').filter((line) => UNSPACED.test(line)), `home on a ${screen[0]}`).toEqual([]);
      await page.goto(`${stage.server.origin}${game.seats[0]?.url}`);
      await page.locator('header.head [data-pace]').waitFor();
      const head = await page.locator('header.head').innerText();
      expect(head.split('\n').filter((line) => UNSPACED.test(line)), `table header on a ${screen[0]}`).toEqual([]);
      await page.context().close();
    }
  });

  it('shows whole the tags on cards, the names in built cities and in the replay’s picker', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, {
      game: 'avenue-empires',
      seats: [{ name: 'Ann' }, { bot: 'medium' }, { bot: 'easy' }],
    });
    for (const screen of screens) {
      const page = await open(screen, game.seats[0]?.url ?? '');
      await page.locator('[data-hand] button[data-card-id]').first().click();
      await page.locator('[data-trade-slot]:enabled').first().click();
      await expect.poll(() => page.locator('[data-hand] [data-card-id] .tag').count()).toBe(1);
      expect(await page.locator('[data-hand] .tag').innerText()).toMatch(/(^|\n)to Bot \w+ \((medium|easy)\)$/);
      await shot(page, `trade-tag-${screen[0]}`);
      expect(await cutTexts(page), `a trade on a ${screen[0]}`).toEqual([]);
      await page.context().close();
    }
    await playOut(stage.server.origin, game, 47);
    for (const screen of screens) {
      const page = await open(screen, game.seats[0]?.url ?? '');
      await page.locator('[data-game-over]').waitFor();
      expect(await page.locator('[data-built-id]').count()).toBeGreaterThan(20);
      expect(await cutTexts(page), `the finished table on a ${screen[0]}`).toEqual([]);
      await page.goto(`${stage.server.origin}/replay/${game.id}`);
      await page.locator('[data-perspective="1"]').waitFor();
      expect(await page.locator('[data-perspective="1"]').innerText()).toMatch(/^Bot \w+ \(medium\)$/);
      await shot(page, `replay-picker-${screen[0]}`);
      expect(await cutTexts(page), `the replay on a ${screen[0]}`).toEqual([]);
      await page.context().close();
    }
  }, 240_000);

  it('keeps Arquetect’s hand cards free of serious axe violations during a gift, their tags whole', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, {
      game: 'arquetect',
      seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }],
    });
    const first = await api<{ awaiting: number[] }>('GET', `/api/games/${game.id}/view`);
    const seat = first.awaiting[0] as number;
    for (const screen of screens) {
      const page = await open(screen, game.seats[seat]?.url ?? '');
      await page.locator('[data-mode="gift"]').click();
      await page.locator('[data-hand] button[data-card-id]:enabled').first().click();
      await expect.poll(() => page.locator('[data-hand] .tag').count()).toBe(1);
      await shot(page, `gift-${screen[0]}`);
      expect(await seriousViolations(page), `a gift on a ${screen[0]}`).toEqual([]);
      expect(await cutTexts(page), `a gift on a ${screen[0]}`).toEqual([]);
      await page.context().close();
    }
    // an offer sent: the offerer's cards say "offered"
    const token = game.seats[seat]?.token;
    const legal = await api<{ version: number; legalActions: { type: string }[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
    const offer = legal.legalActions.find((a) => a.type === 'offerTrade');
    await api('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: legal.version, action: offer, idempotencyKey: 'offer' });
    for (const screen of screens) {
      const page = await open(screen, game.seats[seat]?.url ?? '');
      await page.locator('[data-hand] .tag').first().waitFor();
      expect(await page.locator('[data-hand] .tag').first().innerText()).toMatch(/(^|\n)offered$/);
      expect(await cutTexts(page), `an offer on a ${screen[0]}`).toEqual([]);
      expect(await seriousViolations(page), `an offer on a ${screen[0]}`).toEqual([]);
      await page.context().close();
    }
  });

  it('answers an unknown page, game or kind with 404 and a page that says what is missing and the way on', async () => {
    const page = await open(screens[0] as (typeof screens)[number], '/');
    for (const [path, heading] of [
      ['/nope', 'There is no such page'],
      ['/play/NOSUCHGAME', 'There is no game “NOSUCHGAME”'],
      ['/replay/NOSUCHGAME', 'There is no game “NOSUCHGAME”'],
      ['/rules/chess', 'No rules for “chess”'],
    ] as const) {
      const answer = await page.goto(`${stage.server.origin}${path}`);
      expect(answer?.status(), path).toBe(404);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.locator('main').innerText(), path).not.toMatch(/^Not Found$/m);
      expect(await page.locator('main a[href="/"], main a[href="/games"]').count(), `${path}: a way on`).toBeGreaterThan(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await shot(page, 'not-found');
    await page.context().close();
  });

  it('says the list holds listed games only, and asks plainly to play a finished game again', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, {
      game: 'arquetect',
      seats: [{ name: 'Ann' }, { name: 'Ben' }],
    });
    await playOut(stage.server.origin, game, 9);
    const page = await open(screens[0] as (typeof screens)[number], '/games?status=finished');
    await page.locator('[data-empty-list]').waitFor();
    expect(await page.locator('[data-empty-list]').innerText()).toBe('No listed game has finished yet.');
    await page.goto(`${stage.server.origin}${game.seats[0]?.url}`);
    await page.locator('[data-play-again]').waitFor();
    expect(await page.locator('[data-play-again] p').first().innerText()).toBe('Play this game again, with the same players?');
    await page.context().close();
  });
});
