/**
 * A Saltmarket game dealt before sealed deals (issue 49, point 3): its seed dealt the characters with the rest, so it
 * has no sealed seed and no public record. Its replay steps must keep each player's unchosen character hidden forever
 * all the same: once the game is over another seat or a spectator may step through any seat's eyes, and sees no more
 * than a game dealt today shows, while each seat's own replay still shows it both its dealt characters.
 */
import { events as eventRows, games } from '@turnpost/db';
import { engineFor, replay } from '@turnpost/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, playOut } from '../testing-playout.ts';
import { bodyOf, openTestApp, sameDatabase, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

type Truth = { players: { dealt: string[]; character: string | null }[] };

/** A Saltmarket game of `seats` stored as games were before sealed deals, played to its end by a server that never saw it dealt otherwise. */
async function oldGame(seats: number) {
  const g = await createGame(t, 'saltmarket', seats);
  await t.database.db.update(games).set({ sealedSeed: null, sealedCommitment: null }).where(eq(games.id, g.id));
  const old = sameDatabase(t);
  const events = await playOut(old, g, `old-deal-${seats}`);
  const [row] = await t.database.db.select().from(games).where(eq(games.id, g.id));
  const engine = row && engineFor(row.kind, row.rulesVersion);
  if (!row || !engine) throw new Error('the game is stored');
  const moves = (await bodyOf(await old.call('GET', `/api/games/${g.id}/events`))).events as { seat: number; action: unknown }[];
  // the true deal, as the seed dealt it (the events as stored: setup choices replaced before the reveal included)
  const stored = await t.database.db.select().from(eventRows).where(eq(eventRows.gameId, g.id)).orderBy(asc(eventRows.seq));
  const truth = replay<Truth>(engine, { seats, options: row.options, seed: row.seed }, stored.map((e) => ({ seat: e.seat, action: e.action })));
  const unchosen = truth.players.map((p) => p.dealt.filter((c) => c !== p.character));
  return { g, old, events, moves, unchosen };
}

describe('a Saltmarket game dealt before sealed deals', () => {
  for (const seats of [2, 3, 4]) {
    it(`at ${seats} seats: no other seat nor a spectator sees a seat's unchosen character at any step; the seat itself does`, async () => {
      const { g, old, events, moves, unchosen } = await oldGame(seats);
      expect(events).toBeGreaterThan(seats);
      expect(unchosen.every((u) => u.length === 1)).toBe(true);
      expect(moves).toHaveLength(events);
      const every = seats === 2 ? 1 : 7;
      let asked = 0;
      for (let v = 0; v <= events; v += v < 2 * seats + 4 ? 1 : every)
        for (let p = 0; p < seats; p++) {
          const hidden = unchosen[p]?.[0] as string;
          for (const requester of [(p + 1) % seats, null]) {
            const res = await old.call('GET', `/api/games/${g.id}/steps/${v}?seat=${p}`, requester === null ? {} : { token: g.seats[requester]?.token });
            expect(res.status).toBe(200);
            expect(JSON.stringify(await bodyOf(res)), `step ${v} of seat ${p} asked by ${requester ?? 'a spectator'}`).not.toContain(`"${hidden}"`);
            asked++;
          }
        }
      expect(asked).toBeGreaterThan(8 * seats);
      for (let p = 0; p < seats; p++) {
        const step = async (v: number, requester: number) =>
          bodyOf(await old.call('GET', `/api/games/${g.id}/steps/${v}?seat=${p}`, { token: g.seats[requester]?.token }));
        // each seat's own replay: both its dealt characters, as it saw them
        const own = await step(1, p);
        expect(own.view.dealt).toContain(unchosen[p]?.[0]);
        expect(own.view.dealt).toHaveLength(2);
        // and another's replay of it is the same game, but for the character it did not choose
        for (const v of [1, Math.floor(events / 2), events]) {
          const { view: mine, choices: _own, ...rest } = await step(v, p);
          const { view: theirs, choices: _theirs, ...told } = await step(v, (p + 1) % seats);
          expect(told).toEqual(rest);
          expect({ ...theirs, dealt: mine.dealt.filter((c: string) => c !== unchosen[p]?.[0]) }).toEqual({ ...mine, dealt: theirs.dealt });
        }
      }
    }, 120_000);
  }
});
