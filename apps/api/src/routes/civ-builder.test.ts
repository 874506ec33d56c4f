/**
 * Civ Builder offered through the API: the catalogue lists it with its team option, options are checked, and
 * random legal playouts over HTTP reach a finished game at 2, 3 and 4 seats and in teams (both teammates awaited
 * at once), with scores and replay steps, and no seat ever sees another seat's hand while the game runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { type CreatedGame, type SeatAnswer, createGame, playOut, viewOf } from '../testing-playout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

type CivSeen = { players: { seat: number; hand: number[] | null; handCount: number }[]; over: boolean };

const view = (id: string, token?: string) => viewOf<CivSeen>(t, id, token);

/** While the game runs, only the viewer's own hand is listed. */
function ownHandOnly(answer: SeatAnswer<CivSeen>, viewer: number | null): void {
  if (answer.view.over) return;
  for (const p of answer.view.players) {
    if (p.seat === viewer) expect(p.hand?.length).toBe(p.handCount);
    else expect(p.hand, `seat ${p.seat}'s hand in the view of ${viewer}`).toBeNull();
  }
}

/** Random legal play to the end, checking every mover's view and, every 50 events, another seat's and a spectator's. */
const play = (g: CreatedGame, seed: string) =>
  playOut<CivSeen>(t, g, seed, {
    beforeMove: (seat, me) => ownHandOnly(me, seat),
    afterMove: async (seat, events) => {
      if (events % 50 !== 0) return;
      const other = (seat + 1) % g.seats.length;
      ownHandOnly(await view(g.id, g.seats[other]?.token), other);
      ownHandOnly(await view(g.id), null);
    },
  });

describe('Civ Builder over HTTP', () => {
  it('is in the catalogue for 2 to 4 players, with the team game as an option', async () => {
    const catalogue = (await bodyOf(await t.call('GET', '/api/catalogue'))) as { id: string; title: string; seats: unknown; options: { name: string }[] }[];
    const entry = catalogue.find((g) => g.id === 'civ-builder');
    expect(entry).toMatchObject({ title: 'Civ Builder', seats: { min: 2, max: 4 }, options: [{ name: 'teams', kind: 'boolean', default: false }] });
    expect(entry?.options.some((o) => o.name.includes('team'))).toBe(true);
  });

  it('refuses options it does not have, and teams with other than 4 seats', async () => {
    const bad = await t.call('POST', '/api/games', { body: { game: 'civ-builder', seats: [{ name: 'a' }, { name: 'b' }], options: { fast: true } } });
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).code).toBe('E_BAD_OPTIONS');
    const three = await t.call('POST', '/api/games', { body: { game: 'civ-builder', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], options: { teams: true } } });
    expect(three.status).toBe(400);
  });

  const tables: [string, number, unknown][] = [
    ['2 seats', 2, undefined],
    ['3 seats', 3, {}],
    ['4 seats', 4, { teams: false }],
    ['teams', 4, { teams: true }],
  ];
  it.each(tables)('plays a game to the end: %s', async (label, n, options) => {
    const g = await createGame(t, 'civ-builder', n, options);
    if (label === 'teams') expect((await view(g.id)).awaiting).toHaveLength(2);
    const events = await play(g, `civ-${label}`);
    const done = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(done.status).toBe('finished');
    expect(done.outcome.seats).toHaveLength(n);
    expect(done.outcome.winners.length).toBeGreaterThan(0);
    const { series } = await bodyOf(await t.call('GET', `/api/games/${g.id}/scores`));
    expect(series).toHaveLength(events + 1);
    expect(series[events]).toHaveLength(n);
    const step = await t.call('GET', `/api/games/${g.id}/steps/${events}?seat=0`);
    expect(step.status).toBe(200);
    // once over, every hand is public
    const end = await view(g.id);
    expect(end.view.players.every((p) => Array.isArray(p.hand))).toBe(true);
    console.info(`civ-builder ${label}: ${events} events`);
  }, 300_000);
});
