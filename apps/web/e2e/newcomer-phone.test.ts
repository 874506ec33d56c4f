/**
 * A newcomer on a 390×844 phone (issue 25), for what every table shares: the home page says what each game is; an
 * unknown page answers 404; the table's header never cuts a title or a name of up to 20 characters; a tap on a card
 * opens no rule (a long press does, never over the status banner, and the next tap closes it); and in every step of
 * Arquetect the action bar takes at most 30% of the screen (BAR_SHARE_MAX) with its main button in view and no
 * choice left under it once scrolled to (Avenue Empires' steps are measured so in avenue-empires-phone.test.ts,
 * Saltmarket's and Civ Builder's in their own phone files). The other seats (and the phone's own moves, between
 * measurements) play through the API. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type Created } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { BAR_SHARE_MAX, barShare, coveredChoices, overflowingElements, seenWithoutScrolling } from './support/bar-share.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

describe.skipIf(!hasChromium)('a newcomer on a phone', () => {
  const stage = useStage({ artifacts });
  const api = apiOf(() => stage.server.origin);
  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `newcomer-phone-${name}.png`));

  async function phone(path: string): Promise<Page> {
    const context = await phoneContext(stage.browser);
    context.setDefaultTimeout(15_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    await page.goto(`${stage.server.origin}${path}`);
    return page;
  }

  it('reads what each game is on the home page, and meets a 404 on an unknown page', async () => {
    const page = await phone('/');
    await page.locator('[data-pitch]').first().waitFor();
    expect(await page.locator('[data-pitch]').count()).toBe(4);
    expect(await page.locator('.steps li').first().isVisible(), 'how it works shows on a phone').toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
    await shot(page, 'home');
    const missing = await page.goto(`${stage.server.origin}/nope`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'There is no such page' }).waitFor();
    await page.context().close();
  });

  it('sees whole titles and names of up to 20 characters in the table header', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, {
      game: 'avenue-empires',
      seats: [{ name: 'Maximiliano-Augustin' }, { name: 'Alexandra-Marie' }, { name: 'Cy' }],
      pace: '3-days',
    });
    const page = await phone(game.seats[0]?.url ?? '');
    await page.locator('[data-table]').waitFor();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('header.head h1, header.head .kicker, header.head [data-me] strong')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.locator('header.head [data-me] strong').innerText()).toBe('Maximiliano-Augustin');
    expect(await page.locator('header.head h1').innerText()).toBe('Avenue Empires');
    await shot(page, 'header-long-names');
    await page.context().close();
  });

  it('opens a card’s rule on a long press only, never over the banner, and closes it with the next tap', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] });
    const page = await phone(game.seats[0]?.url ?? '');
    const card = page.locator('[data-hand] [data-card-id]').first();
    await card.waitFor();
    expect(await page.locator('[data-rule-hint]').isVisible(), 'a phone says how to read a rule').toBe(true);
    await card.tap();
    await page.waitForTimeout(600);
    expect(await page.locator('.rule-tip').count(), 'a tap is a tap').toBe(0);
    const box = await card.boundingBox();
    if (!box) throw new Error('no card');
    // a long press: a finger resting on the card
    const session = await page.context().newCDPSession(page);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await page.waitForTimeout(700);
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.locator('.rule-tip').waitFor();
    const [tip, banner] = await Promise.all([page.locator('.rule-tip').boundingBox(), page.locator('[data-banner]').boundingBox()]);
    if (!tip || !banner) throw new Error('no tip or banner');
    expect(tip.y >= banner.y + banner.height || tip.y + tip.height <= banner.y, 'the rule leaves the banner in view').toBe(true);
    await shot(page, 'rule-long-press');
    await page.locator('[data-banner]').tap();
    await expect.poll(() => page.locator('.rule-tip').count()).toBe(0);
    await page.context().close();
  });

  it('reaches the chat with the action bar showing: a focused chat box stops above the bar, not behind it', async () => {
    // Saltmarket's setup: both seats choose at once, so the bar shows from the start
    const game = await api<Created>('POST', '/api/games', undefined, { game: 'saltmarket', seats: [{ name: 'Ann' }, { name: 'Ben' }] });
    const page = await phone(game.seats[0]?.url ?? '');
    await page.locator('[data-action-bar]').waitFor();
    await page.locator('[data-chat] summary').click();
    const box = page.locator('[data-chat] #chat-text');
    await box.waitFor();
    // scrolled so the chat box sits at the foot of the screen, where the bar is; then it takes focus
    await box.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8));
    await box.evaluate((el) => (el as HTMLElement).focus());
    await page.waitForTimeout(300);
    const seen = await box.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const bar = document.querySelector('[data-action-bar]')?.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { onTop: hit === el, aboveBar: !bar || r.bottom <= bar.top + 0.5, inView: r.top >= 0 };
    });
    await shot(page, 'chat-with-bar');
    expect(seen).toEqual({ onTop: true, aboveBar: true, inView: true });
    await page.context().close();
  });

  /** Plays a whole game of `kind` through the API, measuring the phone seat's table at each of its waits. */
  async function measureSteps(kind: string, seats: number, stepOf: (page: Page) => Promise<string>) {
    const names = ['Ann', 'Ben', 'Cy', 'Dee'].slice(0, seats);
    const game = await api<Created>('POST', '/api/games', undefined, { game: kind, seats: names.map((name) => ({ name })) });
    const page = await phone(game.seats[0]?.url ?? '');
    await page.locator('[data-table]').waitFor();
    const random = seededRandom(25);
    const largest = new Map<string, number>();
    let measured = 0;
    // every wait of the phone's seat, to the end of the game
    for (let moves = 0; moves < 600; moves++) {
      const { awaiting, version } = await api<{ awaiting: number[]; version: number }>('GET', `/api/games/${game.id}/view`);
      if (awaiting.length === 0) break;
      if (awaiting.includes(0)) {
        await page.locator(`[data-table][data-version="${version}"]`).waitFor();
        await page.locator('[data-action-bar]').first().waitFor();
        const step = await stepOf(page);
        const share = await barShare(page);
        expect(share, `${kind} ${step}: the bar's share of the screen`).toBeLessThanOrEqual(BAR_SHARE_MAX);
        const foot = page.locator('[data-action-bar] .bar-foot button, [data-action-bar] [data-action^="confirm"]');
        const main = (await foot.count()) > 0 ? foot.last() : page.locator('[data-action-bar] button').last();
        expect(await seenWithoutScrolling(main), `${kind} ${step}: its main button in view`).toBe(true);
        expect(await coveredChoices(page), `${kind} ${step}: no choice left under the confirm row`).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await overflowingElements(page, '[data-action-bar]'), `${kind} ${step}: nothing wider than the bar`).toEqual([]);
        if (!largest.has(step)) {
          await shot(page, `${kind}-${step}`);
          expect(await seriousViolations(page)).toEqual([]);
        }
        largest.set(step, Math.max(largest.get(step) ?? 0, share));
        measured++;
      }
      const seat = awaiting[pickIndex(random, awaiting.length)] as number;
      const token = game.seats[seat]?.token;
      const legal = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
      const action = legal.legalActions[pickIndex(random, legal.legalActions.length)];
      await api('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: legal.version, action, idempotencyKey: `m${moves}` });
    }
    console.log(`${kind}: the bar's largest share of a 390×844 screen by step: ${[...largest].map(([s, v]) => `${s} ${(v * 100).toFixed(0)}%`).join(', ')}`);
    expect(largest.size).toBeGreaterThan(0);
    await page.context().close();
  }

  it('keeps the board in view in every step of Arquetect', async () => {
    await measureSteps('arquetect', 3, async (page) => (await page.locator('[data-banner]').getAttribute('data-step')) ?? '?');
  }, 240_000);
});
