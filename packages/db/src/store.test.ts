import type { Outcome } from '@turnpost/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './database.ts';
import { games, outbox, seats } from './schema.ts';
import { EventStore, type NewGame } from './store.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

let database: TestDatabase;
let store: EventStore;
const t0 = new Date('2026-01-01T00:00:00Z');
const winnerOne: Outcome = {
  seats: [0, 1, 2].map((seat) => ({ seat, score: seat === 1 ? 3 : 1, place: seat === 1 ? 1 : 2, key: [] })),
  winners: [1],
  keyNames: [],
  decidedBy: null,
};

beforeAll(async () => {
  database = await openTestDatabase();
  store = new EventStore(database.db);
}, 30_000);
afterAll(async () => database?.close());

let counter = 0;
async function givenGame(overrides: Partial<NewGame> = {}): Promise<string> {
  const id = `g${++counter}`;
  await store.createGame({
    id,
    kind: 'test-game',
    rulesVersion: 1,
    options: {},
    seed: 'seed',
    awaiting: [0, 1],
    now: t0,
    seats: [0, 1, 2].map((seat) => ({
      seat,
      name: `P${seat}`,
      email: seat === 2 ? null : `p${seat}@example.test`,
      tokenHash: `${id}-hash-${seat}`,
      notifyAtOnce: seat === 0,
      remindAfterHours: 24,
      bot: null,
    })),
    ...overrides,
  });
  return id;
}

const appendInput = (gameId: string, expectedVersion: number, key: string) => ({
  gameId,
  expectedVersion,
  seat: 0,
  action: { type: 'move', n: expectedVersion },
  idempotencyKey: key,
  now: new Date(t0.getTime() + 60_000 * (expectedVersion + 1)),
  awaiting: [1],
  status: 'active' as const,
  outcome: null,
});

describe('EventStore', () => {
  it('lists the active games that wait on a bot seat, oldest wait first, and never mails a bot', async () => {
    const withBot = (bot: 'easy' | 'hard' | null, seat: number) => ({
      seat,
      name: `S${seat}`,
      email: `s${seat}@example.test`,
      tokenHash: `bot-test-${counter}-${seat}`,
      notifyAtOnce: true,
      remindAfterHours: 24,
      bot,
    });
    const waitsOnBot = await givenGame({ awaiting: [1], seats: [withBot(null, 0), withBot('hard', 1)] });
    const waitsOnPerson = await givenGame({ awaiting: [0], seats: [withBot(null, 0), withBot('easy', 1)] });
    const due = await store.gamesToMove(t0, 1000);
    expect(due).toContain(waitsOnBot);
    expect(due).not.toContain(waitsOnPerson);
    const mail = await database.db.select().from(outbox).where(eq(outbox.gameId, waitsOnBot));
    expect(mail).toEqual([]);
    const refused = await database.db
      .execute(sql`update seats set bot = 'grandmaster' where game_id = ${waitsOnBot} and seat = 1`)
      .then(() => null, (error: { cause?: { constraint?: string } }) => error.cause?.constraint);
    expect(refused).toBe('seats_bot_level');
  });

  it('keeps a paced game’s clocks: a wait’s time is taken off, a move adds its time up to the cap, an overrun counts as empty', async () => {
    const hour = 3600_000;
    const bank = { id: 'bank', startHours: 72, perMoveHours: 24, capHours: 168 };
    const id = await givenGame({ pace: bank, awaiting: [0] });
    await database.db.update(seats).set({ clockSeconds: 72 * 3600 }).where(eq(seats.gameId, id));
    const at = (hours: number) => new Date(t0.getTime() + hours * hour);
    const move = (version: number, seat: number, awaiting: number[], hours: number, by?: 'autopilot') =>
      store.append({ ...appendInput(id, version, `k${version}`), seat, awaiting, now: at(hours), by });
    const clocks = async () => (await store.loadGame(id))?.seats.map((s) => s.clockSeconds && s.clockSeconds / 3600);
    await move(0, 0, [1], 10); // seat 0 used 10 h of 72: 62 + 24
    expect(await clocks()).toEqual([86, 72, 72]);
    await move(1, 1, [0], 10 + 100); // seat 1 overran (100 h of 72): empty, + 24
    expect(await clocks()).toEqual([86, 24, 72]);
    await move(2, 0, [1], 110 + 1); // seat 0: 85 + 24
    await move(3, 1, [0], 111 + 1); // seat 1: 23 + 24
    await move(4, 0, [1], 112 + 0.5); // seat 0: 108.5 + 24 = 132.5
    await move(5, 1, [0], 113); // seat 1: 46.5 + 24
    await move(6, 0, [1], 113.5); // seat 0: 132 + 24 = 156
    await move(7, 1, [0], 114); // seat 1
    await move(8, 0, [1], 114.5); // seat 0: 155.5 + 24, capped at 168
    expect((await clocks())?.[0]).toBe(168);
    // who is due: a person whose clock ran out, or who is on autopilot; not one with time left
    const due = (hours: number) => store.gamesToMove(at(hours), 1000).then((ids) => ids.includes(id));
    const seat1 = (await store.loadGame(id))?.seats[1];
    const deadline = (seat1?.awaitingSince?.getTime() ?? 0) + (seat1?.clockSeconds ?? 0) * 1000;
    expect(await due((deadline - t0.getTime()) / hour - 0.01)).toBe(false);
    expect(await due((deadline - t0.getTime()) / hour)).toBe(true);
    // the autopilot's moves count the waits it ends in a row; the person's own move clears them
    const streak = async () => (await store.loadGame(id))?.seats[1]?.autopilotMoves;
    await move(9, 1, [1], 200, 'autopilot'); // still awaited: the wait goes on
    expect(await streak()).toBe(0);
    await move(10, 1, [0], 200, 'autopilot');
    await move(11, 0, [1], 200);
    await move(12, 1, [0], 300, 'autopilot');
    expect(await streak()).toBe(2);
    expect(await due(300)).toBe(false); // seat 0 is awaited, with time left
    await move(13, 0, [1], 300);
    expect(await due(300)).toBe(true); // seat 1 is on autopilot: due at once
    const marked = await database.db.execute(sql`select seq, by from events where game_id = ${id} and seq >= 13 order by seq`);
    expect(rowsOf(marked)).toEqual([{ seq: 13, by: 'autopilot' }, { seq: 14, by: null }]);
    await move(14, 1, [0], 301);
    expect(await streak()).toBe(0);
    await move(15, 0, [1], 301);
    await move(16, 1, [0], 400, 'autopilot');
    await move(17, 0, [1], 400);
    await move(18, 1, [0], 500, 'autopilot');
    expect(await streak()).toBe(2);
    await store.takeBack(id, 1);
    expect(await streak()).toBe(0);
  });

  it('given a new game, it loads the game with its seats and marks awaited seats', async () => {
    const id = await givenGame();
    const stored = await store.loadGame(id);
    expect(stored?.game.version).toBe(0);
    expect(stored?.game.awaiting).toEqual([0, 1]);
    expect(stored?.seats.map((s) => [s.seat, s.awaitingSince?.toISOString() ?? null])).toEqual([
      [0, t0.toISOString()],
      [1, t0.toISOString()],
      [2, null],
    ]);
    const mail = await database.db.select().from(outbox).where(eq(outbox.gameId, id));
    // seat 0: at once + reminder; seat 1: reminder only; seat 2 has no email.
    expect(mail.map((m) => [m.seat, m.kind]).sort()).toEqual([
      [0, 'reminder'],
      [0, 'turn'],
      [1, 'reminder'],
    ]);
    expect(await store.loadGame('nope')).toBeNull();
  });

  it('when appending at the expected version, then ok and the version moves on', async () => {
    const id = await givenGame();
    expect(await store.append(appendInput(id, 0, 'a'))).toEqual({ result: 'ok', seq: 1, version: 1 });
    expect(await store.append(appendInput(id, 1, 'b'))).toEqual({ result: 'ok', seq: 2, version: 2 });
    const evs = await store.loadEvents(id);
    expect(evs.map((e) => [e.seq, e.idempotencyKey, e.action])).toEqual([
      [1, 'a', { type: 'move', n: 0 }],
      [2, 'b', { type: 'move', n: 1 }],
    ]);
    expect((await store.loadEvents(id, 1)).map((e) => e.seq)).toEqual([2]);
    expect((await store.loadEvents(id, 0, 1)).map((e) => e.seq)).toEqual([1]);
  });

  it('when appending at a stale version, then conflict with the current version and nothing changes', async () => {
    const id = await givenGame();
    await store.append(appendInput(id, 0, 'a'));
    expect(await store.append(appendInput(id, 0, 'other'))).toEqual({ result: 'conflict', version: 1 });
    expect(await store.append(appendInput(id, 5, 'other'))).toEqual({ result: 'conflict', version: 1 });
    expect((await store.loadEvents(id)).length).toBe(1);
  });

  it('when an idempotency key repeats, then the first result is reported and nothing is appended twice', async () => {
    const id = await givenGame();
    await store.append(appendInput(id, 0, 'same'));
    await store.append(appendInput(id, 1, 'next'));
    expect(await store.append(appendInput(id, 0, 'same'))).toEqual({ result: 'duplicate', seq: 1, version: 2 });
    expect(await store.append(appendInput(id, 2, 'same'))).toEqual({ result: 'duplicate', seq: 1, version: 2 });
    expect((await store.loadEvents(id)).length).toBe(2);
  });

  it('keeps projections in the same step: awaiting, awaited-since, status, outcome and outbox', async () => {
    const id = await givenGame();
    await store.append({ ...appendInput(id, 0, 'a'), awaiting: [1, 2] });
    let stored = await store.loadGame(id);
    expect(stored?.game.awaiting).toEqual([1, 2]);
    expect(stored?.seats.map((s) => s.awaitingSince !== null)).toEqual([false, true, true]);
    // seat 1 kept waiting since t0; seat 2 has no email so no outbox row
    expect(stored?.seats[1]?.awaitingSince?.toISOString()).toBe(t0.toISOString());
    await store.append({ ...appendInput(id, 1, 'b'), awaiting: [], status: 'finished', outcome: winnerOne });
    stored = await store.loadGame(id);
    expect(stored?.game.status).toBe('finished');
    expect(stored?.game.outcome).toEqual(winnerOne);
    expect(stored?.game.finishedAt).not.toBeNull();
    expect(stored?.seats.every((s) => s.awaitingSince === null)).toBe(true);
    // a finished game accepts nothing more
    expect((await store.append(appendInput(id, 2, 'c'))).result).toBe('conflict');
  });

  it('keeps the event log append-only', async () => {
    const id = await givenGame();
    await store.append(appendInput(id, 0, 'a'));
    await expect(database.db.execute(sql`delete from events where game_id = ${id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update events set seat = 2 where game_id = ${id}`)).rejects.toThrow();
  });

  it('rolls back game creation as a whole', async () => {
    const id = await givenGame();
    await expect(givenGame({ id })).rejects.toThrow();
    const n = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from games where id = ${id}`));
    expect(n[0]?.n).toBe(1);
    const s = await database.db.select().from(seats).where(eq(seats.gameId, id));
    expect(s.length).toBe(3);
  });

  it('lists the listed games by status and game, newest first, paged; never an unlisted one', async () => {
    const id = await givenGame({ kind: 'listed', listed: true });
    await givenGame({ kind: 'listed', listed: true });
    await givenGame({ kind: 'listed' });
    await store.append({ ...appendInput(id, 0, 'x'), awaiting: [], status: 'finished', outcome: winnerOne });
    const finished = await store.listGames({ status: 'finished', kind: 'listed', limit: 10, offset: 0 });
    expect(finished.games.map((g) => g.id)).toEqual([id]);
    expect(finished.total).toBe(1);
    const all = await store.listGames({ kind: 'listed', limit: 1, offset: 1 });
    expect(all.total).toBe(2);
    expect(all.games.length).toBe(1);
    const [row] = await database.db.select().from(games).where(eq(games.id, id));
    expect(row?.status).toBe('finished');
  });
});

describe.runIf(process.env.DATABASE_URL)('EventStore under concurrency (real PostgreSQL)', () => {
  it('given 20 concurrent appends at one expected version, exactly one is ok and the rest conflict', async () => {
    const id = await givenGame();
    await store.append(appendInput(id, 0, 'first'));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.append(appendInput(id, 1, `racer-${i}`))),
    );
    expect(results.filter((r) => r.result === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'conflict')).toHaveLength(19);
    expect((await store.loadEvents(id)).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('given 20 concurrent appends with the same idempotency key, one is ok and the rest are duplicates', async () => {
    const id = await givenGame();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.append(appendInput(id, 0, 'same'))));
    expect(results.filter((r) => r.result === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'duplicate')).toHaveLength(19);
    expect((await store.loadEvents(id)).length).toBe(1);
  });

  it('given racing writers that retry on conflict, the log has no gaps', async () => {
    const id = await givenGame();
    const writer = async (w: number) => {
      for (let n = 0; n < 5; n++) {
        for (;;) {
          const stored = await store.loadGame(id);
          const v = stored?.game.version ?? 0;
          const r = await store.append(appendInput(id, v, `w${w}-${n}`));
          if (r.result !== 'conflict') break;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
    expect((await store.loadEvents(id)).map((e) => e.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
