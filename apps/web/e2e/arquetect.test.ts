/**
 * A whole 3-seat Arquetect game (starter + expansion deck) through the web UI: created on the home page, played in
 * three browser contexts (seat 2 on a phone) by clicking enabled controls only, against the real API server serving
 * the built app. The first turns are steered so the game holds a full trade (offer → counter → accept → place), a
 * gift and an ability; after that the choices are random but seeded. Expects `build/` (`npm test` builds first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Mode, ArquetectSeat } from './support/arquetect-seat.ts';
import { hasChromium } from './support/chromium.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { gameCall } from './support/seat-table.ts';
import { tableContext } from './support/seat-page.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const NAMES = ['Ann', 'Bob', 'Cy'];
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** Spec §3: at most 10 turns each, at most 2N+1 actions a turn. */
const MAX_ACTIONS = 10 * 3 * 7;

interface SeatLink {
  seat: number;
  url: string;
  token: string;
}

/** The parts of the API's seat view the test uses as its oracle. */
interface OracleView {
  view: { hand: { id: string; name: string; out: boolean }[] };
}

describe.skipIf(!hasChromium)('Arquetect in the browser', () => {
  const stage = useStage({ artifacts });

  const newContext = (options: typeof DESKTOP | typeof PHONE, quickPolls = true) =>
    tableContext(stage.browser, stage.server.origin, options, quickPolls);

  const shot = (page: Page, name: string) =>
    artifactShot(page, join(artifacts, `arquetect-${name}.png`), true);

  async function oracle(gameId: string, token: string): Promise<OracleView> {
    const res = await fetch(`${stage.server.origin}/api/games/${gameId}/view`, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as OracleView;
  }

  it('creates a 3-seat game on the home page and plays all of it through the UI', async () => {
    const started = Date.now();
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`arquetect e2e seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const random = seededRandom(seed);

    // --- Create the game on the home page.
    const host = await (await newContext(DESKTOP)).newPage();
    await host.goto('/');
    await host.getByRole('radio', { name: /Arquetect/ }).check();
    await host.getByRole('radio', { name: '3 players' }).check();
    await host.getByLabel('Deck', { exact: true }).selectOption('starter+expansion');
    for (const [i, name] of NAMES.entries()) await host.getByLabel(`Seat ${i + 1} name`).fill(name);
    await host.getByLabel(/List this game in the public history/).check();
    await host.getByRole('button', { name: 'Create Arquetect for 3' }).click();
    await host.waitForURL(/\/created\//);
    await host.locator('[data-seat-link="0"]').waitFor();

    const links: SeatLink[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const url = await host.locator(`[data-seat-link="${seat}"] input`).inputValue();
      links.push({ seat, url, token: new URL(url).hash.slice(1) });
    }
    const spectatorUrl = await host.locator('[data-seat-link="spectator"] input').inputValue();
    const gameId = new URL(spectatorUrl).pathname.split('/').at(-1) ?? '';

    // --- One context per seat (seat 2 on a phone), plus a spectator.
    const pages: Page[] = [host, await (await newContext(DESKTOP)).newPage(), await (await newContext(PHONE)).newPage()];
    const tables = pages.map((page, seat) => new ArquetectSeat(page, seat));
    for (const { seat, url } of links) {
      const page = pages[seat] as Page;
      await page.goto(url);
      await tables[seat]?.waitForVersion(0);
      await expect.poll(() => page.locator('[data-me]').getAttribute('data-me')).toBe(String(seat));
    }
    // the spectator follows the game at the real cadence (2–3.5 s): no step waits on it until the end
    const spectator = await (await newContext(DESKTOP, false)).newPage();
    await spectator.goto(spectatorUrl);
    await new ArquetectSeat(spectator, -1).waitForVersion(0);
    expect(await spectator.locator('[data-hand]').count(), 'a spectator has no hand').toBe(0);

    /**
     * Every seat's hand area shows its own cards, in the API's order, and nothing of another seat's; the other
     * rows show backs plus the names of outward cards only.
     */
    async function checkHands(version: number) {
      await Promise.all(tables.map((t) => t.waitForVersion(version)));
      const truth = await Promise.all(links.map((l) => oracle(gameId, l.token)));
      const hands = truth.map((t) => t.view.hand);
      for (const t of tables) {
        const own = hands[t.seat] ?? [];
        expect(await t.handIds(), `seat ${t.seat} sees its own hand in order`).toEqual(own.map((s) => s.id));
        expect(await t.handNames()).toEqual(own.map((s) => s.name));
        expect(await t.handCounts()).toEqual(hands.map((h) => h.length));
        const html = await t.handHtml();
        hands.forEach((hand, seat) => {
          if (seat === t.seat) return;
          for (const slot of hand) expect(html, `seat ${t.seat}'s hand area shows ${slot.id}`).not.toContain(`"${slot.id}"`);
        });
        for (const seat of [0, 1, 2].filter((s) => s !== t.seat)) {
          const outward = (hands[seat] ?? []).filter((s) => s.out).map((s) => s.name);
          expect(await t.otherFaces(seat), `seat ${t.seat} sees only ${seat}'s outward cards`).toEqual(outward);
        }
        expect(await t.idsInOtherRows()).toBe(0);
      }
    }

    await checkHands(0);
    await shot(pages[0] as Page, 'start-desktop');
    await shot(pages[2] as Page, 'start-phone');

    // --- Play. The first trade is steered all the way through; then a gift (with one refused send), an ability.
    const did = { trade: false, counter: false, gift: false, ability: false, ruleError: false };
    let steering = false;
    let version = 0;
    let actions = 0;
    let last = tables[0] as ArquetectSeat;
    let midShot = false;
    /** What was played, for the summary line. */
    const played: Record<string, number> = {};
    const count = (what: string) => (played[what] = (played[what] ?? 0) + 1);
    for (;;) {
      const awaited = await last.awaitedSeats();
      if (awaited.length === 0) break;
      expect(awaited.length, 'exactly one player is expected').toBe(1);
      expect(actions).toBeLessThan(MAX_ACTIONS);
      const seat = awaited[0] as number;
      const t = tables[seat] as ArquetectSeat;
      await t.waitForVersion(version);
      expect(await t.awaitingMe()).toBe(true);
      const step = await t.step();

      if (step === 'act') {
        const modes = await t.modes();
        if (modes.length === 0) {
          count('pass');
          await t.page.locator('[data-action="pass"]').click();
        } else if (!did.trade && !steering && modes.includes('offerTrade')) {
          steering = true;
          count('offer');
          await t.offer(random);
        } else if (!did.gift && modes.includes('gift')) {
          await t.prepareGift(random);
          if (!did.ruleError) {
            // A refused action (422) shows the rules' message in words; the choice stays, and sending again works.
            did.ruleError = true;
            await t.page.route(
              gameCall('actions'),
              async (route) => {
                const body = JSON.parse(route.request().postData() ?? '{}') as { action: Record<string, unknown> };
                body.action = { ...body.action, position: 999 };
                await route.continue({ postData: JSON.stringify(body) });
              },
              { times: 1 },
            );
            await t.confirm('gift').click();
            await expect.poll(() => t.page.locator('[data-notice="error"]').innerText()).toContain('must be between 0 and');
            expect(await t.version()).toBe(version);
          }
          await t.confirm('gift').click();
          count('gift');
          did.gift = true;
        } else if (!did.ability && modes.includes('useAbility')) {
          count(await t.ability(random));
          did.ability = true;
        } else {
          const weighted: Mode[] = modes.flatMap((m) => (m === 'useAbility' ? [m] : [m, m]));
          const mode = weighted[pickIndex(random, weighted.length)] as Mode;
          count(mode === 'offerTrade' ? 'offer' : mode === 'gift' ? 'gift' : await t.ability(random));
          if (mode === 'gift') await t.gift(random);
          else if (mode === 'offerTrade') await t.offer(random);
        }
      } else if (step === 'respond') {
        const canCounter = (await t.page.locator('[data-action="counter"]').count()) > 0;
        if (canCounter && (steering || random() < 0.5)) {
          count('counter');
          await t.counter(random);
          if (steering) did.counter = true;
        } else {
          count('decline');
          await t.decline();
        }
      } else if (step === 'decide') {
        if (steering || random() < 0.6) {
          if (steering) await shot(t.page, 'trade-desktop');
          count('accept');
          await t.accept(random);
        } else {
          count('reject');
          await t.reject();
        }
      } else if (step === 'place') {
        if (steering) await shot(t.page, seat === 2 ? 'place-phone' : 'place-desktop');
        await t.place(random);
        if (steering) {
          steering = false;
          did.trade = true;
        }
      } else if (step === 'endTurn') {
        // A steered trade that failed (everyone asked, or a counter rejected) is simply tried again later.
        steering = false;
        const required = did.trade && did.gift && did.ability;
        const turns = await t.turnsTaken(seat);
        const done = required && turns >= 3 && random() < 0.35;
        count(done ? 'done' : 'endTurn');
        await t.endTurn(done);
      } else {
        throw new Error(`seat ${seat} is awaited in step ${step}`);
      }
      version++;
      actions++;
      await t.waitForVersion(version);
      last = t;
      if (step === 'endTurn' || step === 'place') {
        if ((await t.step()) !== 'gameOver') await checkHands(version);
      }
      if (!midShot && did.trade && did.gift && did.ability && step === 'endTurn' && (await t.step()) !== 'gameOver') {
        midShot = true;
        await Promise.all(tables.map((x) => x.waitForVersion(version)));
        await shot(pages[0] as Page, 'mid-desktop');
        await shot(pages[2] as Page, 'mid-phone');
      }
    }
    expect(did, 'the game held a trade, a gift, an ability and a refused send').toEqual({
      trade: true,
      counter: true,
      gift: true,
      ability: true,
      ruleError: true,
    });

    // --- Game over, as every seat and the spectator see it.
    const summary = (await (await fetch(`${stage.server.origin}/api/games/${gameId}`)).json()) as {
      status: string;
      outcome: { winners: number[]; seats: { seat: number; place: number }[] };
    };
    expect(summary.status).toBe('finished');
    for (const page of [...pages, spectator]) {
      await new ArquetectSeat(page, -1).waitForVersion(version, 30_000);
      const over = page.locator('[data-game-over]');
      await over.waitFor();
      for (const s of summary.outcome.seats) {
        expect(await page.locator(`[data-result-seat="${s.seat}"]`).getAttribute('data-place')).toBe(String(s.place));
      }
      expect(await page.locator('[data-breakdown-seat]').count()).toBe(3);
      expect(await page.locator('[data-revealed-seat]').count(), 'every hand is revealed').toBe(3);
      for (const w of summary.outcome.winners) expect(await over.locator('h2').innerText()).toContain(NAMES[w]);
      const logText = await page.getByRole('region', { name: 'Log entries' }).innerText();
      expect(logText, 'the log shows names, not @N').not.toMatch(/@\d/);
      for (const name of NAMES) expect(logText).toContain(name);
    }
    await shot(pages[0] as Page, 'over-desktop');
    await shot(pages[2] as Page, 'over-phone');

    // --- The replay: every move from the game's log, and the score chart from the game's own scores.
    await spectator.goto(`/replay/${gameId}?step=${version}&seat=spectator`);
    await spectator.locator(`[data-replay-step="${version}"]`).waitFor();
    await expect.poll(() => spectator.locator('[data-move-step]').count()).toBe(version + 1);
    expect(await spectator.locator('[data-move-step] .silent').count(), 'every move has its lines').toBe(0);
    await expect.poll(() => spectator.locator('[data-score-line]').count()).toBe(3);
    const final = (await (await fetch(`${stage.server.origin}/api/games/${gameId}/scores`)).json()) as { series: number[][] };
    for (const [seat, score] of (final.series.at(-1) ?? []).entries()) {
      expect(await spectator.locator(`[data-legend-score="${seat}"]`).innerText()).toBe(String(score));
    }
    await shot(spectator, 'replay-desktop');
    console.info(`arquetect e2e: ${actions} actions in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(played)}`);
  });
});
