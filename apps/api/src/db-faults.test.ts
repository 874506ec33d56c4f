/**
 * Database faults: dropped connections never take the server down, an unreachable database answers 503 with a clear
 * message, and the server recovers by itself.
 */
import { connectPostgres } from '@turnpost/db/node';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { bodyOf, openTestApp, type TestApp } from './testing.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('when PostgreSQL is unreachable', () => {
  it('answers 503 with a clear message and Retry-After, and serves again once it is back', async () => {
    let reachable = false;
    const down = connectPostgres('postgres://postgres@127.0.0.1:1/nowhere', 2, { connectTimeoutMs: 1_000, onIdleError: () => {} });
    const up = await openTestApp();
    const errors: unknown[] = [];
    const app = createApp({
      connect: () => (reachable ? { ...up.database, close: async () => {} } : down),
      secret: 'test-secret',
      logError: (e) => errors.push(e),
    });
    const res = await app.request('/api/games');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await bodyOf(res)).toEqual({ code: 'E_UNAVAILABLE', message: expect.stringMatching(/database cannot be reached/) });
    reachable = true;
    expect((await app.request('/api/games')).status).toBe(200);
    expect(errors).toEqual([]);
    await up.close();
  }, 30_000);
});

describe.runIf(onPostgres)('when PostgreSQL drops the connections (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  }, 30_000);
  afterAll(async () => t?.close());

  async function terminateAll(url: string) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    return rows.length;
  }

  it('answers 503 while the database refuses connections (ALLOW_CONNECTIONS false), and serves again after', async () => {
    const own = await openTestApp();
    const url = own.database.url as string;
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    try {
      expect((await own.call('GET', '/api/games')).status).toBe(200);
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const refused = await Promise.all(Array.from({ length: 4 }, () => own.call('GET', '/api/games')));
      for (const res of refused) {
        expect(res.status).toBe(503);
        expect(res.headers.get('Retry-After')).toBe('5');
        expect((await bodyOf(res)).code).toBe('E_UNAVAILABLE');
      }
      await admin.query(`alter database "${name}" allow_connections true`);
      expect((await own.call('GET', '/api/games')).status).toBe(200);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`).catch(() => {});
      await admin.end();
      await own.close();
    }
  }, 60_000);

  it('survives pg_terminate_backend on every connection, in the middle of requests, and recovers by itself', async () => {
    const created = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] } }));
    const view = () => t.call('GET', `/api/games/${created.id}/view`, { token: created.seats[0].token });
    // warm the pool, then drop every connection while 40 requests are in flight
    await Promise.all(Array.from({ length: 10 }, view));
    const inFlight = Array.from({ length: 40 }, view);
    expect(await terminateAll(t.database.url as string)).toBeGreaterThan(0);
    const statuses = (await Promise.all(inFlight)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // idle connections dropped too: the next requests find fresh ones
    await terminateAll(t.database.url as string);
    await new Promise((r) => setTimeout(r, 200));
    const after = await Promise.all(Array.from({ length: 10 }, view));
    expect(after.map((r) => r.status)).toEqual(Array(10).fill(200));
  }, 60_000);
});
