/**
 * Crash inside the append: the backend running the append (one statement, `EventStore.append`) dies after the event row is inserted and before
 * the commit. Nothing of it may remain: no event, the same version, the same projections and no outbox row.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './database.ts';
import { EventStore } from './store.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)('a crash inside the append (real PostgreSQL)', () => {
  let database: TestDatabase;
  let store: EventStore;
  const t0 = new Date('2026-01-01T00:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase();
    store = new EventStore(database.db);
  }, 30_000);
  afterAll(async () => database?.close(), 30_000);

  const snapshot = async (id: string) => {
    const read = async (q: ReturnType<typeof sql>) => rowsOf(await database.db.execute(q));
    return JSON.stringify({
      game: await read(sql`select version, status, awaiting, outcome, updated_at from games where id = ${id}`),
      seats: await read(sql`select seat, awaiting_since from seats where game_id = ${id} order by seat`),
      events: await read(sql`select seq from events where game_id = ${id}`),
      outbox: await read(sql`select kind, seat, version from outbox where game_id = ${id} order by id`),
    });
  };

  it('leaves events, version, projections and outbox as they were, and the next append works', async () => {
    const id = 'crash-1';
    await store.createGame({
      id,
      kind: 'test-game',
      rulesVersion: 1,
      options: {},
      seed: 's',
      awaiting: [0],
      now: t0,
      seats: [0, 1].map((seat) => ({
        seat,
        name: `P${seat}`,
        email: `p${seat}@example.test`,
        tokenHash: `h${seat}`,
        notifyAtOnce: true,
        remindAfterHours: 24,
        bot: null,
      })),
    });
    const before = await snapshot(id);
    // a test-only trigger that stalls right after the event insert, inside the append's transaction
    await database.db.execute(sql.raw(`
      create or replace function crash_stall() returns trigger language plpgsql as $$
      begin perform pg_sleep(30); return new; end $$;
      create trigger crash_stall after insert on events for each row execute function crash_stall();`));
    const append = store
      .append({ gameId: id, expectedVersion: 0, seat: 0, action: { type: 'x' }, idempotencyKey: 'k', now: t0, awaiting: [1], status: 'active', outcome: null })
      .then(() => 'returned', (e: Error) => `${e.message} ${(e.cause as Error | undefined)?.message}`);
    // kill the backend while it sleeps inside the transaction
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    let killed = 0;
    for (let i = 0; i < 100 && killed === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like '%insert into events%' and pid <> pg_backend_pid()",
      );
      killed = rows.length;
    }
    expect(killed).toBe(1);
    const failure = await append;
    expect(failure, failure).toMatch(/terminat|connection/i);
    await admin.query('drop trigger crash_stall on events');
    await admin.end();
    expect(await snapshot(id)).toBe(before);
    const next = await store.append({ gameId: id, expectedVersion: 0, seat: 0, action: { type: 'x' }, idempotencyKey: 'k', now: t0, awaiting: [1], status: 'active', outcome: null });
    expect(next).toEqual({ result: 'ok', seq: 1, version: 1 });
  }, 60_000);
});
