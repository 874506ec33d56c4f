/**
 * A whole 3-seat Avenue Empires game through the web UI: created on the home page, played in three browser contexts
 * (one per seat, one of them phone-sized) by clicking random enabled controls, against the real API server serving
 * the built app. Expects `build/` to exist (`npm test` runs `vite build` first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { SeatTable, type TradePick } from './support/seat-table.ts';
import { tableContext } from './support/seat-page.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const NAMES = ['Ann', 'Bob', 'Cy'];
/** 3 seats: 20 rounds, 19 Trading and 20 Building phases, one submission per seat each (spec §3). */
const MOVES = 117;
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

interface SeatLink {
  seat: number;
  url: string;
  token: string;
}

describe.skipIf(!hasChromium)('Avenue Empires in the browser', () => {
  const stage = useStage({ artifacts });

  const newContext = (options: typeof DESKTOP | typeof PHONE, quickPolls = true) =>
    tableContext(stage.browser, stage.server.origin, options, quickPolls);

  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `${name}.png`), true);

  /** The seat's hand as the API reports it to that seat: the oracle the UI is checked against. */
  async function apiHand(gameId: string, token: string): Promise<{ hand: string[]; names: Record<string, string> }> {
    const res = await fetch(`${stage.server.origin}/api/games/${gameId}/view`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { view: { hand: string[]; catalogue: Record<string, { name: string }> } };
    const names = Object.fromEntries(
      body.view.hand.map((id) => [id, body.view.catalogue[id.slice(0, id.lastIndexOf('-'))]?.name ?? id]),
    );
    return { hand: body.view.hand, names };
  }

  it('creates a 3-seat game on the home page and plays all of it through the UI', async () => {
    const started = Date.now();
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`e2e playout seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const random = seededRandom(seed);

    // --- Create the game on the home page.
    const hostContext = await newContext(DESKTOP);
    const host = await hostContext.newPage();
    await host.goto('/');
    await expect.poll(() => host.getByRole('radio', { name: /Avenue Empires/ }).isChecked()).toBe(true);
    await host.getByRole('radio', { name: '3 players' }).check();
    for (const [i, name] of NAMES.entries()) await host.getByLabel(`Seat ${i + 1} name`).fill(name);
    await shot(host, 'home-desktop');
    await host.getByLabel(/List this game in the public history/).check();
    await host.getByRole('button', { name: 'Create Avenue Empires for 3' }).click();
    await host.waitForURL(/\/created\//);
    await host.locator('[data-seat-link="0"]').waitFor();
    await shot(host, 'links-desktop');

    const links: SeatLink[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const url = await host.locator(`[data-seat-link="${seat}"] input`).inputValue();
      const token = new URL(url).hash.slice(1);
      expect(url.startsWith(stage.server.origin ?? '?')).toBe(true);
      expect(token.length).toBeGreaterThanOrEqual(22);
      links.push({ seat, url, token });
    }
    const spectatorUrl = await host.locator('[data-seat-link="spectator"] input').inputValue();
    const gameId = new URL(spectatorUrl).pathname.split('/').at(-1) ?? '';

    // --- One context per seat (seat 2 on a phone), plus a spectator.
    const pages: Page[] = [host, await (await newContext(DESKTOP)).newPage(), await (await newContext(PHONE)).newPage()];
    const tables = pages.map((page, seat) => new SeatTable(page, seat));
    for (const { seat, url } of links) {
      const page = pages[seat] as Page;
      await page.goto(url);
      await tables[seat]?.waitForVersion(0);
      expect(new URL(page.url()).hash, 'the token leaves the address bar').toBe('');
      await expect.poll(() => page.locator('[data-me]').getAttribute('data-me')).toBe(String(seat));
      expect(await page.evaluate((id) => localStorage.getItem(`turnpost:seat:${id}`), gameId)).toBe(links[seat]?.token);
    }
    // the spectator follows the game at the real cadence (2–3.5 s): no test step waits on it until the end, and
    // drawing each of the 118 versions as it came cost chromium a quarter of the file's table updates
    const spectator = await (await newContext(DESKTOP, false)).newPage();
    await spectator.goto(spectatorUrl);
    await new SeatTable(spectator, -1).waitForVersion(0);
    expect(await spectator.locator('[data-me]').getAttribute('data-me')).toBe('spectator');
    expect(await spectator.locator('[data-hand]').count(), 'a spectator has no hand').toBe(0);

    /** Every seat's hand area shows exactly its own cards (ids and names), and no other seat's. */
    async function checkHands(version: number) {
      await Promise.all(tables.map((t) => t.waitForVersion(version)));
      const truth = await Promise.all(links.map((l) => apiHand(gameId, l.token)));
      for (const t of tables) {
        const own = truth[t.seat];
        if (!own) throw new Error('no hand');
        expect((await t.handIds()).sort(), `seat ${t.seat} sees its own hand`).toEqual([...own.hand].sort());
        expect((await t.handNames()).sort()).toEqual(own.hand.map((id) => own.names[id]).sort());
        expect(await t.handCounts()).toEqual(truth.map((h) => h.hand.length));
        const html = await t.handHtml();
        for (const other of truth.filter((_, seat) => seat !== t.seat)) {
          for (const id of other.hand) expect(html, `seat ${t.seat}'s hand area shows ${id}`).not.toContain(`"${id}"`);
        }
      }
    }

    await checkHands(0);
    await shot(pages[0] as Page, 'table-start-desktop');
    await shot(pages[2] as Page, 'table-start-phone');

    // --- Play the whole game.
    let version = 0;
    let moves = 0;
    let awaited = [0, 1, 2];
    let changedChoice = false;
    let testedStale = false;
    let testedConflict = false;
    while (awaited.length > 0) {
      if (!testedStale && awaited.length >= 2 && moves >= 1) {
        // Seat b's tab misses seat a's move, so b submits on an older version; what b's choice rests on did not
        // change (another seat choosing does not count), so the server takes it anyway: no conflict, no notice.
        testedStale = true;
        const [a, b] = [awaited[0] as number, awaited[1] as number];
        const tb = tables[b] as SeatTable;
        await tb.waitForVersion(version);
        const thaw = await tb.freezePolls();
        await tables[a]?.waitForVersion(version);
        await tables[a]?.playOneMove(random);
        await tables[a]?.waitForVersion(version + 1);
        await tb.playOneMove(random);
        version += 2;
        moves += 2;
        await tb.waitForVersion(version);
        expect(await tb.page.locator('[data-notice]').count(), 'a stale submit on an unchanged basis is no conflict').toBe(0);
        await thaw();
        await tables[a]?.waitForVersion(version);
        awaited = await (tables[a] as SeatTable).awaitedSeats();
        continue;
      }
      if (!testedConflict && testedStale && awaited.length === 1) {
        // Seat a's choice closes Trading while seat b's tab, which chose already, misses it; b then changes its
        // trade on the old version. The hands changed meanwhile: 409, reload, a notice, and b plays on.
        const a = awaited[0] as number;
        const b = [0, 1, 2].find((s) => s !== a) as number;
        const tb = tables[b] as SeatTable;
        await tb.waitForVersion(version);
        if ((await tb.phase()) === 'trading' && (await tb.page.locator('[data-my-choice]').count()) > 0) {
          testedConflict = true;
          const thaw = await tb.freezePolls();
          await tables[a]?.waitForVersion(version);
          await tables[a]?.playOneMove(random);
          version++;
          moves++;
          await tables[a]?.waitForVersion(version);
          await tb.playOneMove(random);
          await expect
            .poll(() => tb.page.locator('[data-notice="info"]').innerText())
            .toContain('Someone acted just before you');
          await tb.waitForVersion(version);
          await thaw();
          awaited = await (tables[a] as SeatTable).awaitedSeats();
          continue;
        }
      }

      const seat = awaited[pickIndex(random, awaited.length)] as number;
      const t = tables[seat] as SeatTable;
      await t.waitForVersion(version);
      expect(await t.awaitingMe()).toBe(true);
      const phase = await t.phase();
      const pick: TradePick | null = await t.playOneMove(random);
      version++;
      moves++;
      await t.waitForVersion(version);
      if (awaited.length > 1) {
        // The phase is still open: the seat's secret choice shows, and it may change it.
        await expect
          .poll(() => t.page.locator('[data-my-choice]').innerText())
          .toContain('you can change it until everyone has chosen');
        if (!changedChoice && phase === 'trading') {
          changedChoice = true;
          await t.playOneMove(random, pick);
          version++;
          await t.waitForVersion(version);
          await expect.poll(() => t.page.locator('[data-my-choice]').count()).toBe(1);
        }
      }
      awaited = await t.awaitedSeats();
      if (moves % 12 === 0 && awaited.length > 0) await checkHands(version);
      if (moves === 60) {
        await Promise.all(tables.map((x) => x.waitForVersion(version)));
        await shot(pages[0] as Page, 'table-mid-desktop');
        await shot(pages[2] as Page, 'table-mid-phone');
      }
    }

    // --- Game over, as every seat and the spectator see it.
    expect(moves).toBe(MOVES);
    expect({ testedStale, testedConflict }).toEqual({ testedStale: true, testedConflict: true });
    expect(version, '117 moves plus one changed choice').toBe(MOVES + 1);
    const summary = (await (await fetch(`${stage.server.origin}/api/games/${gameId}`)).json()) as {
      status: string;
      outcome: { winners: number[]; seats: { seat: number; place: number }[] };
    };
    expect(summary.status).toBe('finished');
    for (const page of [...pages, spectator]) {
      await new SeatTable(page, -1).waitForVersion(version, 30_000);
      const over = page.locator('[data-game-over]');
      await over.waitFor();
      expect(await page.locator('[data-result-seat]').count()).toBe(3);
      for (const s of summary.outcome.seats) {
        expect(await page.locator(`[data-result-seat="${s.seat}"]`).getAttribute('data-place')).toBe(String(s.place));
      }
      expect(await page.locator('[data-breakdown-seat]').count()).toBe(3);
      const winners = summary.outcome.winners.map((w) => NAMES[w] as string);
      for (const name of winners) expect(await over.locator('h2').innerText()).toContain(name);
    }
    await shot(pages[0] as Page, 'table-over-desktop');
    await shot(pages[2] as Page, 'table-over-phone');

    // --- The finished game is listed in the history, with a link to its table.
    await host.goto('/games?status=finished');
    await host.locator(`[data-game-id="${gameId}"]`).waitFor();
    await shot(host, 'games-desktop');
    console.info(`e2e: ${moves} moves in ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
