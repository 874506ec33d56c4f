/**
 * Standing proof (issue 45): what a request checked when it started is checked again where its change is appended.
 * Two app instances share one real PostgreSQL database; the test holds the game's row lock so that the table's change
 * (made through instance B) commits first and the move (decided by instance A from the game as it was before) comes
 * second. Every round the move must be refused, never appended:
 * - a take-back against the autopilot (the seat's person takes it back while the sweep thinks for it);
 * - a hand-over against the old link (the host gives the seat to someone else while the old link's move is on its way);
 * - a hand-over of a bot's seat to a person while the bot is thinking.
 */
import { connectPostgres } from '@turnpost/db/node';
import { rowsOf } from '@turnpost/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { BotRunner } from '../bots/bot-runner.ts';
import { thinkHere } from '../bots/thinking.ts';
import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { StateCache } from '../services/state-cache.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

const ROUNDS = Number(process.env.TABLE_RACE_ROUNDS ?? 50);

/** No bot moves on its own: the test runs instance A's bots itself, at the moment the race needs. */
const idle = { run: async () => {}, sweep: async () => 0 } as unknown as BotRunner;
const guard = () => memoryAbuseGuard({ tokenFailures: 1_000_000, creations: 1_000_000 });

describe.runIf(process.env.DATABASE_URL)('a table change against a move decided before it (two servers, real PostgreSQL)', () => {
  let a: TestApp;
  let b: ReturnType<typeof createApp>;
  let closeB: () => Promise<void>;
  let runnerA: BotRunner;
  /** Holds the game's row lock. */
  let locker: pg.Client;
  /** Watches who waits on it (outside the locker's transaction, whose statistics snapshot would stand still). */
  let watcher: pg.Client;

  beforeAll(async () => {
    a = await openTestApp(undefined, { bots: idle, guard: guard() });
    const url = a.database.url as string;
    const second = connectPostgres(url, 5);
    closeB = second.close;
    b = createApp({ connect: () => ({ ...second, close: async () => {} }), clock: () => a.now(), secret: 'test-secret', bots: idle, guard: guard() });
    runnerA = new BotRunner({
      connect: () => ({ ...a.database, close: async () => {} }),
      cache: new StateCache(),
      clock: () => a.now(),
      thinker: thinkHere,
      logError: (e) => {
        throw e;
      },
    });
    locker = new pg.Client({ connectionString: url });
    watcher = new pg.Client({ connectionString: url });
    await Promise.all([locker.connect(), watcher.connect()]);
  }, 60_000);
  afterAll(async () => {
    await locker?.end();
    await watcher?.end();
    await closeB?.();
    await a?.close();
  });

  const callB = (method: string, path: string, token: string, body?: unknown) =>
    Promise.resolve(
      b.request(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  /** Requests waiting on a lock in the test's database now. */
  async function waitingOnLocks(): Promise<number> {
    const res = await watcher.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return res.rows[0].n as number;
  }
  async function untilWaiting(n: number, what: string): Promise<void> {
    for (let i = 0; i < 2_000; i++) {
      if ((await waitingOnLocks()) >= n) return;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`${what} never reached the game's row lock`);
  }

  /**
   * Holds game `id`'s row lock while `first` (the table's change) and then `second` (the move decided from the game
   * as it was) queue behind it, then lets them go in that order.
   */
  async function inOrder<F, S>(id: string, first: () => Promise<F>, second: () => Promise<S>): Promise<[F, S]> {
    await locker.query('begin');
    await locker.query('select 1 from games where id = $1 for update', [id]);
    let released = false;
    try {
      const one = first();
      await untilWaiting(1, 'the table change');
      const two = second();
      await untilWaiting(2, 'the move');
      await locker.query('commit');
      released = true;
      return await Promise.all([one, two]);
    } finally {
      if (!released) await locker.query('rollback');
    }
  }

  /** The game's moves (not its table's changes), by seat. */
  async function movesOf(id: string): Promise<{ seat: number; by: string | null }[]> {
    const res = await a.database.db.execute(
      `select seat, by from events where game_id = '${id}' and action->>'type' not like 'table.%' order by seq` as never,
    );
    return rowsOf<{ seat: number; by: string | null }>(res);
  }

  async function create(seats: unknown[], pace?: string) {
    const res = await a.call('POST', '/api/games', { body: { game: 'arquetect', seats, ...(pace ? { pace } : {}) } });
    expect(res.status).toBe(201);
    return bodyOf(res) as Promise<{ id: string; seats: { seat: number; token?: string }[]; awaiting: number[]; host: { token: string } }>;
  }

  it(`take-back against the autopilot: ${ROUNDS} races, no autopilot move after a 200 take-back`, async () => {
    let autopilotMoves = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const g = await create([{ name: 'Ann' }, { name: 'Ben' }], '1-day');
      const [seat] = g.awaiting as [number];
      // given: the seat is on autopilot (two waits in a row ended by it)
      await a.database.db.execute(`update seats set autopilot_moves = 2 where game_id = '${g.id}' and seat = ${seat}` as never);
      const [back] = await inOrder(
        g.id,
        () => callB('POST', `/api/games/${g.id}/take-back`, g.seats[seat]?.token as string),
        () => runnerA.run(g.id),
      );
      expect(back.status).toBe(200);
      expect((await bodyOf(back)).seats[seat].autopilot).toBe(false);
      autopilotMoves += (await movesOf(g.id)).filter((m) => m.by === 'autopilot').length;
    }
    expect(autopilotMoves).toBe(0);
  }, 300_000);

  it(`hand-over against the old link: ${ROUNDS} races, no move of the old link once the hand-over committed`, async () => {
    let oldLinkMoves = 0;
    const refusals: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const g = await create([{ name: 'Ann' }, { name: 'Ben' }]);
      const [seat] = g.awaiting as [number];
      const oldToken = g.seats[seat]?.token as string;
      const mine = await bodyOf(await a.call('GET', `/api/games/${g.id}/legal-actions`, { token: oldToken }));
      const [handed, moved] = await inOrder(
        g.id,
        () => callB('POST', `/api/games/${g.id}/host/seats/${seat}`, g.host.token, { holder: 'person', name: 'Dee' }),
        () =>
          a.call('POST', `/api/games/${g.id}/actions`, {
            token: oldToken,
            body: { expectedVersion: mine.version, action: mine.legalActions[0], idempotencyKey: `old-${round}` },
          }),
      );
      expect(handed.status).toBe(200);
      refusals.push(moved.status);
      oldLinkMoves += (await movesOf(g.id)).length;
    }
    expect(oldLinkMoves).toBe(0);
    expect(refusals.every((s) => s === 403 || s === 409)).toBe(true);
  }, 300_000);

  it(`a bot's seat handed to a person while the bot thinks: ${ROUNDS} races, no bot move after the hand-over`, async () => {
    let botMoves = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const g = await create([{ bot: 'easy' }, { name: 'Ben' }]);
      const [seat] = g.awaiting as [number];
      expect(seat).toBe(0);
      const [handed] = await inOrder(
        g.id,
        () => callB('POST', `/api/games/${g.id}/host/seats/${seat}`, g.host.token, { holder: 'person', name: 'Dee' }),
        () => runnerA.run(g.id),
      );
      expect(handed.status).toBe(200);
      botMoves += (await movesOf(g.id)).length;
    }
    expect(botMoves).toBe(0);
  }, 300_000);
});
