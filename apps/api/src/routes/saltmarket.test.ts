/**
 * Saltmarket offered through the API: the catalogue lists it, a solo and a 2-seat game are created with and without
 * `{}` options, and random legal playouts over HTTP reach a finished game, keeping the secret setup choice hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandChoices, Rng } from '@turnpost/rules';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; token: string }[];
}

async function create(n: number, options?: unknown): Promise<Created> {
  const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
  const res = await t.call('POST', '/api/games', { body: { game: 'saltmarket', seats, ...(options === undefined ? {} : { options }) } });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as Created;
}

interface Seen {
  version: number;
  status: string;
  awaiting: number[];
  legalActions: { type: string }[];
  view: { phase: string; myChoice: unknown; players: { character: string | null; ready: boolean }[] };
}

async function view(id: string, token?: string): Promise<Seen> {
  const res = await t.call('GET', `/api/games/${id}/view`, token ? { token } : {});
  expect(res.status).toBe(200);
  const body = await bodyOf(res);
  return { ...body, legalActions: expandChoices(body.choices) };
}

/** Plays random legal actions until the game is over; returns the number of events. */
async function playOut(g: Created, seed: string): Promise<number> {
  const rng = Rng.fromSeed(seed);
  let events = 0;
  for (;;) {
    const spectator = await view(g.id);
    if (spectator.status === 'finished') return events;
    const seat = spectator.awaiting[rng.int(0, spectator.awaiting.length - 1)] as number;
    const me = await view(g.id, g.seats[seat]?.token);
    expect(me.legalActions.length).toBeGreaterThan(0);
    const action = me.legalActions[rng.int(0, me.legalActions.length - 1)];
    const res = await act(g, seat, me.version, action);
    expect(res.status).toBe(200);
    events++;
    if (spectator.view.phase === 'setup' && g.seats.length > 1 && events === 1) {
      // the first setup choice is the chooser's alone: others and spectators see only that it is made
      const other = await view(g.id, g.seats[(seat + 1) % g.seats.length]?.token);
      const watcher = await view(g.id);
      for (const v of [other, watcher]) {
        expect(v.view.myChoice).toBeNull();
        expect(v.view.players[seat]).toMatchObject({ ready: true, character: null });
      }
    }
  }
}

const act = (g: Created, seat: number, version: number, action: unknown) =>
  t.call('POST', `/api/games/${g.id}/actions`, {
    token: g.seats[seat]?.token,
    body: { expectedVersion: version, action, idempotencyKey: crypto.randomUUID() },
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
    const events = await playOut(g, 'salt-solo');
    expect(events).toBeGreaterThan(20); // setup, then at least a move per turn
    const done = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(done.status).toBe('finished');
    expect(done.outcome.seats).toHaveLength(1);
    const scores = await bodyOf(await t.call('GET', `/api/games/${g.id}/scores`));
    expect(JSON.stringify(scores)).toContain(String(done.outcome.seats[0].score));
    console.info(`saltmarket solo: ${events} events`);
  }, 120_000);

  it.each([2, 3, 4])('plays a %i-seat game to the end', async (n) => {
    const g = await create(n);
    const events = await playOut(g, `salt-${n}`);
    const done = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(done.status).toBe('finished');
    expect(done.outcome.seats).toHaveLength(n);
    expect(done.outcome.winners.length).toBeGreaterThan(0);
    const replay = await t.call('GET', `/api/games/${g.id}/steps/${events}?seat=0`);
    expect(replay.status).toBe(200);
    console.info(`saltmarket ${n} seats: ${events} events`);
  }, 120_000);
});
