/**
 * Standing proof (issue 48): the rate limits hold across servers. Two app instances share one real PostgreSQL
 * database; a seat writing at the table through both gets `CHAT_LIMITS.perMinute` messages a minute in all, not that
 * many on each; an address gets 20 new games and 20 wrong links a minute in all.
 */
import { connectPostgres } from '@turnpost/db/node';
import { CHAT_LIMITS } from '@turnpost/rules/table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { BotRunner } from '../bots/bot-runner.ts';
import { databaseAbuseGuard } from '../services/abuse-guard.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

const idle = { run: async () => {}, sweep: async () => 0 } as unknown as BotRunner;
/** One minute's window for the whole test (a window boundary mid-test would split the counts). */
const now = () => Date.UTC(2026, 2, 1, 12, 0, 30);

describe.runIf(process.env.DATABASE_URL)('rate limits across two servers on one database', () => {
  let a: TestApp;
  let b: ReturnType<typeof createApp>;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    a = await openTestApp(undefined, {
      bots: idle,
      guard: databaseAbuseGuard(() => ({ ...a.database, close: async () => {} }), now),
      clientAddress: (c) => c.req.header('X-Test-Client') ?? 'one',
    });
    const second = connectPostgres(a.database.url as string, 4);
    closeB = second.close;
    b = createApp({
      connect: () => ({ ...second, close: async () => {} }),
      clock: () => a.now(),
      secret: 'test-secret',
      bots: idle,
      guard: databaseAbuseGuard(() => ({ ...second, close: async () => {} }), now),
      clientAddress: (c) => c.req.header('X-Test-Client') ?? 'one',
    });
  }, 60_000);
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  /** A request through server A (even `i`) or B (odd). */
  const call = (i: number, method: string, path: string, opts: { token?: string; body?: unknown; client?: string } = {}) => {
    const headers: Record<string, string> = { 'X-Test-Client': opts.client ?? 'one' };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const init = { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) };
    return Promise.resolve(i % 2 === 0 ? a.app.request(path, init) : b.request(path, init));
  };

  it(`lets a seat write ${CHAT_LIMITS.perMinute} messages a minute through both servers together`, async () => {
    const g = await bodyOf(await call(0, 'POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] }, client: 'chat' }));
    const statuses: number[] = [];
    for (let i = 0; i < 2 * CHAT_LIMITS.perMinute; i++)
      statuses.push((await call(i, 'POST', `/api/games/${g.id}/chat`, { token: g.seats[0].token, body: { text: `message ${i}` } })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CHAT_LIMITS.perMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(CHAT_LIMITS.perMinute);
    console.info(`chat across two servers: ${statuses.filter((s) => s === 201).length} of ${statuses.length} messages stored`);
  });

  it('lets an address create 20 games a minute through both servers together, and guess 20 wrong links', async () => {
    const created: number[] = [];
    for (let i = 0; i < 30; i++)
      created.push((await call(i, 'POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] }, client: 'maker' })).status);
    expect(created.filter((s) => s === 201)).toHaveLength(20);
    expect(created.filter((s) => s === 429)).toHaveLength(10);
    const g = await bodyOf(await call(0, 'POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] }, client: 'host' }));
    const guesses: number[] = [];
    for (let i = 0; i < 30; i++) guesses.push((await call(i, 'GET', `/api/games/${g.id}/view`, { token: `wrong-token-${i}-xxxxxxxx`, client: 'guesser' })).status);
    expect(guesses.filter((s) => s === 403)).toHaveLength(20);
    expect(guesses.slice(20).every((s) => s === 429)).toBe(true);
  });
});
