import { openTestDatabase, type TestDatabase } from '@turnpost/db/testing';
import { EventStore, gameAnalyses, games } from '@turnpost/db';
import { eq } from 'drizzle-orm';
import { type AnyEngine, engineFor, expandChoices, Rng, silent, verifyRecord } from '@turnpost/rules';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorker, startWorker } from './worker-harness.ts';

interface ApiMail {
  headers: IncomingMessage['headers'];
  body: { from: string; to: string[]; subject: string; text: string; html: string; headers: Record<string, string> };
}

/** A Resend-compatible email API on loopback that records what the Worker posts. */
async function startEmailApi(): Promise<{ url: string; received: ApiMail[]; server: Server }> {
  const received: ApiMail[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `m${received.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`, received, server };
}

// The production path: the Worker bundle under workerd, the Neon driver, a real PostgreSQL.
describe.runIf(process.env.DATABASE_URL)('the Worker under workerd with the Neon driver', () => {
  let database: TestDatabase;
  let worker: RunningWorker;
  let emailApi: Awaited<ReturnType<typeof startEmailApi>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    emailApi = await startEmailApi();
    worker = await startWorker(database.url as string, {
      TOKEN_SECRET: 'worker-test-secret',
      PUBLIC_URL: 'https://turnpost.test',
      EMAIL_API_URL: emailApi.url,
      EMAIL_API_KEY: 'test-key',
      // the games these tests finish are analysed only when asked for (the last test asks)
      ANALYSE_FINISHED: '0',
    });
  }, 90_000);
  afterAll(async () => {
    await worker?.stop();
    emailApi?.server.close();
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
      const legal = expandChoices(me.json.choices);
      const action = legal[rng.int(0, legal.length - 1)];
      // a new phase just began (everyone awaited): a submit based on before it is stale
      if (!sawConflict && me.json.version > 0 && me.json.awaiting.length === 3) {
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
    // its record, made by the Worker's WebCrypto, checks out with the rules alone, and the Worker imports it back
    const record = await call(`/api/games/${id}/record`);
    expect(record.json.shuffle.commitment).toBe(summary.json.shuffle.commitment);
    expect(await verifyRecord(record.json, engineFor)).toMatchObject({ shuffle: true, result: true });
    // as another server's record: a new game here; the record of this very game leads to it
    const imported = await call('/api/games/import', { body: { ...record.json, game: { ...record.json.game, id: `elsewhere-${id}` } } });
    expect(imported.status).toBe(201);
    expect((await call(`/api/games/${imported.json.id}`)).json).toMatchObject({ status: 'finished', importedFrom: `elsewhere-${id}` });
    const own = await call('/api/games/import', { body: record.json });
    expect([own.status, own.json.id]).toEqual([200, id]);
  }, 180_000);

  it('asks a new address to confirm, then sends its due turn email from a triggered scheduled run, once', async () => {
    const created = await call('/api/games', {
      body: {
        game: 'avenue-empires',
        seats: [{ name: 'Ann', email: 'ann@example.test', notifyAtOnce: true }, { name: 'Bob' }, { name: 'Cy' }],
      },
    });
    const { id, seats } = created.json as { id: string; seats: { token: string }[] };
    const scheduled = async () => expect((await fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)).status).toBe(200);
    const mine = () => emailApi.received.filter((m) => m.body.text.includes(`(game ${id})`));
    await scheduled();
    // the address is new: its first email asks it to confirm, and nothing else goes to it until it has
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.headers['idempotency-key']).toBe('consent:ann@example.test');
    const confirm = new URL(mine()[0]!.body.text.match(/To get the emails, confirm:\s+(\S+)/)?.[1] ?? '').pathname;
    await scheduled();
    expect(mine()).toHaveLength(1);
    const yes = await fetch(`${worker.url}${confirm}`, { method: 'POST', headers: { Accept: 'application/json' } });
    expect(await yes.json()).toEqual({ confirmed: true });
    await scheduled();
    const turn = mine().slice(1);
    expect(turn).toHaveLength(1);
    expect(turn[0]!.body.to).toEqual(['ann@example.test']);
    expect(turn[0]!.headers.authorization).toBe('Bearer test-key');
    expect(turn[0]!.headers['idempotency-key']).toBe(`${id}:0:turn:0`);
    expect(turn[0]!.body.text).toContain(`https://turnpost.test/play/${id}#${seats[0]!.token}`);
    expect(turn[0]!.body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await scheduled();
    expect(mine()).toHaveLength(2);
  }, 60_000);

  /** Polls the game until no bot is due (the bots moved) or it ends. */
  async function botsDone(id: string, ms = 30_000) {
    const until = Date.now() + ms;
    for (;;) {
      const v = await call(`/api/games/${id}`);
      const due = (v.json.seats as { awaited: boolean; bot: string | null }[]).some((s) => s.awaited && s.bot !== null);
      if (v.json.status === 'finished' || !due) return v.json;
      if (Date.now() > until) throw new Error(`bots still due in ${id}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('moves a due bot after the response (waitUntil), and the person plays on', async () => {
    const created = await call('/api/games', { body: { game: 'arquetect', seats: [{ bot: 'medium' }, { name: 'Ann' }, { bot: 'easy' }] } });
    expect(created.status).toBe(201);
    const { id, seats } = created.json as { id: string; seats: { token?: string }[] };
    // seat 0, a bot, opens: it has moved by the time the game waits on Ann
    let summary = await botsDone(id);
    expect(summary.version).toBeGreaterThan(0);
    const rng = Rng.fromSeed('worker-bots');
    for (let moves = 0; summary.status !== 'finished' && moves < 40; moves++) {
      const me = await call(`/api/games/${id}/view`, { token: seats[1]!.token });
      const legal = expandChoices(me.json.choices);
      const res = await call(`/api/games/${id}/actions`, {
        token: seats[1]!.token,
        body: { expectedVersion: me.json.version, action: legal[rng.int(0, legal.length - 1)], idempotencyKey: `b${moves}` },
      });
      expect(res.status).toBe(200);
      summary = await botsDone(id);
    }
    expect(summary.status).toBe('finished');
  }, 120_000);

  it('moves a bot left due from the Cron Trigger’s sweep', async () => {
    // a game that waits on a bot, written as if its runner had died before moving it
    const store = new EventStore(database.db);
    const id = `swept${Date.now().toString(36)}`;
    const engine = engineFor('saltmarket') as AnyEngine;
    const start = engine.setup(2, {}, 'swept-seed', silent);
    const seat = (n: number, bot: 'hard' | null) => ({ seat: n, name: bot ? 'Bot' : 'Ann', email: null, tokenHash: `${id}-${n}`, notifyAtOnce: false, remindAfterHours: null, bot });
    await store.createGame({
      id, kind: 'saltmarket', rulesVersion: engine.rulesVersion, options: {}, seed: 'swept-seed',
      awaiting: engine.awaiting(start.state), seats: [seat(0, null), seat(1, 'hard')], now: new Date(),
    });
    expect((await call(`/api/games/${id}`)).json.version).toBe(0);
    const run = await fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
    expect(run.status).toBe(200);
    const after = await botsDone(id, 5_000);
    expect(after.version).toBe(1);
    const [event] = await store.loadEvents(id);
    expect(event).toMatchObject({ seat: 1, idempotencyKey: `bot:${id}:1:0` });
  }, 60_000);

  it('takes open seats through the invite link and the lobby, and starts with bots the games whose open seats ran out (Cron Trigger)', async () => {
    const created = await call('/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { open: true }, { open: true }], openSeats: { lobby: true, waitHours: 1 } },
    });
    expect(created.status).toBe(201);
    const { id, invite } = created.json as { id: string; invite: { token: string } };
    expect((await call(`/api/games/${id}/invite`, { token: invite.token })).json.status).toBe('open');
    expect((await call('/api/lobby?game=avenue-empires')).json.tables.map((x: { id: string }) => x.id)).toContain(id);
    const ben = await call(`/api/games/${id}/claims`, { token: invite.token, body: { seat: 1, name: 'Ben' } });
    expect(ben.status).toBe(201);
    expect((await call(`/api/games/${id}/claims`, { body: { seat: 1, name: 'Cy' } })).json.code).toBe('E_SEAT_TAKEN');
    // the open seat's time runs out: the next sweep starts the game with a bot in it
    await database.db.update(games).set({ fillBy: new Date(Date.now() - 1000) }).where(eq(games.id, id));
    const run = await fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
    expect(run.status).toBe(200);
    const started = (await call(`/api/games/${id}`)).json;
    expect(started.status).toBe('active');
    expect(started.seats.map((s: { name: string; bot: string | null }) => [s.name, s.bot])).toEqual([['Ann', null], ['Ben', null], ['Bot Anna (medium)', 'medium']]);
  }, 60_000);

  it('moves, once, for a person whose time ran out, from the Cron Trigger’s sweeps (the autopilot, marked)', async () => {
    // a paced game created two days ago whose first seat never moved: its day per move is long gone
    const store = new EventStore(database.db);
    const id = `late${Date.now().toString(36)}`;
    const engine = engineFor('arquetect') as AnyEngine;
    const options = (engine.parseOptions({}, 2) as { value: unknown }).value;
    const start = engine.setup(2, options, 'late-seed', silent);
    const day = { id: '1-day', startHours: 24, perMoveHours: 24, capHours: 24 };
    const then = new Date(Date.now() - 2 * 24 * 3600_000);
    const awaiting = engine.awaiting(start.state);
    const seat = (n: number) => ({
      seat: n, name: `P${n}`, email: null, tokenHash: `${id}-${n}`, notifyAtOnce: false, remindAfterHours: null, bot: null,
      clockSeconds: 24 * 3600, awaitingSince: awaiting.includes(n) ? then : null,
    });
    await store.createGame({
      id, kind: 'arquetect', rulesVersion: engine.rulesVersion, options, seed: 'late-seed', pace: day, awaiting, seats: [seat(0), seat(1)], now: then,
    });
    const before = await call(`/api/games/${id}`);
    expect(Date.parse(before.json.seats[0].deadline)).toBeLessThan(Date.now());
    // two Cron runs at once (a slow one overlapping the next): the wait is played once
    const cron = () => fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
    expect((await Promise.all([cron(), cron()])).map((r) => r.status)).toEqual([200, 200]);
    const moved = await store.loadEvents(id);
    expect(moved.length).toBeGreaterThan(0);
    for (const e of moved) expect(e).toMatchObject({ seat: 0, by: 'autopilot', idempotencyKey: `autopilot:${id}:0:${e.seq - 1}` });
    // the late wait is over: whoever the game waits on now has a fresh day (unless the autopilot's move ended it)
    const after = await call(`/api/games/${id}`);
    const awaited = (after.json.seats as { awaited: boolean; deadline: string }[]).filter((s) => s.awaited);
    if (after.json.status === 'active') expect(awaited.length).toBeGreaterThan(0);
    for (const s of awaited) expect(Date.parse(s.deadline)).toBeGreaterThan(Date.now());
  }, 60_000);

  it('limits wrong links per address through the rate-limiting binding: 429 with Retry-After', async () => {
    const created = await call('/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] } });
    const { id } = created.json as { id: string };
    // workerd's binding counts in windows aligned to the clock's minutes (miniflare's ratelimit worker: the bucket
    // empties when floor(now / 60 s) changes): 30 tries that straddle a minute's end would start again from zero
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((r) => setTimeout(r, left + 250));
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30; i++) {
      const res = await call(`/api/games/${id}/view`, { token: `guess-${i}`, headers: { 'CF-Connecting-IP': '203.0.113.9' } });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 20).every((s) => s === 403)).toBe(true);
    expect(statuses.slice(21)).toContain(429);
    expect(retryAfter).toBe('60');
  }, 90_000);

  it('serves the web app: every page of the app (200, its page), 404 with that page for a path that is none or names no game, files as they are', async () => {
    const page = async (path: string) => {
      const res = await fetch(`${worker.url}${path}`, { headers: { Accept: 'text/html' } });
      return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text(), cache: res.headers.get('cache-control') };
    };
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.type).toContain('text/html');
    expect(home.body).toContain('/_app/immutable/');
    const framed = await fetch(`${worker.url}/`);
    expect(framed.headers.get('content-security-policy'), 'the same security headers as the API').toContain("frame-ancestors 'none'");
    await framed.arrayBuffer();
    const created = await call('/api/games', { body: { game: 'saltmarket', seats: [{ name: 'Ann' }, { name: 'Bob' }] } });
    const { id } = created.json as { id: string };
    for (const path of [`/play/${id}`, `/replay/${id}`, '/rules/saltmarket', '/games', '/my-games', '/import', `/host/${id}`, `/created/${id}`]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toBe(home.body);
    }
    // a page naming a game or a kind there is none of, too (page-status.ts)
    for (const path of ['/no-such-page', '/play', '/play/g123/extra', '/rules/saltmarket/more', '/play/g123', '/replay/g123', '/rules/chess']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toContain('text/html');
      // the app's page, so a browser shows its own "Not found"
      expect(res.body, path).toBe(home.body);
      // a path that is no page of the app answers anything but a browser with the API's error shape
      if (['/play/g123', '/replay/g123', '/rules/chess'].includes(path)) continue;
      const script = await fetch(`${worker.url}${path}`);
      expect(script.status, path).toBe(404);
      expect(await script.json(), path).toEqual({ code: 'E_NOT_FOUND', message: 'Not found.' });
    }
    const script = home.body.match(/\/_app\/immutable\/[^"']+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${worker.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    await asset.arrayBuffer();
    const icon = await fetch(`${worker.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('svg');
    await icon.arrayBuffer();
    // the API keeps its own answers: JSON, never the app's page
    const unknownApi = await fetch(`${worker.url}/api/no-such-route`);
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers.get('content-type')).toContain('application/json');
    await unknownApi.arrayBuffer();
  }, 60_000);

  it('analyses a finished game in chunks, asked for by its replay: after the read’s response (waitUntil), then from the Cron Trigger', async () => {
    const created = await call('/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Bob' }] } });
    const { id, seats } = created.json as { id: string; seats: { token: string }[] };
    const rng = Rng.fromSeed('worker-analysis');
    let events = 0;
    for (let spectator = await call(`/api/games/${id}/view`); spectator.json.status !== 'finished'; spectator = await call(`/api/games/${id}/view`)) {
      const seat: number = spectator.json.awaiting[rng.int(0, spectator.json.awaiting.length - 1)];
      const me = await call(`/api/games/${id}/view`, { token: seats[seat]!.token });
      const legal = expandChoices(me.json.choices);
      const body = { expectedVersion: me.json.version, action: legal[rng.int(0, legal.length - 1)], idempotencyKey: `a${events++}` };
      expect((await call(`/api/games/${id}/actions`, { token: seats[seat]!.token, body })).status).toBe(200);
    }
    const first = await call(`/api/games/${id}/analysis`);
    expect(first.status).toBe(200);
    expect(first.json.status).not.toBe('ready');
    // the read's run goes on after its response; the Cron Trigger's runs take over whatever is left
    const until = Date.now() + 90_000;
    let analysis = first.json;
    while (analysis.status !== 'ready' && Date.now() < until) {
      expect((await fetch(`${worker.url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`)).status).toBe(200);
      analysis = (await call(`/api/games/${id}/analysis`)).json;
    }
    expect(analysis.status).toBe('ready');
    expect(analysis.seats).toHaveLength(2);
    for (const seat of analysis.seats) expect(seat.winChance).toHaveLength(events + 1);
    const [row] = await database.db.select().from(gameAnalyses).where(eq(gameAnalyses.gameId, id));
    expect(row?.done).toBe(events + 1);
  }, 120_000);
});
