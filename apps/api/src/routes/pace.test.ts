/**
 * A pace over HTTP, with the server's clock moved by days: each awaited person's deadline in every summary, the
 * autopilot moving for a person whose time ran out (exactly once however many sweeps race, marked in the log), a seat
 * kept on autopilot after two such moves until its person takes it back, and a game one person left reaching its end.
 */
import { events } from '@turnpost/db';
import { Rng } from '@turnpost/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotRunner } from '../bots/bot-runner.ts';
import { thinkHere } from '../bots/thinking.ts';
import { StateCache } from '../services/state-cache.ts';
import { DevClock } from './dev-clock.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { viewOf } from '../testing-playout.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; token?: string }[];
}

interface SeatSummary {
  seat: number;
  awaited: boolean;
  deadline: string | null;
  autopilot: boolean;
}

async function create(game: string, seats: unknown[], pace?: string): Promise<Created> {
  const res = await t.call('POST', '/api/games', { body: { game, seats, ...(pace ? { pace } : {}) } });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return bodyOf(res);
}

async function summary(id: string) {
  const s = (await bodyOf(await t.call('GET', `/api/games/${id}`))) as { status: string; version: number; seats: SeatSummary[]; pace: unknown };
  return { ...s, awaiting: s.seats.filter((x) => x.awaited).map((x) => x.seat) };
}

const eventsOf = (id: string) => t.database.db.select().from(events).where(eq(events.gameId, id)).orderBy(asc(events.seq));

/** A sweeper of its own, on the test's clock (a second server, or the Worker's Cron Trigger). */
const runner = () =>
  new BotRunner({ connect: () => ({ ...t.database, close: async () => {} }), cache: new StateCache(), clock: () => t.now(), thinker: thinkHere, logError: (e) => { throw e; } });

/** `seat` plays one random legal action (seeded by `rng`). */
async function move(g: Created, seat: number, rng: Rng) {
  const me = await viewOf(t, g.id, g.seats[seat]?.token);
  const action = me.legalActions[rng.int(0, me.legalActions.length - 1)];
  const res = await t.call('POST', `/api/games/${g.id}/actions`, {
    token: g.seats[seat]?.token,
    body: { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() },
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
}

/**
 * The people other than `absent` move (an hour apart, after any kicked run is over) until `done` says so or the game
 * ends; returns the summary then.
 */
async function othersPlay(g: Created, absent: number, rng: Rng, done: (s: Awaited<ReturnType<typeof summary>>) => boolean | Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    await settled(g.id);
    const s = await summary(g.id);
    if (s.status !== 'active' || (await done(s))) return s;
    const present = s.awaiting.filter((seat) => seat !== absent);
    if (present.length === 0) throw new Error(`the game waits on seat ${absent} only`);
    t.advance(HOUR);
    await move(g, present[0] as number, rng);
  }
  throw new Error('the others played 500 moves');
}

/** Waits until no seat the game awaits is on autopilot (its kicked run is over), or the game ended. */
async function settled(id: string) {
  for (let i = 0; i < 500; i++) {
    const s = await summary(id);
    if (s.status !== 'active' || !s.seats.some((x) => x.awaited && x.autopilot)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`a seat on autopilot is still awaited in ${id}`);
}

describe('a pace chosen at creation', () => {
  it('is listed in the catalogue and gives each awaited person a deadline; none for a bot or a seat not awaited', async () => {
    const catalogue = await bodyOf(await t.call('GET', '/api/catalogue'));
    for (const entry of catalogue) expect(entry.paces.map((p: { id: string }) => p.id)).toEqual(['1-day', '3-days', '7-days', 'bank']);
    const g = await create('arquetect', [{ name: 'Ann' }, { name: 'Ben' }, { bot: 'easy' }], '3-days');
    const s = await summary(g.id);
    expect(s.pace).toEqual({ id: '3-days', label: '3 days per move' });
    expect(s.awaiting).toEqual([0]);
    expect(s.seats.map((x) => x.deadline)).toEqual([new Date(t.now().getTime() + 3 * DAY).toISOString(), null, null]);
    const seen = await viewOf(t, g.id, g.seats[1]?.token);
    expect((seen as unknown as { seats: SeatSummary[] }).seats[0]?.deadline).toBe(s.seats[0]?.deadline);
    // without a pace: no deadlines
    const free = await summary((await create('arquetect', [{ name: 'Ann' }, { name: 'Ben' }])).id);
    expect(free.pace).toBeNull();
    expect(free.seats.every((x) => x.deadline === null && !x.autopilot)).toBe(true);
  });

  it.each([
    ['a pace that does not exist', [{ name: 'Ann' }, { name: 'Ben' }], 'fortnight', /A pace is one of none, 1-day/],
    ['a pace with one person at the table', [{ name: 'Ann' }, { bot: 'hard' }], '1-day', /nobody waits/],
  ])('refuses %s with 400 and creates nothing', async (_, seats, pace, message) => {
    const before = await t.database.db.$count(events);
    const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats, pace, listed: true } });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).message).toMatch(message);
    expect((await bodyOf(await t.call('GET', '/api/games?limit=100'))).games.length).toBe(0);
    expect(await t.database.db.$count(events)).toBe(before);
  });
});

describe('a simultaneous round', () => {
  it('ends its last chooser’s wait too: awaited in the next round, they get a new deadline from their move', async () => {
    const rng = Rng.fromSeed('last-chooser');
    const g = await create('avenue-empires', [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }], '3-days');
    expect((await summary(g.id)).awaiting).toEqual([0, 1, 2]);
    t.advance(HOUR);
    await move(g, 1, rng);
    await move(g, 2, rng);
    t.advance(5 * HOUR);
    await move(g, 0, rng);
    const s = await summary(g.id);
    expect(s.awaiting).toEqual([0, 1, 2]);
    // each waited less than a move's time of three days, the cap: a full three days again, from Ann's move
    const due = new Date(t.now().getTime() + 3 * DAY).toISOString();
    expect(s.seats.map((x) => x.deadline)).toEqual([due, due, due]);
  });

  it('ends with its phase: the last to choose their start in Saltmarket, who then plays first, gets a new deadline from their choice', async () => {
    const rng = Rng.fromSeed('first-player');
    const g = await create('saltmarket', [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }], '3-days');
    const first = ((await viewOf(t, g.id, g.seats[0]?.token)).view as { active: number }).active;
    t.advance(HOUR);
    for (const seat of [0, 1, 2].filter((x) => x !== first)) await move(g, seat, rng);
    t.advance(5 * HOUR);
    await move(g, first, rng);
    const s = await summary(g.id);
    expect(s.awaiting).toEqual([first]);
    // play began with the first player's turn: a wait of its own, three days from their choice
    expect(s.seats[first]?.deadline).toBe(new Date(t.now().getTime() + 3 * DAY).toISOString());
  });
});

describe('the autopilot', () => {
  it('moves once for a person whose time ran out, however many sweeps race, and the log says so', async () => {
    const g = await create('arquetect', [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }], '1-day');
    t.advance(DAY - 1000);
    expect(await runner().sweep()).toBe(0);
    expect(await eventsOf(g.id)).toEqual([]);
    t.advance(1000);
    const [a, b] = [runner(), runner()];
    await Promise.all([a.sweep(), b.sweep(), a.sweep(), runner().run(g.id)]);
    const all = await eventsOf(g.id);
    expect(all.length).toBeGreaterThan(0);
    // Ann's whole wait and nothing more, each move once
    expect(all.every((e) => e.seat === 0 && e.by === 'autopilot' && e.idempotencyKey === `autopilot:${g.id}:0:${e.seq - 1}`)).toBe(true);
    const s = await summary(g.id);
    expect(s.awaiting).toHaveLength(1);
    expect(s.awaiting).not.toContain(0);
    expect(s.seats[0]?.autopilot).toBe(false);
    expect(s.seats[s.awaiting[0] as number]?.deadline).toBe(new Date(t.now().getTime() + DAY).toISOString());
    const log = (await viewOf(t, g.id, g.seats[1]?.token)) as unknown as { log: { seq: number; by?: string }[] };
    const marked = log.log.filter((l) => l.by === 'autopilot').map((l) => l.seq);
    expect(marked.length).toBeGreaterThan(0);
    expect(log.log.filter((l) => l.seq > 0).every((l) => l.by === 'autopilot')).toBe(true);
    expect(log.log.filter((l) => l.seq === 0).every((l) => l.by === undefined)).toBe(true);
    // a replay's step marks it too (read from the stored events by another server, whose cache never saw it)
    const other = await openTestApp(t.now(), { connect: () => ({ ...t.database, close: async () => {} }) });
    const step = await bodyOf(await other.call('GET', `/api/games/${g.id}/steps/1`, { token: g.seats[1]?.token }));
    expect(step.log.length).toBeGreaterThan(0);
    expect(step.log.every((l: { by?: string }) => l.by === 'autopilot')).toBe(true);
    await other.close();
  }, 60_000);

  it('stays on after two waits in a row, moves at once then, and hands the seat back with one call', async () => {
    const rng = Rng.fromSeed('autopilot-streak');
    const g = await create('avenue-empires', [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }], '1-day');
    for (let expiry = 1; expiry <= 2; expiry++) {
      const s = await othersPlay(g, 0, rng, (now) => now.awaiting.includes(0) && now.awaiting.length === 1);
      expect(s.seats[0]?.autopilot).toBe(false);
      t.advance(Date.parse(s.seats[0]?.deadline ?? '') - t.now().getTime());
      await runner().run(g.id);
    }
    expect((await summary(g.id)).seats[0]?.autopilot).toBe(true);
    // now the autopilot moves for Ann as soon as the game waits on her, with no time passing
    const before = (await eventsOf(g.id)).length;
    await othersPlay(g, 0, rng, async () => (await eventsOf(g.id)).slice(before).some((e) => e.seat === 0));
    const moved = (await eventsOf(g.id)).slice(before);
    const first = moved.findIndex((e) => e.seat === 0);
    expect(moved[first]?.by).toBe('autopilot');
    expect(moved[first]?.createdAt).toEqual(moved[first - 1]?.createdAt);
    // a spectator or a wrong token cannot take the seat back
    expect((await t.call('POST', `/api/games/${g.id}/take-back`)).status).toBe(403);
    expect((await t.call('POST', `/api/games/${g.id}/take-back`, { token: 'x'.repeat(43) })).status).toBe(403);
    const back = await t.call('POST', `/api/games/${g.id}/take-back`, { token: g.seats[0]?.token });
    expect(back.status).toBe(200);
    expect((await bodyOf(back)).seats[0].autopilot).toBe(false);
    // taken back: when the game next waits on Ann, it waits (until her time runs out)
    const waiting = await othersPlay(g, 0, rng, (now) => now.awaiting.includes(0) && now.awaiting.length === 1);
    expect(waiting.status).toBe('active');
    await runner().run(g.id);
    expect((await summary(g.id)).version).toBe(waiting.version);
    expect(Date.parse(waiting.seats[0]?.deadline ?? '')).toBeGreaterThan(t.now().getTime());
  }, 120_000);

  it('never takes over from a person who moves late, before it did: their turn goes on with a move’s time', async () => {
    const g = await create('civ-builder', [{ name: 'Ann' }, { name: 'Ben' }], '1-day');
    t.advance(DAY + HOUR);
    // late, but before any sweep: the first player's own move, one step of a Civ Builder turn that goes on
    const [first] = (await summary(g.id)).awaiting as [number];
    const me = await viewOf(t, g.id, g.seats[first]?.token);
    const step = me.legalActions.find((a) => a.type !== 'endTurn');
    expect(step).toBeDefined();
    const res = await t.call('POST', `/api/games/${g.id}/actions`, {
      token: g.seats[first]?.token,
      body: { expectedVersion: me.version, action: step, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status).toBe(200);
    const s = await summary(g.id);
    expect(s.awaiting).toEqual([first]);
    expect(s.seats[first]?.deadline).toBe(new Date(t.now().getTime() + DAY).toISOString());
    await runner().run(g.id);
    expect((await eventsOf(g.id)).map((e) => e.by)).toEqual([null]);
  }, 60_000);
});

describe('a game one person left', () => {
  it('reaches its end with the others never waiting more than the time per move', async () => {
    const rng = Rng.fromSeed('left-the-table');
    const g = await create('avenue-empires', [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }], '1-day');
    const created = t.now().getTime();
    let expiries = 0;
    for (let round = 0; round < 400; round++) {
      const s = await summary(g.id);
      if (s.status === 'finished') break;
      // Cleo never comes back; the others move an hour after the game waits on them
      const present = s.awaiting.filter((seat) => seat !== 2);
      if (present.length > 0) {
        t.advance(HOUR);
        await move(g, present[0] as number, rng);
        await settled(g.id);
        continue;
      }
      const deadline = Date.parse(s.seats[2]?.deadline ?? '');
      if (s.seats[2]?.autopilot) {
        await settled(g.id);
        continue;
      }
      expect(deadline - t.now().getTime()).toBeLessThanOrEqual(DAY);
      t.advance(deadline - t.now().getTime());
      await runner().sweep();
      expiries++;
    }
    const done = await summary(g.id);
    expect(done.status).toBe('finished');
    expect(expiries).toBe(2); // then Cleo's seat stayed on autopilot and moved at once
    // every wait on Cleo ended within a day of its start
    const all = await eventsOf(g.id);
    let waitStart = created;
    for (const e of all) {
      if (e.seat === 2) expect(e.createdAt.getTime() - waitStart).toBeLessThanOrEqual(DAY);
      else waitStart = e.createdAt.getTime();
    }
    expect(all.filter((e) => e.seat === 2).every((e) => e.by === 'autopilot')).toBe(true);
    console.info(`a 3-seat game one person left: ${all.length} events, ${all.filter((e) => e.by === 'autopilot').length} by the autopilot after ${expiries} expiries`);
  }, 180_000);
});

describe('the dev clock (DEV_CLOCK=1 on Node), to try a pace without waiting days', () => {
  it('is absent unless asked for, moves only from this machine, and is the time every answer is dated by', async () => {
    expect((await t.call('POST', '/api/dev/clock', { body: { hours: 25 } })).status).toBe(404);
    const clock = new DevClock();
    let local = false;
    const dev = await openTestApp(new Date(), { clock: clock.now, devClock: { clock, allow: () => local } });
    try {
      expect((await dev.call('POST', '/api/dev/clock', { body: { hours: 25 } })).status).toBe(404);
      local = true;
      expect((await dev.call('POST', '/api/dev/clock', { body: { hours: -1 } })).status).toBe(400);
      const moved = await dev.call('POST', '/api/dev/clock', { body: { hours: 25 } });
      const { now } = await bodyOf(moved);
      expect(Date.parse(now) - Date.now()).toBeGreaterThan(25 * HOUR - 60_000);
      const g = await dev.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] } });
      expect(Math.abs(Date.parse(g.headers.get('Date') ?? '') - Date.parse(now))).toBeLessThan(5_000);
    } finally {
      await dev.close();
    }
  });
});
