import type { Outcome } from '@turnpost/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { appendStatement } from './append.ts';
import { rowsOf } from './database.ts';
import { connectPostgres } from './node-postgres.ts';
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
      awaitingSince: (overrides.awaiting ?? [0, 1]).includes(seat) ? t0 : null,
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

  it('writes what the rules decided, and nothing more: the seat rows, the notices due, the drops', async () => {
    const id = await givenGame({ awaiting: [0] });
    const at = new Date(t0.getTime() + 3_600_000);
    const seat0 = (await store.loadGame(id))?.seats[0];
    const notice = { seat: 1, version: 1, holderGeneration: 0, waitStartedAt: at, dueAt: at };
    const appended = await store.append({
      ...appendInput(id, 0, 'w1'),
      now: at,
      seats: [{ ...(seat0 as NonNullable<typeof seat0>), seat: 0, awaitingSince: null, clockSeconds: 3600, autopilotMoves: 1 }],
      notices: { queue: [{ ...notice, kind: 'turn' }, { ...notice, kind: 'webhook' }], drop: [] },
    });
    expect(appended).toMatchObject({ result: 'ok', version: 1 });
    const stored = await store.loadGame(id);
    expect(stored?.seats[0]).toMatchObject({ awaitingSince: null, clockSeconds: 3600, autopilotMoves: 1, tokenHash: `${id}-hash-0` });
    // seat 1 was not patched: as it was
    expect(stored?.seats[1]?.autopilotMoves).toBe(0);
    const rows = await database.db.select().from(outbox).where(eq(outbox.gameId, id));
    expect(rows.map((r) => [r.seat, r.kind, r.version]).sort()).toEqual([[1, 'turn', 1], [1, 'webhook', 1]]);
    // a drop retires the unsent notices of its kind (of one seat, or of all)
    await store.append({ ...appendInput(id, 1, 'w2'), notices: { queue: [], drop: [{ kind: 'turn', seat: 1, reason: 'handed over' }] } });
    const after = await database.db.select().from(outbox).where(eq(outbox.gameId, id));
    expect(after.filter((r) => r.droppedAt !== null).map((r) => [r.kind, r.lastError])).toEqual([['turn', 'handed over']]);
  });

  it('refuses a seat’s move whose link generation is no longer the seat’s, and appends nothing', async () => {
    const id = await givenGame();
    await database.db.update(seats).set({ tokenGeneration: 1 }).where(eq(seats.gameId, id));
    expect(await store.append({ ...appendInput(id, 0, 'old'), holder: { seat: 0, generation: 0 } })).toEqual({ result: 'conflict', version: 0 });
    expect(await store.append({ ...appendInput(id, 0, 'new'), holder: { seat: 0, generation: 1 } })).toMatchObject({ result: 'ok', version: 1 });
  });

  it('given a new game, it loads the game with its seats, their waits and the notices it was given', async () => {
    const notice = (seat: number, kind: 'turn' | 'reminder') => ({ seat, kind, version: 0, holderGeneration: 0, waitStartedAt: t0, dueAt: t0 });
    const id = await givenGame({ notices: [notice(0, 'reminder'), notice(0, 'turn'), notice(1, 'reminder')] });
    const stored = await store.loadGame(id);
    expect(stored?.game.version).toBe(0);
    expect(stored?.game.awaiting).toEqual([0, 1]);
    expect(stored?.seats.map((s) => [s.seat, s.awaitingSince?.toISOString() ?? null])).toEqual([
      [0, t0.toISOString()],
      [1, t0.toISOString()],
      [2, null],
    ]);
    const mail = await database.db.select().from(outbox).where(eq(outbox.gameId, id));
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

  it('keeps the game row’s projections in the same step: awaiting, status, outcome, finished', async () => {
    const id = await givenGame();
    await store.append({ ...appendInput(id, 0, 'a'), awaiting: [1, 2] });
    let stored = await store.loadGame(id);
    expect(stored?.game.awaiting).toEqual([1, 2]);
    await store.append({ ...appendInput(id, 1, 'b'), awaiting: [], status: 'finished', outcome: winnerOne });
    stored = await store.loadGame(id);
    expect(stored?.game.status).toBe('finished');
    expect(stored?.game.outcome).toEqual(winnerOne);
    expect(stored?.game.finishedAt).not.toBeNull();
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

describe('the append statement', () => {
  it('has the same text whatever it carries (every value a parameter), as a named prepared statement must', () => {
    const text = (input: Parameters<typeof appendStatement>[0]) => new PgDialect().sqlToQuery(appendStatement(input)).sql;
    const bare = appendInput('g-a', 0, 'k');
    const full = {
      ...appendInput('g-b', 7, 'other key'),
      seat: -1,
      by: 'host' as const,
      holder: { seat: 2, generation: 3 },
      status: 'finished' as const,
      awaiting: [],
      outcome: winnerOne,
      pace: { id: 'bank', startHours: 72, perMoveHours: 24, capHours: 168 },
      webhookUrl: null,
      inviteOpen: false,
      seats: [{ seat: 1, name: 'Dee', email: null, bot: null, tokenGeneration: 2, tokenHash: 'h', notifyAtOnce: false, remindAfterHours: null, unsubscribed: false, awaitingSince: null, clockSeconds: 60, autopilotMoves: 0, open: false }],
      notices: { queue: [{ seat: 1, kind: 'turn' as const, version: 8, holderGeneration: 2, waitStartedAt: t0, dueAt: t0 }], drop: [{ kind: 'late' as const, reason: 'gone' }] },
    };
    expect(text(full)).toBe(text(bare));
  });
});

describe.runIf(process.env.DATABASE_URL)('EventStore under concurrency (real PostgreSQL)', () => {
  it('appends through a prepared statement, parsed and planned once per connection', async () => {
    const one = connectPostgres(database.url as string, 1);
    try {
      const alone = new EventStore(one.db);
      const id = await givenGame();
      expect(await alone.append(appendInput(id, 0, 'p1'))).toMatchObject({ result: 'ok', version: 1 });
      expect(await alone.append(appendInput(id, 1, 'p2'))).toMatchObject({ result: 'ok', version: 2 });
      const statements = rowsOf<{ name: string }>(await one.db.execute(sql`select name from pg_prepared_statements`)).map((r) => r.name);
      expect(statements).toContain('turnpost_append');
    } finally {
      await one.close();
    }
  });


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
