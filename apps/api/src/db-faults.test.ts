/**
 * Database faults: dropped connections never take the server down, an unreachable database answers 503 with a clear
 * message, and the server recovers by itself.
 */
import { connectPostgres } from '@turnpost/db/node';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
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

/**
 * A TCP proxy in front of PostgreSQL that can freeze the connections it carries (no byte passes either way, the
 * sockets stay open: a network fault the kernel's TCP cannot see) while new connections still go through.
 */
async function freezableProxy(target: URL) {
  const pairs: { client: Socket; server: Socket; frozen: boolean }[] = [];
  const server: Server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
    const pair = { client, server: upstream, frozen: false };
    pairs.push(pair);
    client.on('data', (chunk) => !pair.frozen && upstream.write(chunk));
    upstream.on('data', (chunk) => !pair.frozen && client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: (db: string) => `postgres://${target.username || 'postgres'}@127.0.0.1:${port}/${db}`,
    freeze: () => {
      for (const p of pairs) p.frozen = true;
      return pairs.filter((p) => !p.client.destroyed).length;
    },
    close: async () => {
      for (const p of pairs) {
        p.client.destroy();
        p.server.destroy();
      }
      await new Promise((r) => server.close(r));
    },
  };
}

describe.runIf(onPostgres)('when the pooled connections freeze (a TCP proxy that stops passing bytes)', () => {
  it('answers 503 within the query timeout, drops the frozen connections and serves again within seconds', async () => {
    const t = await openTestApp();
    const target = new URL(t.database.url as string);
    const proxy = await freezableProxy(target);
    const proxied = connectPostgres(proxy.url(target.pathname.slice(1)), 5, { queryTimeoutMs: 1_000, onIdleError: () => {} });
    const errors: unknown[] = [];
    const app = createApp({ connect: () => ({ ...proxied, close: async () => {} }), secret: 'test-secret', logError: (e) => errors.push(e) });
    try {
      const created = await bodyOf(await app.request('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'arquetect', seats: [{ name: 'a' }, { name: 'b' }] }) }));
      const view = () => app.request(`/api/games/${created.id}/view`, { headers: { Authorization: `Bearer ${created.seats[0].token}` } });
      // warm the pool: five connections through the proxy
      expect((await Promise.all(Array.from({ length: 5 }, view))).map((r) => r.status)).toEqual(Array(5).fill(200));
      expect(proxy.freeze()).toBeGreaterThan(0);
      const started = performance.now();
      const frozen = await view();
      const waited = performance.now() - started;
      expect(frozen.status).toBe(503);
      expect(frozen.headers.get('Retry-After')).toBe('5');
      expect(waited).toBeLessThan(3_000);
      // no restart: within seconds every request is served again, on fresh connections
      let served = 0;
      const until = performance.now() + 5_000;
      while (served < 10 && performance.now() < until) served = (await view()).status === 200 ? served + 1 : 0;
      expect(served).toBe(10);
      expect(errors).toEqual([]);
    } finally {
      await proxied.close().catch(() => {});
      await proxy.close();
      await t.close();
    }
  }, 60_000);

  it('answers 503 within the query timeout while a table lock holds, and serves once it is released', async () => {
    const t = await openTestApp();
    const pool = connectPostgres(t.database.url as string, 5, { queryTimeoutMs: 1_000, onIdleError: () => {} });
    const app = createApp({ connect: () => ({ ...pool, close: async () => {} }), secret: 'test-secret', logError: () => {} });
    const locker = new pg.Client({ connectionString: t.database.url as string });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table games in access exclusive mode');
      const started = performance.now();
      const statuses = (await Promise.all(Array.from({ length: 5 }, () => app.request('/api/games')))).map((r) => r.status);
      expect(statuses).toEqual(Array(5).fill(503));
      expect(performance.now() - started).toBeLessThan(3_000);
      await locker.query('commit');
      expect((await app.request('/api/games')).status).toBe(200);
    } finally {
      await locker.end();
      await pool.close();
      await t.close();
    }
  }, 60_000);
});
