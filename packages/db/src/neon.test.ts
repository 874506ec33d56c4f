import { neonConfig } from '@neondatabase/serverless';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNeon } from './neon.ts';
import { type NeonProxy, startNeonProxy } from './neon-proxy.ts';
import { EventStore } from './store.ts';
import { openTestDatabase, type TestDatabase } from './testing.ts';

describe.runIf(process.env.DATABASE_URL)('EventStore through the Neon serverless driver (WebSocket proxy)', () => {
  let database: TestDatabase;
  let proxy: NeonProxy;

  beforeAll(async () => {
    database = await openTestDatabase();
    proxy = await startNeonProxy();
    neonConfig.webSocketConstructor = ws;
    neonConfig.wsProxy = (host, port) => `${proxy.address}?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }, 30_000);
  afterAll(async () => {
    await proxy?.close();
    await database?.close();
  });

  it('creates a game and appends in one round trip per request, with conflicts and duplicates', async () => {
    const request = async <T>(work: (store: EventStore) => Promise<T>): Promise<T> => {
      const connection = connectNeon(database.url as string);
      try {
        return await work(new EventStore(connection.db));
      } finally {
        await connection.close();
      }
    };
    const now = new Date('2026-01-01T00:00:00Z');
    await request((s) =>
      s.createGame({
        id: 'neon1', kind: 'g', rulesVersion: 1, options: {}, seed: 's', awaiting: [0], now,
        seats: [{ seat: 0, name: 'A', email: null, tokenHash: 'h0', notifyAtOnce: false, remindAfterHours: null, bot: null, awaitingSince: now }],
      }),
    );
    const input = { gameId: 'neon1', seat: 0, action: { type: 'x' }, now, awaiting: [0], status: 'active' as const, outcome: null };
    expect(await request((s) => s.append({ ...input, expectedVersion: 0, idempotencyKey: 'a' }))).toEqual({ result: 'ok', seq: 1, version: 1 });
    expect(await request((s) => s.append({ ...input, expectedVersion: 0, idempotencyKey: 'b' }))).toEqual({ result: 'conflict', version: 1 });
    expect(await request((s) => s.append({ ...input, expectedVersion: 0, idempotencyKey: 'a' }))).toEqual({ result: 'duplicate', seq: 1, version: 1 });
    const stored = await request((s) => s.loadGame('neon1'));
    expect(stored?.game.version).toBe(1);
    expect(stored?.seats[0]?.awaitingSince?.toISOString()).toBe(now.toISOString());
  });
});
