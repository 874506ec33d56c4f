/**
 * The Arquetect table on a 390×844 phone (issue 10): the new-game form's deck options, then a 3-seat game whose
 * first turn is a whole trade (offer → counter → accept → place → end) played through phone pages, checking at every
 * step that nothing scrolls sideways and that the step's controls are on screen; arrow keys and focus; a card's rule
 * on focus; outward cards drawn upright; axe-core in play and at game over, on the phone and on a desktop. The moves
 * between those checks (up to the first ability, and the rest of the game) are sent through the API, as another
 * player would. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE, type CardType } from '@turnpost/rules/arquetect';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ArquetectSeat } from './support/arquetect-seat.ts';
import { seriousViolations } from './support/axe.ts';
import { BAR_SHARE_MAX, barShare } from './support/bar-share.ts';
import { hasChromium } from './support/chromium.ts';
import { PHONE, phoneContext, sidewaysOverflow } from './support/phone.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const NAMES = ['Ann', 'Bob', 'Cy'];

interface Link {
  seat: number;
  token: string;
}

type Action = Record<string, unknown> & { type: string };

describe.skipIf(!hasChromium)('Arquetect on a phone', () => {
  const stage = useStage({ artifacts });

  async function phonePage(): Promise<Page> {
    const context = await phoneContext(stage.browser);
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    // phoneContext has no base URL: every goto below is absolute
    return page;
  }

  /** A phone's screen as its player sees it (`full`: the whole page, scrolled); named apart from arquetect.test.ts's. */
  const shot = (page: Page, name: string, full = false) =>
    artifactShot(page, join(artifacts, `arquetect-phone-test-${name}.png`), full);
  const api = (path: string) => `${stage.server.origin}/api/games${path}`;

  async function legalActions(gameId: string, link: Link): Promise<Action[]> {
    const res = await fetch(api(`/${gameId}/legal-actions`), { headers: { Authorization: `Bearer ${link.token}` } });
    return ((await res.json()) as { legalActions: Action[] }).legalActions;
  }

  async function seatView(gameId: string, link: Link) {
    const res = await fetch(api(`/${gameId}/view`), { headers: { Authorization: `Bearer ${link.token}` } });
    return (await res.json()) as {
      version: number;
      awaiting: number[];
      view: { step: string; hand: { id: string; name: string; out: boolean }[]; players: { slots: { out: boolean; name?: string }[] }[] };
    };
  }

  /** Another player's move, sent through the API as their own browser would. */
  async function send(gameId: string, link: Link, action: Action): Promise<number> {
    const { version } = await seatView(gameId, link);
    const res = await fetch(api(`/${gameId}/actions`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${link.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expectedVersion: version, action, idempotencyKey: `phone-${version}-${link.seat}` }),
    });
    expect(res.status, JSON.stringify(action)).toBe(200);
    return version + 1;
  }

  /** The bar's largest share of the phone's screen by step, as `fits` measured it. */
  const shares = new Map<string, number>();

  /**
   * Nothing wider than the phone, the action bar within BAR_SHARE_MAX of the screen, and the step's controls (the
   * action bar and its main button) on screen.
   */
  async function fits(page: Page, what: string) {
    expect(await sidewaysOverflow(page), `${what}: no sideways scrolling`).toBe(0);
    const bar = page.getByRole('region', { name: 'Your move' });
    if ((await bar.count()) === 0) return;
    const share = await barShare(page);
    shares.set(what, Math.max(shares.get(what) ?? 0, share));
    expect(share, `${what}: the bar's share of the screen`).toBeLessThanOrEqual(BAR_SHARE_MAX);
    await page.locator('[data-hand]').first().scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    expect(box, `${what}: the action bar is drawn`).not.toBeNull();
    if (!box) return;
    expect(box.y, `${what}: the action bar starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${what}: the action bar ends on screen`).toBeLessThanOrEqual(PHONE.height + 1);
    expect(box.x + box.width, `${what}: the action bar fits the width`).toBeLessThanOrEqual(PHONE.width + 1);
  }

  /** A button inside the action bar must be visible without scrolling the page away from the hand. */
  async function onScreen(page: Page, selector: string, what: string) {
    const box = await page.locator(selector).first().boundingBox();
    expect(box, what).not.toBeNull();
    if (!box) return;
    expect(box.y, what).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, what).toBeLessThanOrEqual(PHONE.height + 1);
  }

  /** Focus did not fall back to the page: it is on a control inside the table. */
  async function focusInTable(page: Page, what: string) {
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-table]')), { message: `${what}: focus stays at the table` })
      .toBe(true);
  }

  /** Whether the element or any ancestor is drawn turned (a card upside down would have a rotation). */
  function rotated(page: Page, selector: string): Promise<boolean> {
    return page.locator(selector).first().evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const t = getComputedStyle(node).transform;
        if (t && t !== 'none' && new DOMMatrix(t).a < 0.99) return true;
      }
      return false;
    });
  }

  it('offers only the decks the form can set, with no developer text', async () => {
    const page = await phonePage();
    await page.goto(`${stage.server.origin}/`);
    await page.getByRole('radio', { name: /Arquetect/ }).check();
    const deck = page.getByLabel('Deck', { exact: true });
    expect(await deck.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['starter', 'starter+expansion']);
    await deck.selectOption('starter');
    expect(await page.getByLabel(/expansion/i, { exact: false }).and(page.locator('input[type="checkbox"]')).count(), 'no expansion checkbox').toBe(0);
    const options = await page.locator('fieldset.options').innerText();
    expect(options).not.toMatch(/`|option counts|\bcounts\b/);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, 'form-phone', true);
    await page.context().close();
  });

  it('plays a trade turn, an ability and the end of a game on phones', async () => {
    // --- A 3-seat game with the expansion (event cards, so some turn outward), created on a phone.
    const host = await phonePage();
    await host.goto(`${stage.server.origin}/`);
    await host.getByRole('radio', { name: /Arquetect/ }).check();
    await host.getByRole('radio', { name: '3 players' }).check();
    await host.getByLabel('Deck', { exact: true }).selectOption('starter+expansion');
    for (const [i, name] of NAMES.entries()) await host.getByLabel(`Seat ${i + 1} name`).fill(name);
    await host.getByRole('button', { name: 'Create Arquetect for 3' }).click();
    await host.waitForURL(/\/created\//);
    const links: Link[] = [];
    const urls: string[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const url = await host.locator(`[data-seat-link="${seat}"] input`).inputValue();
      urls.push(url);
      links.push({ seat, token: new URL(url).hash.slice(1) });
    }
    const gameId = new URL(urls[0] as string).pathname.split('/').at(-1) ?? '';
    await host.context().close();

    const pages = await Promise.all(links.map(() => phonePage()));
    const seats = pages.map((page, seat) => new ArquetectSeat(page, seat));
    for (const [seat, page] of pages.entries()) {
      await page.goto(urls[seat] as string);
      await seats[seat]?.waitForVersion(0);
    }
    const [ann, bob] = seats as [ArquetectSeat, ArquetectSeat, ArquetectSeat];
    let version = 0;
    const settle = async () => Promise.all(seats.map((s) => s.waitForVersion(version)));

    // --- Ann's turn, at the start: the whole city in wrapped rows, and the controls at hand.
    await fits(ann.page, 'act');
    await shot(ann.page, 'act-phone', true);
    // Arrow keys walk the hand; a focused card shows its rule from the rules' card table.
    const first = ann.page.locator('[data-hand] [data-card-id]').first();
    await first.focus();
    const firstType = ((await first.getAttribute('data-card-id')) ?? '').replace(/-\d+$/, '') as CardType;
    const tip = ann.page.locator('.rule-tip');
    await expect.poll(async () => (await tip.innerText()).toLowerCase()).toContain(CATALOGUE[firstType].text.toLowerCase());
    await ann.page.keyboard.press('ArrowRight');
    const second = await ann.page.locator('[data-hand] [data-card-id]').nth(1).getAttribute('data-card-id');
    expect(await ann.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cardId)).toBe(second);
    await ann.page.keyboard.press('Escape');

    // Offer one card to Bob, through the phone's action bar.
    await ann.page.locator('[data-mode="offerTrade"]').click();
    await fits(ann.page, 'offer mode');
    await ann.page.locator('[data-hand] button[data-card-id]:enabled').first().click();
    await ann.page.locator('[data-addressee="1"]').click();
    await fits(ann.page, 'offer ready');
    await onScreen(ann.page, '[data-confirm="offerTrade"]', 'the offer button is on screen with the hand');
    await shot(ann.page, 'offer-phone');
    await ann.page.locator('[data-confirm="offerTrade"]:enabled').click();
    version++;
    await settle();
    await focusInTable(ann.page, 'after the offer');

    // Bob counters with one card.
    expect(await bob.step()).toBe('respond');
    await fits(bob.page, 'respond');
    await focusInTable(bob.page, 'when asked');
    await bob.page.locator('[data-hand] button[data-card-id]:enabled').first().click();
    await onScreen(bob.page, '[data-action="counter"]', 'the counter button is on screen with the hand');
    await fits(bob.page, 'counter ready');
    await bob.page.locator('[data-action="counter"]:enabled').click();
    version++;
    await settle();

    // Ann accepts, placing Bob's card with the keyboard (the gaps take focus in turn).
    expect(await ann.step()).toBe('decide');
    await fits(ann.page, 'decide');
    await focusInTable(ann.page, 'when deciding');
    await ann.page.locator('[data-placement-preview] [data-gap]').first().focus();
    await ann.page.keyboard.press('Enter');
    await expect.poll(() => ann.page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('accept');
    await shot(ann.page, 'decide-phone');
    await ann.page.keyboard.press('Enter');
    version++;
    await settle();

    // Bob places Ann's card; both hands change.
    expect(await bob.step()).toBe('place');
    await fits(bob.page, 'place');
    await bob.page.locator('[data-placement-preview] [data-gap]').last().click();
    await onScreen(bob.page, '[data-action="place"]', 'the place button is on screen');
    await shot(bob.page, 'place-phone');
    await bob.page.locator('[data-action="place"]:enabled').click();
    version++;
    await settle();

    // Ann ends her turn.
    expect(await ann.step()).toBe('endTurn');
    await fits(ann.page, 'end turn');
    await focusInTable(ann.page, 'at the end of the turn');
    expect(await ann.page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('end-turn');
    await ann.page.keyboard.press('Enter');
    version++;
    await settle();
    await fits(bob.page, 'next turn');
    expect(await seriousViolations(bob.page), 'axe on the phone, in play').toEqual([]);

    // Bob gifts a card with the keyboard alone: each choice hands focus on to the next (card, recipient, place, send).
    const active = () => bob.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.dataset.cardId ? 'card' : el?.dataset.recipient ? 'recipient' : el?.dataset.gap ? 'gap' : (el?.dataset.confirm ?? el?.tagName ?? '');
    });
    await bob.page.locator('[data-mode="gift"]').click();
    for (const expected of ['card', 'recipient', 'gap', 'gift']) {
      await expect.poll(active, { message: `focus moves on to the ${expected}` }).toBe(expected);
      await fits(bob.page, `gift: ${expected}`);
      // issue 47: the hand may be under the bar on a phone: the bar names it by its heading, never as "above"
      expect(await bob.page.locator('[data-action-bar]').innerText(), `gift: ${expected}: the hand named by where it is`).not.toMatch(/hand above/);
      if (expected === 'gap') await shot(bob.page, 'gift-phone');
      await bob.page.keyboard.press('Enter');
    }
    version++;
    await settle();

    // --- Play on through the API until an event has been used and turned outward.
    let outward: { seat: number; name: string } | null = null;
    for (let guard = 0; guard < 60 && !outward; guard++) {
      const awaited = (await seatView(gameId, links[0] as Link)).awaiting[0];
      if (awaited === undefined) break;
      const link = links[awaited] as Link;
      const legal = await legalActions(gameId, link);
      const pick =
        legal.find((a) => a.type === 'useAbility' && !String(a.card).startsWith('festival')) ??
        legal.find((a) => a.type === 'gift') ??
        legal.find((a) => a.type === 'endTurn' && a.done === false) ??
        legal.find((a) => a.type === 'declineOffer') ??
        (legal[0] as Action);
      version = await send(gameId, link, pick);
      const own = (await seatView(gameId, link)).view.hand.find((s) => s.out);
      if (own) outward = { seat: awaited, name: own.name };
    }
    expect(outward, 'an event was used').not.toBeNull();
    if (!outward) return;
    await settle();
    const owner = seats[outward.seat] as ArquetectSeat;
    const other = seats[(outward.seat + 1) % 3] as ArquetectSeat;
    // Upright in its owner's city, with its name readable, and marked as outward.
    const ownCard = `[data-hand] [data-out="true"]`;
    expect(await owner.page.locator(`${ownCard} .name`).first().innerText()).toBe(outward.name);
    expect(await rotated(owner.page, `${ownCard} .name`), 'the outward card is not drawn upside down').toBe(false);
    expect(await owner.page.locator(`${ownCard} .out-mark`).count()).toBeGreaterThan(0);
    // And in the others' view of that city: its name, upright, and its rule on focus.
    const face = other.page.locator(`[data-other-hand="${outward.seat}"] [data-slot-face="${outward.name}"]`).first();
    expect(await face.innerText()).toContain(outward.name);
    expect(await rotated(other.page, `[data-other-hand="${outward.seat}"] [data-slot-face] .name`)).toBe(false);
    // (scrolled into view first: the kit's tip closes on any scroll, and focusing an off-screen card scrolls)
    await face.scrollIntoViewIfNeeded();
    await other.page.waitForTimeout(100);
    await face.focus();
    await expect.poll(() => other.page.locator('.rule-tip').innerText()).toContain(outward.name);
    await other.page.keyboard.press('Escape');
    await fits(owner.page, 'with an outward card');
    await owner.page.locator(ownCard).first().scrollIntoViewIfNeeded();
    await shot(owner.page, 'outward-phone');
    await shot(other.page, 'outward-others-phone');
    expect(await seriousViolations(owner.page), 'axe on the phone with outward cards').toEqual([]);

    // The same table on a desktop: axe clean there too.
    const desktop = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const wide = await desktop?.newPage();
    if (!wide) throw new Error('no desktop page');
    await wide.goto(urls[outward.seat] as string);
    await new ArquetectSeat(wide, outward.seat).waitForVersion(version);
    expect(await sidewaysOverflow(wide)).toBe(0);
    expect(await seriousViolations(wide), 'axe on the desktop, in play').toEqual([]);
    await shot(wide, 'play-desktop', true);

    // --- The rest of the game through the API: everyone gifts if they must act, and declares done.
    for (let guard = 0; guard < 200; guard++) {
      const awaited = (await seatView(gameId, links[0] as Link)).awaiting[0];
      if (awaited === undefined) break;
      const link = links[awaited] as Link;
      const legal = await legalActions(gameId, link);
      const pick =
        legal.find((a) => a.type === 'endTurn' && a.done === true) ??
        legal.find((a) => a.type === 'gift') ??
        legal.find((a) => a.type === 'declineOffer') ??
        (legal[0] as Action);
      version = await send(gameId, link, pick);
    }
    await settle();
    for (const s of [...seats, new ArquetectSeat(wide, outward.seat)]) {
      await s.page.locator('[data-game-over]').waitFor();
      expect(await sidewaysOverflow(s.page)).toBe(0);
    }
    for (const [page, where] of [[ann.page, 'phone'], [wide, 'desktop']] as const) {
      expect(await seriousViolations(page), `axe on the ${where} at game over`).toEqual([]);
    }
    await shot(ann.page, 'over-phone', true);
    await shot(wide, 'over-desktop', true);
    console.info(`arquetect phone: the bar's share by step: ${[...shares].map(([s, v]) => `${s} ${v.toFixed(3)}`).join(' · ')}`);
  });
});
