/**
 * Civ Builder offered through the API: the catalogue lists it with its team option, options are checked, and
 * random legal playouts over HTTP reach a finished game at 2, 3 and 4 seats and in teams (both teammates awaited
 * at once), with scores and replay steps, and no seat ever sees another seat's hand while the game runs.
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
  const res = await t.call('POST', '/api/games', { body: { game: 'civ-builder', seats, ...(options === undefined ? {} : { options }) } });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as Created;
}

interface Answer {
  version: number;
  status: string;
  awaiting: number[];
  choices: unknown;
  view: { players: { seat: number; hand: number[] | null; handCount: number }[]; over: boolean };
}

async function view(id: string, token?: string): Promise<Answer> {
  const res = await t.call('GET', `/api/games/${id}/view`, token ? { token } : {});
  expect(res.status).toBe(200);
  return (await bodyOf(res)) as Answer;
}

/** While the game runs, only the viewer's own hand is listed. */
function ownHandOnly(answer: Answer, viewer: number | null): void {
  if (answer.view.over) return;
  for (const p of answer.view.players) {
    if (p.seat === viewer) expect(p.hand?.length).toBe(p.handCount);
    else expect(p.hand, `seat ${p.seat}'s hand in the view of ${viewer}`).toBeNull();
  }
}

/** Plays random legal actions until the game is over; returns the number of events. */
async function playOut(g: Created, seed: string): Promise<number> {
  const rng = Rng.fromSeed(seed);
  let events = 0;
  let last: { seat: number; answer: Answer } | null = null;
  let awaiting = (await view(g.id)).awaiting;
  while (awaiting.length > 0) {
    const seat = awaiting[rng.int(0, awaiting.length - 1)] as number;
    const me = last?.seat === seat ? last.answer : await view(g.id, g.seats[seat]?.token);
    ownHandOnly(me, seat);
    const legal = expandChoices(me.choices as never);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[rng.int(0, legal.length - 1)];
    const res = await t.call('POST', `/api/games/${g.id}/actions`, {
      token: g.seats[seat]?.token,
      body: { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const answer = (await bodyOf(res)) as Answer;
    events++;
    if (events % 50 === 0) {
      const other = (seat + 1) % g.seats.length;
      ownHandOnly(await view(g.id, g.seats[other]?.token), other);
      ownHandOnly(await view(g.id), null);
    }
    last = { seat, answer };
    awaiting = answer.awaiting;
  }
  return events;
}

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
    const g = await create(n, options);
    if (label === 'teams') expect((await view(g.id)).awaiting).toHaveLength(2);
    const events = await playOut(g, `civ-${label}`);
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
