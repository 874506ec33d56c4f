/**
 * Bots at the table over HTTP: seats are people or bots, validated; the server moves a due bot after the move that
 * made it due, from the seat's view alone, exactly once however many runners race or die mid-move; bots get no mail.
 */
import { events, games, outbox } from '@turnpost/db';
import { type AnyEngine, engineFor, expandChoices, fold, replay, Rng } from '@turnpost/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotRunner } from '../bots/bot-runner.ts';
import { type Thinker, type Thought, thinkHere } from '../bots/thinking.ts';
import { StateCache } from '../services/state-cache.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; name: string; bot: string | null; token?: string; url?: string }[];
}

async function create(game: string, seats: unknown[], options?: unknown): Promise<Created> {
  const res = await t.call('POST', '/api/games', { body: { game, seats, ...(options ? { options } : {}) } });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return bodyOf(res);
}

const view = async (id: string, token?: string) => {
  const body = await bodyOf(await t.call('GET', `/api/games/${id}/view`, token ? { token } : {}));
  return { ...body, legalActions: expandChoices(body.choices) } as {
    version: number;
    status: string;
    awaiting: number[];
    seats: { seat: number; bot: string | null; awaited: boolean }[];
    legalActions: unknown[];
  };
};

/** Waits until the game awaits no bot (the bots moved) or ends; fails after `ms`. */
async function botsDone(id: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await view(id);
    if (v.status === 'finished' || !v.seats.some((s) => s.awaited && s.bot)) return v;
    if (Date.now() > until) throw new Error(`bots still due in ${id} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The person at seat `seat` plays random legal moves, waiting for the bots after each, to the end. */
async function playAgainstBots(g: Created, seat: number, seed: string) {
  const rng = Rng.fromSeed(seed);
  const token = g.seats[seat]?.token as string;
  let moves = 0;
  for (;;) {
    const now = await botsDone(g.id);
    if (now.status === 'finished') return moves;
    expect(now.awaiting).toContain(seat);
    const me = await view(g.id, token);
    const action = me.legalActions[rng.int(0, me.legalActions.length - 1)];
    const res = await t.call('POST', `/api/games/${g.id}/actions`, {
      token,
      body: { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    moves++;
  }
}

async function eventsOf(id: string) {
  return t.database.db.select().from(events).where(eq(events.gameId, id)).orderBy(events.seq);
}

/** The true state of a game after its first `upto` events, replayed from the database (the test may see it). */
async function stateOf(id: string, upto?: number) {
  const [row] = await t.database.db.select().from(games).where(eq(games.id, id));
  if (!row) throw new Error(`no game ${id}`);
  const engine = engineFor(row.kind, row.rulesVersion) as AnyEngine;
  const all = (await eventsOf(id)).slice(0, upto).map((e) => ({ seat: e.seat, action: e.action }));
  return { engine, row, state: replay(engine, { seats: row.seatCount, options: row.options, seed: row.seed }, all) };
}

describe('seats for people and bots', () => {
  it('lists the bot levels in the catalogue', async () => {
    const catalogue = await bodyOf(await t.call('GET', '/api/catalogue'));
    for (const entry of catalogue) expect(entry.botLevels).toEqual(['easy', 'medium', 'hard']);
  });

  it('creates a game with bot seats: a made-up name, no link, the level told', async () => {
    const g = await create('avenue-empires', [{ name: 'Ann', email: 'ann@example.test' }, { bot: 'hard' }, { bot: 'easy', name: 'Robo' }]);
    expect(g.seats[0]).toMatchObject({ name: 'Ann', bot: null });
    expect(g.seats[0]?.token).toBeTypeOf('string');
    expect(g.seats[1]).toEqual({ seat: 1, name: 'Bot Anna (hard)', bot: 'hard' });
    expect(g.seats[2]).toEqual({ seat: 2, name: 'Robo', bot: 'easy' });
    const summary = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(summary.seats.map((s: { bot: string | null }) => s.bot)).toEqual([null, 'hard', 'easy']);
  });

  it.each([
    ['a level that does not exist', [{ name: 'Ann' }, { bot: 'grandmaster' }], /easy, medium or hard/],
    ['a table of bots only', [{ bot: 'easy' }, { bot: 'hard' }], /at least one person/],
    ['a bot with an email', [{ name: 'Ann' }, { bot: 'easy', email: 'bot@example.test' }], /no email/],
    ['a person without a name', [{ email: 'x@example.test' }, { bot: 'easy' }], /needs a name/],
  ])('refuses %s with 400 and creates nothing', async (_, seats, message) => {
    const before = await bodyOf(await t.call('GET', '/api/games?limit=100'));
    const res = await t.call('POST', '/api/games', { body: { game: 'saltmarket', seats, listed: true } });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).message).toMatch(message);
    expect((await bodyOf(await t.call('GET', '/api/games?limit=100'))).total).toBe(before.total);
  });
});

describe('the server moves the bots', () => {
  it('plays a whole Saltmarket game of one person and a bot (its simultaneous setup too); the bot gets no mail', async () => {
    const g = await create('saltmarket', [{ name: 'Ann', email: 'ann@example.test' }, { bot: 'easy' }]);
    const moves = await playAgainstBots(g, 0, 'salt-vs-bot');
    expect(moves).toBeGreaterThan(5);
    const all = await eventsOf(g.id);
    const botMoves = all.filter((e) => e.seat === 1);
    expect(botMoves.length).toBeGreaterThan(5);
    for (const e of botMoves) expect(e.idempotencyKey).toMatch(new RegExp(`^bot:${g.id}:1:\\d+$`));
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.gameId, g.id));
    expect(mail.filter((m) => m.seat === 1)).toEqual([]);
  }, 120_000);

  it('plays a game of one person and three hard bots to the end, nothing stuck', async () => {
    const g = await create('saltmarket', [{ bot: 'hard' }, { name: 'Ann' }, { bot: 'hard' }, { bot: 'hard' }]);
    const started = Date.now();
    const moves = await playAgainstBots(g, 1, 'three-hard-bots');
    const all = await eventsOf(g.id);
    const done = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(done.status).toBe('finished');
    expect(done.outcome.seats).toHaveLength(4);
    expect(all.filter((e) => e.seat !== 1).length).toBeGreaterThan(3 * 5);
    console.info(`1 person + 3 hard bots (Saltmarket): ${moves} person moves, ${all.length - moves} bot moves, ${Date.now() - started} ms`);
  }, 300_000);

  it('moves a bot that opens the game right after its creation', async () => {
    // Arquetect: seat 0 moves first; a bot there moves before the person ever looks
    const g = await create('arquetect', [{ bot: 'medium' }, { name: 'Ann' }, { name: 'Ben' }]);
    const after = await botsDone(g.id);
    expect(after.version).toBeGreaterThan(0);
    expect((await eventsOf(g.id))[0]?.seat).toBe(0);
  }, 60_000);

  it('appends each bot move exactly once while runners race, and after one dies mid-move', async () => {
    const g = await create('avenue-empires', [{ name: 'Ann' }, { bot: 'easy' }, { bot: 'medium' }]);
    await botsDone(g.id);
    const deps = { connect: () => ({ ...t.database, close: async () => {} }), cache: new StateCache(), clock: () => t.now(), logError: () => {} };
    // a runner that "dies" mid-move: its thinking never comes back until we let it
    let wake: () => void = () => {};
    const woken = new Promise<void>((r) => {
      wake = r;
    });
    const thoughts: Thought[] = [];
    const stalled: Thinker = {
      think: async (thought) => {
        thoughts.push(thought);
        await woken;
        return thinkHere.think(thought);
      },
      analyse: thinkHere.analyse,
      close: async () => {},
    };
    const dying = new BotRunner({ ...deps, thinker: stalled });
    for (let round = 0; round < 6; round++) {
      const before = await view(g.id);
      if (before.status === 'finished') break;
      // the person moves; then three runners race for the bots it made due, one of them stalled
      const me = await view(g.id, g.seats[0]?.token);
      const res = await t.call('POST', `/api/games/${g.id}/actions`, {
        token: g.seats[0]?.token,
        body: { expectedVersion: me.version, action: me.legalActions[0], idempotencyKey: crypto.randomUUID() },
      });
      expect(res.status).toBe(200);
      const late = dying.run(g.id);
      const a = new BotRunner({ ...deps, thinker: thinkHere });
      const b = new BotRunner({ ...deps, thinker: thinkHere });
      await Promise.all([a.run(g.id), b.run(g.id), a.sweep()]);
      await botsDone(g.id);
    }
    wake();
    await dying.run(g.id);
    expect(thoughts.length).toBeGreaterThan(0);
    const all = await eventsOf(g.id);
    const keys = all.map((e) => e.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    // each bot move was appended once, by a bot the game awaited then, from a decision made at that version or (in a
    // simultaneous phase, its seat's basis unchanged) an earlier one; the log replays to what the game row says
    const { engine, row, state: last } = await stateOf(g.id);
    let state = (await stateOf(g.id, 0)).state;
    for (const e of all) {
      if (e.seat !== 0) {
        expect(engine.awaiting(state)).toContain(e.seat);
        const decidedAt = Number(e.idempotencyKey.split(':').at(-1));
        expect(e.idempotencyKey).toBe(`bot:${g.id}:${e.seat}:${decidedAt}`);
        expect(decidedAt).toBeLessThanOrEqual(e.seq - 1);
      }
      state = fold(engine, state, [{ seat: e.seat, action: e.action }]);
    }
    expect(engine.awaiting(last)).toEqual(row.awaiting);
    expect(row.version).toBe(all.length);
  }, 180_000);

  it('gives a bot its seat’s view and legal actions, nothing more', async () => {
    const seen: Thought[] = [];
    const recorder: Thinker = {
      think: async (thought) => {
        seen.push(structuredClone(thought));
        return thinkHere.think(thought);
      },
      analyse: thinkHere.analyse,
      close: async () => {},
    };
    const g = await create('civ-builder', [{ name: 'Ann' }, { bot: 'easy' }]);
    const runner = new BotRunner({
      connect: () => ({ ...t.database, close: async () => {} }),
      cache: new StateCache(),
      clock: () => t.now(),
      thinker: recorder,
      logError: () => {},
    });
    await botsDone(g.id);
    const me = await view(g.id, g.seats[0]?.token);
    // Ann ends her turn at once; the bot's turn follows
    const end = me.legalActions.find((a) => (a as { type: string }).type === 'endTurn');
    await t.call('POST', `/api/games/${g.id}/actions`, {
      token: g.seats[0]?.token,
      body: { expectedVersion: me.version, action: end, idempotencyKey: crypto.randomUUID() },
    });
    await runner.run(g.id);
    expect(seen.length).toBeGreaterThan(0);
    for (const thought of seen) {
      expect(Object.keys(thought).sort()).toEqual(['kind', 'legalActions', 'level', 'rulesVersion', 'seat', 'seats', 'seed', 'view']);
      // exactly what the seat sees at the version it moved at, and its legal actions there
      const version = Number(thought.seed.split(':').at(-1));
      const { engine, state } = await stateOf(g.id, version);
      expect(thought.view).toEqual(JSON.parse(JSON.stringify(engine.view(state, thought.seat))));
      expect(thought.legalActions).toEqual(engine.legalActions(state, thought.seat));
      expect(thought.view).not.toEqual(JSON.parse(JSON.stringify(engine.view(state, 0))));
    }
  }, 120_000);
});
