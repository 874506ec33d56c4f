/**
 * Issue 10 at the Avenue Empires table: a whole 3-seat game with Ann on a 390×844 phone (every one of her moves
 * through the UI), Bob at desktop width and Cy over HTTP. On every step the phone never scrolls sideways and, once a
 * card is picked, the step's buttons are on screen and the action bar takes at most BAR_SHARE_MAX of it; axe-core finds nothing serious in play or at game over; a card's
 * rule shows on hover and on focus; and a trade and a build by keyboard take a handful of key presses, counted.
 * Expects `build/` to exist (`vite build` first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { BAR_SHARE_MAX, barShare, overflowingElements } from './support/bar-share.ts';
import { hasChromium } from './support/chromium.ts';
import { PHONE, phoneContext, sidewaysOverflow } from './support/phone.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { SeatTable } from './support/seat-table.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const NAMES = ['Ann', 'Bob', 'Cy'];
const [ANN, BOB, CY] = [0, 1, 2];
const DESKTOP = { width: 1280, height: 900 };
const CARD_BUTTON = '[data-hand] button[data-card-id]';

describe.skipIf(!hasChromium)('Avenue Empires on a phone and by keyboard', () => {
  const stage = useStage({ artifacts });
  const contexts: BrowserContext[] = [];

  const origin = () => stage.server.origin ?? '';

  async function open(context: BrowserContext, path: string): Promise<Page> {
    context.setDefaultTimeout(20_000);
    // Tests only: poll every 250 ms instead of every 3 s, so other seats' moves show quickly.
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${origin()}${path}`);
    return page;
  }

  const api = apiOf(() => origin());

  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `${name}.png`), true);

  /** The element that has focus, as a selector-ish description for failure messages and checks. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'body';
      const attrs = ['data-card-id', 'data-trade-slot', 'data-action', 'data-build-avenue'].filter((a) => el.hasAttribute(a));
      return `${el.tagName.toLowerCase()}${attrs.map((a) => `[${a}="${el.getAttribute(a)}"]`).join('')}`;
    });

  /** Presses Tab from the top of the page until a card of the hand has focus; how many presses that took. */
  async function tabsToHand(page: Page): Promise<number> {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let presses = 1; presses <= 40; presses++) {
      await page.keyboard.press('Tab');
      if ((await focused(page)).startsWith('button[data-card-id')) return presses;
    }
    throw new Error('Tab never reached the hand');
  }

  it('plays a game at 390 px and at desktop width, by touch, mouse and keyboard', async () => {
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`e2e phone playout seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const random = seededRandom(seed);

    const created = await api<Created>('POST', '/api/games', undefined, {
      game: 'avenue-empires',
      seats: NAMES.map((name) => ({ name })),
    });
    const gameId = created.id;
    const tokenOf = (seat: number) => created.seats[seat]?.token ?? '';
    const phone = await open(await phoneContext(stage.browser), created.seats[ANN]?.url ?? '');
    const desk = await open(await stage.browser.newContext({ viewport: DESKTOP }), created.seats[BOB]?.url ?? '');
    const ann = new SeatTable(phone, ANN);
    const bob = new SeatTable(desk, BOB);
    await ann.waitForVersion(0);
    await bob.waitForVersion(0);

    const state = () => api<{ status: string; version: number; awaiting: number[] }>('GET', `/api/games/${gameId}/view`);
    const catalogue = (
      await api<{ view: { catalogue: Record<string, { name: string; text: string }> } }>('GET', `/api/games/${gameId}/view`, tokenOf(ANN))
    ).view.catalogue;
    const ruleOf = (id: string) => catalogue[id.slice(0, id.lastIndexOf('-'))]?.text ?? '?';

    /** One random legal move for `seat` over HTTP. */
    let httpMoves = 0;
    async function playOverHttp(seat: number) {
      const me = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${gameId}/legal-actions`, tokenOf(seat));
      const action = me.legalActions[pickIndex(random, me.legalActions.length)];
      await api('POST', `/api/games/${gameId}/actions`, tokenOf(seat), {
        expectedVersion: me.version,
        action,
        idempotencyKey: `phone-e2e-${seat}-${httpMoves++}`,
      });
    }

    async function noSideways(when: string) {
      expect(await sidewaysOverflow(phone), `no sideways scroll at ${PHONE.width} px ${when}`).toBe(0);
    }

    async function axeClean(page: Page, when: string) {
      expect(await seriousViolations(page), `axe-core, ${when}`).toEqual([]);
    }

    /** After a card is picked on the phone, every button of the step is on screen: no scroll to reach it. */
    async function controlsInView(selector: string) {
      const boxes = await phone.locator(selector).evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.top, `${selector} below the top edge`).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${selector} above the bottom edge`).toBeLessThanOrEqual(PHONE.height);
      }
    }

    /** The bar's largest share of the phone's screen by phase, each measure asserted within BAR_SHARE_MAX. */
    const shares = new Map<string, number>();
    async function barFits(when: string) {
      const phase = await ann.phase();
      const share = await barShare(phone);
      shares.set(phase, Math.max(shares.get(phase) ?? 0, share));
      expect(share, `the bar's share of the phone's screen ${when}`).toBeLessThanOrEqual(BAR_SHARE_MAX);
      expect(await overflowingElements(phone, '[data-action-bar]'), `nothing wider than the bar ${when}`).toEqual([]);
    }

    /** Ann's move on the phone, by touch-sized clicks, checking the layout at each step. */
    async function annMoves() {
      await barFits('before a pick');
      const ids = await ann.handIds();
      const card = (id: string) => phone.locator(`${CARD_BUTTON}[data-card-id="${id}"]`);
      if ((await ann.phase()) === 'trading') {
        const first = ids[pickIndex(random, ids.length)] as string;
        const second = ids.filter((id) => id !== first)[pickIndex(random, ids.length - 1)] as string;
        await card(first).click();
        await controlsInView('[data-trade-slot], [data-action="confirm-trade"]');
        await barFits('with a card picked to trade');
        await phone.locator('[data-trade-slot="left"]').click();
        await card(second).click();
        await controlsInView('[data-trade-slot], [data-action="confirm-trade"]');
        await barFits('with both cards picked');
        await phone.locator('[data-trade-slot="right"]').click();
        await noSideways('with both piles filled');
        await phone.locator('[data-action="confirm-trade"]:enabled').click();
      } else {
        await card(ids[pickIndex(random, ids.length)] as string).click();
        await controlsInView('[data-build-avenue]');
        await barFits('with a card picked to build');
        await noSideways('with a card picked to build');
        const avenues = phone.locator('[data-build-avenue]:enabled');
        await avenues.nth(pickIndex(random, await avenues.count())).click();
      }
    }

    // --- At the start: both widths fit, are axe-clean, and the phone shows its whole hand without scrolling sideways.
    await noSideways('at the start');
    expect(await phone.locator(CARD_BUTTON).count()).toBeGreaterThan(0);
    const handBox = await phone.locator('[data-hand]').boundingBox();
    expect(handBox && handBox.x + handBox.width, 'the hand fits the phone’s width').toBeLessThanOrEqual(PHONE.width);
    await axeClean(phone, 'phone, trading');
    await axeClean(desk, 'desktop, trading');
    await shot(phone, 'phone-table-start');
    await shot(desk, 'desktop-table-start');

    // --- A card's rule: on hover (desktop) and on keyboard focus (phone).
    const bobFirst = desk.locator(CARD_BUTTON).first();
    await bobFirst.hover();
    await expect.poll(() => desk.locator('.rule-tip').innerText()).toContain(ruleOf((await bobFirst.getAttribute('data-card-id')) ?? ''));
    const annFirst = phone.locator(CARD_BUTTON).first();
    await annFirst.focus();
    await expect.poll(() => phone.locator('.rule-tip').innerText()).toContain(ruleOf((await annFirst.getAttribute('data-card-id')) ?? ''));
    await shot(phone, 'phone-rule-tip');
    await annFirst.blur();

    // --- Bob trades by keyboard alone: Tab to his hand, then pick, give, pick, give, confirm.
    const tabs = await tabsToHand(desk);
    const keys: string[] = [];
    const press = async (key: string) => {
      keys.push(key);
      await desk.keyboard.press(key);
    };
    await press('ArrowRight');
    expect(await focused(desk), 'arrow keys move within the hand').toBe(`button[data-card-id="${(await bob.handIds())[1]}"]`);
    await press('ArrowLeft');
    await press('Enter');
    expect(await focused(desk), 'picking a card leads to the first empty pile').toBe('button[data-trade-slot="left"]');
    await press('Enter');
    expect(await focused(desk), 'giving a card leads to the next card').toMatch(/^button\[data-card-id=/);
    await press('Enter');
    expect(await focused(desk)).toBe('button[data-trade-slot="right"]');
    await press('Enter');
    expect(await focused(desk), 'both piles filled: on to the confirmation').toBe('button[data-action="confirm-trade"]');
    await press('Enter');
    await bob.waitForVersion(1);
    await desk.locator('[data-my-choice]').waitFor();
    expect(await focused(desk), 'after the trade, focus is back in the hand, not at the top of the page').toMatch(/^button\[data-card-id=/);
    const tradeKeys = tabs + keys.length - 2; // the two arrow presses only checked the arrows
    console.info(`keyboard trade: ${tabs} Tab presses from the top of the page to the hand, then ${keys.length - 2} keys: ${tradeKeys} in all`);
    expect(tradeKeys).toBeLessThanOrEqual(16);
    await shot(desk, 'desktop-keyboard-trade');

    // --- The rest of the game: Ann on the phone, Bob by keyboard for one build, otherwise over HTTP with Cy.
    const bobPhaseAt = async (version: number) => {
      await bob.waitForVersion(version);
      return bob.phase();
    };
    let bobBuiltByKeyboard = false;
    let axeInBuilding = false;
    let annMoveCount = 0;
    for (;;) {
      const now = await state();
      if (now.status === 'finished') break;
      const seat = now.awaiting.includes(ANN) ? ANN : (now.awaiting[pickIndex(random, now.awaiting.length)] as number);
      if (seat === ANN) {
        await ann.waitForVersion(now.version);
        await noSideways(`at version ${now.version}`);
        if (!axeInBuilding && (await ann.phase()) === 'building') {
          axeInBuilding = true;
          await axeClean(phone, 'phone, building');
          await shot(phone, 'phone-table-building');
        }
        await annMoves();
        annMoveCount++;
        await ann.waitForVersion(now.version + 1);
      } else if (seat === BOB && !bobBuiltByKeyboard && (await bobPhaseAt(now.version)) === 'building') {
        bobBuiltByKeyboard = true;
        await desk.locator(CARD_BUTTON).first().focus();
        await desk.keyboard.press('Enter');
        expect(await focused(desk), 'picking a card leads to the avenues').toMatch(/^button\[data-build-avenue=/);
        await desk.keyboard.press('Enter');
        await bob.waitForVersion(now.version + 1);
        await axeClean(desk, 'desktop, building');
        await shot(desk, 'desktop-table-building');
      } else {
        await playOverHttp(seat);
      }
    }
    expect(bobBuiltByKeyboard).toBe(true);
    expect(annMoveCount, 'Ann played every one of her 39 moves on the phone').toBe(39);
    console.info(`avenue-empires phone: the bar's largest share by phase: ${[...shares].map(([p, v]) => `${p} ${v.toFixed(3)}`).join(' · ')}`);

    // --- Game over at both widths: nothing overflows, the ranking and score sheets show, axe is clean.
    const final = await state();
    await ann.waitForVersion(final.version, 30_000);
    await bob.waitForVersion(final.version, 30_000);
    for (const page of [phone, desk]) {
      await page.locator('[data-game-over]').waitFor();
      expect(await page.locator('[data-result-seat]').count()).toBe(3);
      expect(await page.locator('[data-breakdown-seat]').count()).toBe(3);
    }
    await noSideways('at game over');
    for (const table of await phone.locator('[data-breakdown-seat] table, [data-game-over] table').all()) {
      const box = await table.boundingBox();
      expect(box && box.x + box.width, 'score tables fit the phone').toBeLessThanOrEqual(PHONE.width);
    }
    // A built card's rule, on keyboard focus (a keyboard in use: focus a tap gives shows no rule), in a finished city.
    const built = phone.locator('[data-city-seat] [data-built-id]').first();
    await phone.keyboard.press('Tab');
    await built.focus();
    await expect.poll(() => phone.locator('.rule-tip').innerText()).toContain(ruleOf((await built.getAttribute('data-built-id')) ?? ''));
    await built.blur();
    await axeClean(phone, 'phone, game over');
    await axeClean(desk, 'desktop, game over');
    await shot(phone, 'phone-table-over');
    await shot(desk, 'desktop-table-over');
  });
});
