import { openTestDatabase, type TestDatabase } from '@turnpost/db/testing';
import { Rng } from '@turnpost/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorker, startWorker } from './worker-harness.ts';

// The production path: the Worker bundle under workerd, the Neon driver, a real PostgreSQL.
describe.runIf(process.env.DATABASE_URL)('the Worker under workerd with the Neon driver', () => {
  let database: TestDatabase;
  let worker: RunningWorker;

  beforeAll(async () => {
    database = await openTestDatabase();
    worker = await startWorker(database.url as string);
  }, 90_000);
  afterAll(async () => {
    await worker?.stop();
    await database?.close();
  }, 30_000);

  const call = async (path: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${worker.url}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: assertions read arbitrary fields
    return { status: res.status, headers: res.headers, json: res.status === 304 ? null : ((await res.json()) as any) };
  };

  it('plays a whole 3-seat game over HTTP, with a stale-version conflict on the way', async () => {
    const created = await call('/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] },
    });
    expect(created.status).toBe(201);
    const { id, seats } = created.json as { id: string; seats: { token: string }[] };
    const rng = Rng.fromSeed('worker');
    let steps = 0;
    let sawConflict = false;
    for (;;) {
      const spectator = await call(`/api/games/${id}/view`);
      if (spectator.json.status === 'finished') break;
      const seat: number = spectator.json.awaiting[rng.int(0, spectator.json.awaiting.length - 1)];
      const me = await call(`/api/games/${id}/view`, { token: seats[seat]!.token });
      const unchanged = await call(`/api/games/${id}/view`, { token: seats[seat]!.token, headers: { 'if-none-match': me.headers.get('etag') ?? '' } });
      expect(unchanged.status).toBe(304);
      const action = me.json.legalActions[rng.int(0, me.json.legalActions.length - 1)];
      if (!sawConflict && me.json.version > 0) {
        const stale = await call(`/api/games/${id}/actions`, {
          token: seats[seat]!.token,
          body: { expectedVersion: me.json.version - 1, action, idempotencyKey: `stale-${steps}` },
        });
        expect(stale.status).toBe(409);
        expect(stale.json).toMatchObject({ code: 'E_STALE', version: me.json.version });
        sawConflict = true;
      }
      const res = await call(`/api/games/${id}/actions`, {
        token: seats[seat]!.token,
        body: { expectedVersion: me.json.version, action, idempotencyKey: `k${steps}` },
      });
      expect(res.status).toBe(200);
      steps++;
    }
    expect(steps).toBe(117);
    const summary = await call(`/api/games/${id}`);
    expect(summary.json.status).toBe('finished');
    expect(summary.json.outcome.winners.length).toBeGreaterThan(0);
  }, 180_000);
});
