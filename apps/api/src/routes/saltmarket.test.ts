/**
 * Saltmarket offered through the API: the catalogue lists it, a solo and a 2-seat game are created with and without
 * `{}` options, and random legal playouts over HTTP reach a finished game, keeping the secret setup choice hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { type CreatedGame, createGame, playOut, viewOf } from '../testing-playout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

type SaltSeen = { phase: string; myChoice: unknown; players: { character: string | null; ready: boolean }[] };

const create = (n: number, options?: unknown) => createGame(t, 'saltmarket', n, options);

/** Random legal play to the end; the first setup choice is checked to be the chooser's alone. */
const play = (g: CreatedGame, seed: string) =>
  playOut<SaltSeen>(t, g, seed, {
    afterMove: async (seat, events, before) => {
      if (before.view.phase !== 'setup' || g.seats.length === 1 || events !== 1) return;
      // others and spectators see only that it is made
      const other = await viewOf<SaltSeen>(t, g.id, g.seats[(seat + 1) % g.seats.length]?.token);
      const watcher = await viewOf<SaltSeen>(t, g.id);
      for (const v of [other, watcher]) {
        expect(v.view.myChoice).toBeNull();
        expect(v.view.players[seat]).toMatchObject({ ready: true, character: null });
      }
    },
  });

describe('Saltmarket over HTTP', () => {
  it('is in the catalogue for 1 to 4 players, without options', async () => {
    const catalogue = (await bodyOf(await t.call('GET', '/api/catalogue'))) as { id: string; seats: unknown; options: unknown[] }[];
    expect(catalogue.find((g) => g.id === 'saltmarket')).toMatchObject({ seats: { min: 1, max: 4 }, options: [] });
  });

  it('refuses options it does not have', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'saltmarket', seats: [{ name: 'a' }], options: { fast: true } } });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).code).toBe('E_BAD_OPTIONS');
  });

  it('plays a solo game to the end', async () => {
    const g = await create(1, {});
    const events = await play(g, 'salt-solo');
    const done = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(done.status).toBe('finished');
    // setup, then at least a move per turn: all 20 turns, unless the 4th purchase (4 moves at least) won it sooner
    const won = done.outcome.winners.length === 1;
    expect(events).toBeGreaterThan(won ? 4 : 20);
    expect(done.outcome.seats).toHaveLength(1);
    const scores = await bodyOf(await t.call('GET', `/api/games/${g.id}/scores`));
    expect(JSON.stringify(scores)).toContain(String(done.outcome.seats[0].score));
    console.info(`saltmarket solo: ${events} events`);
  }, 120_000);

  it.each([2, 3, 4])('plays a %i-seat game to the end', async (n) => {
    const g = await create(n);
    const events = await play(g, `salt-${n}`);
    const done = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(done.status).toBe('finished');
    expect(done.outcome.seats).toHaveLength(n);
    expect(done.outcome.winners.length).toBeGreaterThan(0);
    const replay = await t.call('GET', `/api/games/${g.id}/steps/${events}?seat=0`);
    expect(replay.status).toBe(200);
    console.info(`saltmarket ${n} seats: ${events} events`);
  }, 120_000);
});
