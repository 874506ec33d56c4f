/**
 * Playing against bots in the browser: a newcomer picks "1 person + 2 hard bots" for Saltmarket on the home page,
 * takes their seat from the links page and plays to the final ranking at desktop width, waiting on nothing but the
 * bots' thinking (how long each bot reply takes to show at the table is measured: median and p95); a person plays
 * each other game against medium bots to the ranking the same way; and a Saltmarket game against a medium bot on a
 * 390×844 phone, whose replies show within 3 s and each of whose person's steps fits the phone. The players panel names the bots as bots. Expects `build/` to exist (`npm test`
 * runs `vite build` first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CivAction, CivView } from '@turnpost/rules/civ-builder';
import { TOWN_BUILDINGS } from '@turnpost/rules/saltmarket';
import { type SeatState, chooseAction, perform } from './civ-builder-driver.ts';
import { actThroughActionBar, versionOf } from './support/action-bar.ts';
import { seriousViolations } from './support/axe.ts';
import { BAR_SHARE_MAX, barShare } from './support/bar-share.ts';
import { apiOf } from './support/api.ts';
import { ArquetectSeat } from './support/arquetect-seat.ts';
import { SeatTable } from './support/seat-table.ts';
import { hasChromium } from './support/chromium.ts';
import { PHONE, phoneContext, sidewaysOverflow } from './support/phone.ts';
import { seededRandom } from './support/random.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;

describe.skipIf(!hasChromium)('playing against bots in the browser', () => {
  const stage = useStage({ artifacts });
  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `${name}.png`), true);
  const api = apiOf(() => stage.server.origin);

  /**
   * The home page: `title` for `holders.length` seats, each a person or a bot of a level; then the links page, whose
   * first person's link is returned (its token too) before the person takes that seat.
   */
  async function createOnHomePage(page: Page, title: string, holders: string[]): Promise<{ gameId: string; token: string }> {
    await page.goto(new URL('/', stage.server.origin).href);
    await page.getByRole('radio', { name: new RegExp(title) }).check();
    await page.getByRole('radio', { name: `${holders.length} players` }).check();
    for (const [i, holder] of holders.entries()) await page.getByLabel(`Seat ${i + 1} played by`).selectOption({ label: holder });
    await shot(page, `bots-home-${page.viewportSize()?.width}`);
    await page.getByRole('button', { name: `Create ${title} for ${holders.length}` }).click();
    await page.waitForURL(/\/created\//);
    const url = new URL(await page.locator('[data-seat-link="0"] input').inputValue());
    return { gameId: url.pathname.split('/').at(-1) ?? '', token: url.hash.slice(1) };
  }

  /**
   * Plays the person's seat to the end through the UI; after each of its moves, how long until the table waits on it
   * again (the bots' replies shown, polled every 250 ms) or the game is over.
   */
  async function playToTheEnd(page: Page, moveOnce: () => Promise<void>, beforeMove?: () => Promise<void>): Promise<number[]> {
    const replies: number[] = [];
    const table = page.locator('[data-table]');
    const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    for (let moves = 0; moves < 400; moves++) {
      await page.locator('[data-table][data-awaiting-me="true"], [data-game-over]').first().waitFor({ timeout: 60_000 });
      if ((await page.locator('[data-game-over]').count()) > 0) return replies;
      // in a simultaneous phase the bots choose beside the person: act once their choices are in and shown
      const settled = await botsSettled(gameId);
      await page.locator(`[data-table][data-version="${settled}"]`).waitFor({ timeout: 20_000 });
      await beforeMove?.();
      const before = await versionOf(page);
      await moveOnce().catch(async (error) => {
        await shot(page, `bots-stuck-${moves}`);
        throw error;
      });
      await expect.poll(() => versionOf(page), { timeout: 20_000 }).not.toBe(before);
      const moved = Date.now();
      // the game waits on the bots now, or on this seat again (a phase where the person moves twice)
      await page.locator('[data-table][data-awaiting-me="true"], [data-game-over]').first().waitFor({ timeout: 60_000 });
      if ((await table.getAttribute('data-awaiting-me')) === 'true' || (await page.locator('[data-game-over]').count()) > 0)
        replies.push(Date.now() - moved);
    }
    throw new Error('the game did not end in 400 moves');
  }

  /** The game's version once no bot is due (the bots' moves made), as the API says. */
  async function botsSettled(gameId: string): Promise<number> {
    for (let tries = 0; tries < 600; tries++) {
      const s = await api<{ version: number; seats: { awaited: boolean; bot: string | null }[] }>('GET', `/api/games/${gameId}`);
      if (!s.seats.some((seat) => seat.awaited && seat.bot !== null)) return s.version;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the bots of ${gameId} did not settle in 60 s`);
  }

  /** Saltmarket's moves: random enabled buttons of the action bar. */
  const saltmarketMove = (page: Page, random: () => number) => () =>
    actThroughActionBar(page, random, async (before) => {
      await shot(page, 'bots-stuck');
      await expect.poll(() => versionOf(page), { timeout: 5_000 }).not.toBe(before);
    });

  /** Opens the person's seat from the links page. */
  async function takeSeat(page: Page) {
    await page.getByRole('link', { name: /Take seat 1/ }).click();
    await page.locator('[data-table]').waitFor();
  }

  async function desktop(): Promise<Page> {
    const context = await stage.browser.newContext({ viewport: DESKTOP });
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    return context.newPage();
  }

  /**
   * A person at a desktop against medium bots (`bots` of them) in `title`, from the home page to the ranking, moving
   * by `moveOf` (given the page and the person's game and token); logs how soon the bots' replies showed.
   */
  async function againstMediumBots(
    title: string,
    bots: number,
    moveOf: (page: Page, seat: { gameId: string; token: string }) => () => Promise<void>,
  ) {
    const page = await desktop();
    const person = await createOnHomePage(page, title, ['A person', ...Array.from({ length: bots }, () => 'Bot, medium')]);
    await takeSeat(page);
    const replies = await playToTheEnd(page, moveOf(page, person));
    await expectRanking(page, bots + 1, /Bot \w+ \(medium\)/);
    console.info(`${title}, medium bots' replies: median ${median(replies)} ms, p95 ${p95(replies)} ms over ${replies.length}`);
    await page.context().close();
  }

  /** The ranking of all `seats`, the bots named as bots in the players panel. */
  async function expectRanking(page: Page, seats: number, bots: RegExp) {
    await page.locator('[data-game-over] [data-result-seat]').first().waitFor();
    expect(await page.locator('[data-game-over] [data-result-seat]').count()).toBe(seats);
    expect((await page.locator('[data-player-seat]').allInnerTexts()).filter((n) => bots.test(n)).length).toBe(seats - 1);
  }

  it('plays Saltmarket, one person against two hard bots, from the home page to the ranking', async () => {
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`bots e2e seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const page = await desktop();
    await createOnHomePage(page, 'Saltmarket', ['A person', 'Bot, hard', 'Bot, hard']);
    // the links page: a link for the person, none for the bots
    expect(await page.locator('[data-seat-link="0"]').count()).toBe(1);
    expect(await page.locator('[data-bot-seat]').count()).toBe(2);
    await shot(page, 'bots-links');
    await takeSeat(page);
    const replies = await playToTheEnd(page, saltmarketMove(page, seededRandom(seed)));
    await expectRanking(page, 3, /Bot \w+ \(hard\)/);
    await shot(page, 'bots-over');
    console.info(`hard bots' replies at the table: median ${median(replies)} ms, p95 ${p95(replies)} ms over ${replies.length}`);
    await page.context().close();
  }, 600_000);

  it('plays Saltmarket against a medium bot on a 390×844 phone: each reply shown within 3 s, every step fits the phone', async () => {
    const context = await phoneContext(stage.browser);
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    await createOnHomePage(page, 'Saltmarket', ['A person', 'Bot, medium']);
    await takeSeat(page);

    // a building's rule shows on keyboard focus, with the text of the rules' building table; focused once the bot's
    // setup, chosen beside the person's, is in and shown (a CI run under load, 2026-12-07, never saw the rule when the
    // card was focused at once: not reproduced alone nor beside two busy cores)
    const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.locator(`[data-table][data-version="${await botsSettled(gameId)}"]`).waitFor();
    const card = page.locator('[data-display] [data-card-id]').first();
    const id = await card.getAttribute('data-card-id');
    await card.focus();
    const tip = page.locator('.rule-tip');
    await tip.waitFor();
    expect(await tip.textContent()).toContain(TOWN_BUILDINGS.find((b) => b.id === id)?.text ?? '?');
    await page.keyboard.press('Escape');

    // before each of the person's moves: no sideways scroll, the bar within BAR_SHARE_MAX, its first control on
    // screen (a tap target's 44 px at least: a tall character board may go on below, in the bar's own scroll), axe
    // clean once in play (every step of a solo game is measured in saltmarket-phone.test.ts)
    const shares = new Map<string, number>();
    let axeChecked = false;
    const fitsThePhone = async () => {
      const banner = page.locator('[data-phase]').first();
      const [phase, step] = [await banner.getAttribute('data-phase'), (await banner.getAttribute('data-step')) ?? '?'];
      const where = `${step} at version ${await versionOf(page)}`;
      expect(await sidewaysOverflow(page), `no sideways scroll at ${PHONE.width} px, ${where}`).toBe(0);
      const share = await barShare(page);
      shares.set(step, Math.max(shares.get(step) ?? 0, share));
      expect(share, `the bar's share of the screen, ${where}`).toBeLessThanOrEqual(BAR_SHARE_MAX);
      const boxes = await page.locator('[data-action-bar] button').evaluateAll((els) =>
        els.slice(0, 1).map((el) => {
          const r = el.getBoundingClientRect();
          const bar = (el.closest('[data-action-bar]') as Element).getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, barTop: bar.top };
        }),
      );
      for (const box of boxes) {
        expect(box.top, `the bar's first button starts inside the bar, ${where}`).toBeGreaterThanOrEqual(box.barTop - 0.5);
        expect(Math.min(box.bottom, PHONE.height) - box.top, `44 px of the bar's first button on screen, ${where}`).toBeGreaterThanOrEqual(Math.min(44, box.bottom - box.top));
        expect(box.left, where).toBeGreaterThanOrEqual(0);
        expect(box.right, where).toBeLessThanOrEqual(PHONE.width);
      }
      if (!axeChecked && phase === 'play') {
        axeChecked = true;
        expect(await seriousViolations(page), `axe-core on the table in play, ${where}`).toEqual([]);
      }
    };
    const replies = await playToTheEnd(page, saltmarketMove(page, seededRandom(7)), fitsThePhone);
    expect(axeChecked).toBe(true);
    await expectRanking(page, 2, /Bot \w+ \(medium\)/);
    expect(await sidewaysOverflow(page), 'no sideways scroll at game over').toBe(0);
    expect(await seriousViolations(page), 'axe-core at game over').toEqual([]);
    console.info(`medium bot's replies at the table (phone): median ${median(replies)} ms, p95 ${p95(replies)} ms over ${replies.length}`);
    console.info(`saltmarket on a phone, the bar's largest share by step: ${[...shares].map(([k, v]) => `${k} ${v.toFixed(3)}`).join(' · ')}`);
    expect(median(replies)).toBeLessThan(3_000);
    await shot(page, 'bots-phone-over');
    await context.close();
  }, 600_000);

  it('plays Avenue Empires against two medium bots to the ranking', () =>
    againstMediumBots('Avenue Empires', 2, (page) => {
      const seat = new SeatTable(page, 0);
      const random = seededRandom(11);
      return async () => void (await seat.playOneMove(random));
    }), 600_000);

  it('plays Arquetect against two medium bots to the ranking', () =>
    againstMediumBots('Arquetect', 2, (page) => {
      const seat = new ArquetectSeat(page, 0);
      const random = seededRandom(12);
      return async () => {
        const step = await seat.step();
        if (step === 'act') {
          const modes = await seat.modes();
          if (modes.length === 0) await page.locator('[data-action="pass"]').click();
          else if (modes.includes('offerTrade') && random() < 0.3) await seat.offer(random);
          else if (modes.includes('gift')) await seat.gift(random);
          else await seat.offer(random);
        } else if (step === 'respond') await seat.decline();
        else if (step === 'decide') await seat.accept(random);
        else if (step === 'place') await seat.place(random);
        else if (step === 'endTurn') await seat.endTurn(random() < 0.3);
        else throw new Error(`the person is awaited in step ${step}`);
      };
    }), 600_000);

  // A Civ Builder game lasts hundreds of the person's actions: the first two rounds are played at the table (each
  // kind of step is clicked through in civ-builder.test.ts and civ-builder-phone.test.ts), the rest over HTTP with the
  // person's link, as fast as the bot answers, the table closed meanwhile and opened again for the ranking (176 s in
  // all when every action was clicked, 2026-12-06).
  it('plays Civ Builder against a medium bot to the ranking', () =>
    againstMediumBots('Civ Builder', 1, (page, { gameId, token }) => {
      const random = seededRandom(13);
      const state = async (): Promise<SeatState | null> => {
        const v = await api<{ version: number; view: CivView }>('GET', `/api/games/${gameId}/view`, token);
        const l = await api<{ version: number; legalActions: CivAction[] }>('GET', `/api/games/${gameId}/legal-actions`, token);
        return v.version === l.version ? { version: v.version, view: v.view, legalActions: l.legalActions } : null;
      };
      const choose = (s: SeatState) => chooseAction(s, 0, random, { spareLastLandmark: false });
      return async () => {
        const now = await state();
        if (!now) return;
        if (now.view.round <= 2) {
          await page.locator(`[data-table][data-version="${now.version}"]`).waitFor();
          await perform(page, now, 0, choose(now));
          return;
        }
        // the table is left meanwhile: polled every 250 ms, it would draw each of the game's hundreds of versions
        const table = page.url();
        await page.goto('about:blank');
        for (let moves = 0; moves < 2000; moves++) {
          const s = await api<{ status: string; seats: { awaited: boolean }[] }>('GET', `/api/games/${gameId}`);
          if (s.status !== 'active') {
            // the person's link opens the table again, at game over: the ranking first, then on
            await page.goto(table);
            await page.locator('[data-game-over]').waitFor();
            return;
          }
          const mine = s.seats[0]?.awaited ? await state() : null;
          if (!mine) {
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          await api('POST', `/api/games/${gameId}/actions`, token, { expectedVersion: mine.version, action: choose(mine), idempotencyKey: `civ-bots-${moves}` });
        }
        throw new Error('the Civ Builder game did not end in 2,000 moves over HTTP');
      };
    }), 900_000);
});
