/**
 * Standing proof (issue 51): an unchanged poll costs no database query on a Node server that keeps a `PollCache`, and
 * what another server changes reaches it. Two app instances share one real PostgreSQL database: A answers polls
 * (counting every SQL statement it sends), B makes the changes. A's cache lives on the PostgreSQL NOTIFY feed; killing
 * the feed's connection makes A read again until it listens anew.
 */
import { type Connection, rowsOf } from '@turnpost/db';
import { connectPostgres, listenForPolls, type PollFeed } from '@turnpost/db/node';
import { openTestDatabase, type TestDatabase } from '@turnpost/db/testing';
import { expandChoices } from '@turnpost/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { BotRunner } from '../bots/bot-runner.ts';
import { PollCache } from '../services/poll-cache.ts';
import { bodyOf } from '../testing.ts';

const idle = { run: async () => {}, sweep: async () => 0 } as unknown as BotRunner;

describe('the poll cache, by itself', () => {
  it('keeps no row read across a change, and reads while its feed is not live', async () => {
    let live = true;
    const cache = new PollCache(() => live);
    const row = (version: number) => ({ version, chatRevision: 0, rematchId: null, seats: [] });
    // a change lands while the read is on its way: the (older) row read is used once, not kept
    await cache.row('g', async () => {
      cache.changed('g');
      return row(1);
    });
    expect(await cache.row('g', async () => row(2))).toEqual(row(2));
    expect(await cache.row('g', async () => row(3))).toEqual(row(2));
    expect(cache.counts).toEqual({ hits: 1, reads: 2 });
    cache.changed('g');
    expect(await cache.row('g', async () => row(4))).toEqual(row(4));
    live = false;
    expect(await cache.row('g', async () => row(5))).toEqual(row(5));
    live = true;
    expect(await cache.row('g', async () => row(6))).toEqual(row(6));
  });
});

describe.runIf(process.env.DATABASE_URL)('unchanged polls across two servers on one database', () => {
  let database: TestDatabase;
  let second: Connection;
  let feed: PollFeed;
  let cache: PollCache;
  let a: ReturnType<typeof createApp>;
  let b: ReturnType<typeof createApp>;
  let queries = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = database.url as string;
    const first = connectPostgres(url, 4, { onQuery: () => queries++ });
    second = connectPostgres(url, 4);
    cache = new PollCache(() => feed.live());
    feed = listenForPolls(url, (gameId) => cache.changed(gameId), { heartbeatMs: 200, retryMs: 100 });
    const common = { clock: () => new Date(), secret: 'test-secret', bots: idle };
    a = createApp({ ...common, connect: () => ({ ...first, close: async () => {} }), polls: cache });
    b = createApp({ ...common, connect: () => ({ ...second, close: async () => {} }) });
    closers.push(first.close, second.close);
    await until(() => feed.live());
  }, 60_000);
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await feed?.stop();
    for (const close of closers) await close();
    await database?.close();
  });

  async function until(done: () => boolean | Promise<boolean>, ms = 15_000): Promise<number> {
    const start = Date.now();
    while (!(await done())) {
      if (Date.now() - start > ms) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - start;
  }

  const call = async (app: typeof a, method: string, path: string, token?: string, body?: unknown, etag?: string) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (etag) headers['If-None-Match'] = etag;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };

  it('answers unchanged polls with 0 queries, and sees B’s move, new link and chat within the feed’s delay', async () => {
    const g = await bodyOf(await call(b, 'POST', '/api/games', undefined, { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] }));
    const ann = g.seats[0].token as string;
    const view = `/api/games/${g.id}/view`;
    const first = await call(a, 'GET', view, ann);
    let etag = first.headers.get('ETag') as string;
    await first.arrayBuffer();
    const poll = () => call(a, 'GET', view, ann, undefined, etag);
    expect((await poll()).status).toBe(304);
    // the steady state: 100 unchanged polls, no statement sent to the database
    queries = 0;
    for (let i = 0; i < 100; i++) expect((await poll()).status).toBe(304);
    expect(queries).toBe(0);

    // Ben's move through B: A's next polls answer 200 with the new version once the notification came
    const benView = await bodyOf(await call(b, 'GET', view, g.seats[1].token));
    const mover = benView.awaiting.includes(1) ? g.seats[1].token : ann;
    const state = await bodyOf(await call(b, 'GET', view, mover));
    const moved = await call(b, 'POST', `/api/games/${g.id}/actions`, mover, { expectedVersion: state.version, action: expandChoices(state.choices)[0], idempotencyKey: 'm1' });
    expect(moved.status).toBe(200);
    // the notification's delay (a few ms on a quiet machine; bounded by `until`'s limit on a loaded one)
    const seen = await until(async () => (await poll()).status === 200);
    console.log(`poll cache: B's move seen by A's poll after ${seen} ms`);
    const fresh = await call(a, 'GET', view, ann);
    etag = fresh.headers.get('ETag') as string;
    await fresh.arrayBuffer();
    expect((await poll()).status).toBe(304);

    // Ann's link renewed through B: her old link is refused by A at once, not answered from memory
    const renewed = await bodyOf(await call(b, 'POST', `/api/games/${g.id}/reissue`, ann));
    await until(async () => (await poll()).status === 403);
    const again = await call(a, 'GET', view, renewed.token);
    etag = again.headers.get('ETag') as string;
    await again.arrayBuffer();
    const pollNew = () => call(a, 'GET', view, renewed.token, undefined, etag);
    expect((await pollNew()).status).toBe(304);

    // a chat message through B changes the ETag as A answers it
    expect((await call(b, 'POST', `/api/games/${g.id}/chat`, g.seats[1].token, { text: 'hello' })).status).toBe(201);
    await until(async () => (await pollNew()).status === 200);

    // the game ends (its host, through B), then Ben starts a rematch there: no event of this game, still a change
    expect((await call(b, 'POST', `/api/games/${g.id}/host/abandon`, g.host.token)).status).toBe(200);
    const ended = await call(a, 'GET', view, renewed.token);
    etag = ended.headers.get('ETag') as string;
    await ended.arrayBuffer();
    expect((await pollNew()).status).toBe(304);
    expect((await call(b, 'POST', `/api/games/${g.id}/rematch`, g.seats[1].token)).status).toBe(200);
    await until(async () => (await pollNew()).status === 200);
  }, 60_000);

  it('reads again while its feed is lost, and keeps from memory once it listens anew', async () => {
    const g = await bodyOf(await call(b, 'POST', '/api/games', undefined, { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] }));
    const view = `/api/games/${g.id}/view`;
    const first = await call(a, 'GET', view, g.seats[0].token);
    const etag = first.headers.get('ETag') as string;
    await first.arrayBuffer();
    const poll = () => call(a, 'GET', view, g.seats[0].token, undefined, etag);
    await poll();
    // the feed's connection is killed from outside; until it listens again, every poll reads
    await second.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'turnpost-poll-feed'`);
    await until(() => !feed.live());
    queries = 0;
    expect((await poll()).status).toBe(304);
    expect(queries).toBeGreaterThan(0);
    await until(() => feed.live());
    await poll();
    queries = 0;
    for (let i = 0; i < 20; i++) expect((await poll()).status).toBe(304);
    expect(queries).toBe(0);
    const listeners = rowsOf(await second.db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = 'turnpost-poll-feed'`));
    expect(listeners).toEqual([{ n: 1 }]);
  }, 60_000);
});
