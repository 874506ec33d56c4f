/**
 * Standing proof (reliability): racing submits on real PostgreSQL. Arquetect has one seat acting at a time and no
 * `decisionBasis`, so of 50 submits of the acting seat at the same version, with 50 different idempotency keys,
 * exactly one is appended and the 49 others answer 409 E_STALE with the new version. 100 rounds; afterwards every
 * game's events are gap-free (seq 1..N, version N) and hold exactly the winners, each under its own key.
 */
import { rowsOf } from '@turnpost/db';
import { canonicalJson, expandChoices } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 100);
const RACERS = 50;

describe.runIf(process.env.DATABASE_URL)('racing submits (real PostgreSQL)', () => {
  it(`${ROUNDS} rounds of ${RACERS} parallel submits at one version: exactly one wins, the others get 409 E_STALE, events stay gap-free`, async () => {
    const t: TestApp = await openTestApp(undefined, { guard: memoryAbuseGuard({ tokenFailures: 1_000_000, creations: 1_000_000 }) });
    try {
      const started = performance.now();
      const roundMs: number[] = [];
      /** game id → the winners, in order: seq, seat, key, action */
      const winners = new Map<string, { seq: number; seat: number; key: string; action: unknown }[]>();
      let game: { id: string; tokens: string[] } | null = null;
      let seats = 2;
      for (let round = 0; round < ROUNDS; round++) {
        if (!game) {
          const created = await bodyOf(
            await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: Array.from({ length: seats }, (_, i) => ({ name: `R${i}` })) } }),
          );
          game = { id: created.id, tokens: created.seats.map((s: { token: string }) => s.token) };
          winners.set(game.id, []);
          seats = seats >= 6 ? 2 : seats + 1;
        }
        const spectator = await bodyOf(await t.call('GET', `/api/games/${game.id}/view`));
        expect(spectator.awaiting, 'Arquetect awaits one seat at a time').toHaveLength(1);
        const seat = spectator.awaiting[0] as number;
        const token = game.tokens[seat] as string;
        const mine = await bodyOf(await t.call('GET', `/api/games/${game.id}/view`, { token }));
        const version = mine.version as number;
        const all = expandChoices(mine.choices) as Record<string, unknown>[];
        expect(all.length).toBeGreaterThan(0);
        // longer games: leave out declaring the city done (it ends the game) while there is anything else
        const going = all.filter((a) => !(a.type === 'endTurn' && a.done === true));
        const legal = going.length > 0 ? going : all;
        // even rounds: 50 different legal actions (as far as there are); odd rounds: one action under 50 keys
        const actions = Array.from({ length: RACERS }, (_, i) => (round % 2 === 0 ? legal[(i * 7919) % legal.length] : legal[round % legal.length]));
        const keys = actions.map((_, i) => `race-${round}-${i}`);
        const t0 = performance.now();
        const answers = await Promise.all(
          actions.map(async (action, i) => {
            const res = await t.call('POST', `/api/games/${game?.id}/actions`, { token, body: { expectedVersion: version, action, idempotencyKey: keys[i] } });
            return { i, status: res.status, body: await bodyOf(res) };
          }),
        );
        roundMs.push(performance.now() - t0);
        const won = answers.filter((a) => a.status === 200);
        const lost = answers.filter((a) => a.status !== 200);
        expect(won, `round ${round}: exactly one winner (statuses ${answers.map((a) => a.status).join(',')})`).toHaveLength(1);
        const winner = won[0] as (typeof answers)[number];
        expect(winner.body.version).toBe(version + 1);
        for (const a of lost) expect(a, `round ${round}`).toMatchObject({ status: 409, body: { code: 'E_STALE', message: expect.any(String), version: version + 1 } });
        winners.get(game.id)?.push({ seq: version + 1, seat, key: keys[winner.i] as string, action: actions[winner.i] });
        if (winner.body.status === 'finished') game = null;
      }
      const elapsed = performance.now() - started;

      // every game: events 1..N without gaps, version N, exactly the winners under their keys
      let events = 0;
      for (const [id, won] of winners) {
        const rows = rowsOf<{ seq: number; seat: number; idempotency_key: string; action: unknown }>(
          await t.database.db.execute(`select seq, seat, idempotency_key, action from events where game_id = '${id}' order by seq` as never),
        );
        const [g] = rowsOf<{ version: number }>(await t.database.db.execute(`select version from games where id = '${id}'` as never));
        expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
        expect(g?.version).toBe(rows.length);
        expect(new Set(rows.map((r) => `${r.seat}/${r.idempotency_key}`)).size).toBe(rows.length);
        expect(rows.map((r) => ({ seq: r.seq, seat: r.seat, key: r.idempotency_key, action: canonicalJson(r.action) }))).toEqual(
          won.map((w) => ({ seq: w.seq, seat: w.seat, key: w.key, action: canonicalJson(w.action) })),
        );
        events += rows.length;
      }
      const sorted = [...roundMs].sort((a, b) => a - b);
      const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0).toFixed(0);
      console.log(
        `races: ${ROUNDS} rounds × ${RACERS} parallel submits = ${ROUNDS * RACERS} submits on ${winners.size} Arquetect game(s): ` +
          `${ROUNDS} won, ${ROUNDS * (RACERS - 1)} × 409 E_STALE, ${events} events gap-free; ` +
          `a round takes p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms; ${(elapsed / 1000).toFixed(1)} s in all`,
      );
    } finally {
      await t.close();
    }
  }, 180_000);

  it('15 parallel reissues of one seat link: exactly one mints the new link, the others are refused as the old link is', async () => {
    const t: TestApp = await openTestApp(undefined, { guard: memoryAbuseGuard({ tokenFailures: 1_000_000, creations: 1_000_000 }) });
    try {
      for (let round = 0; round < 5; round++) {
        const created = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'A' }, { name: 'B' }] } }));
        const old = created.seats[0].token as string;
        const answers = await Promise.all(Array.from({ length: 15 }, () => t.call('POST', `/api/games/${created.id}/reissue`, { token: old })));
        const ok = answers.filter((a) => a.status === 200);
        expect(ok).toHaveLength(1);
        for (const a of answers.filter((x) => x.status !== 200)) {
          expect(a.status).toBe(403);
          expect((await bodyOf(a)).code).toBe('E_LINK_REPLACED');
        }
        const fresh = (await bodyOf(ok[0] as Response)).token as string;
        expect((await t.call('GET', `/api/games/${created.id}/view`, { token: fresh })).status).toBe(200);
        const oldView = await t.call('GET', `/api/games/${created.id}/view`, { token: old });
        expect(oldView.status).toBe(403);
        expect((await bodyOf(oldView)).code).toBe('E_LINK_REPLACED');
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
