/**
 * `npm run soak` (`-- --seconds N`, or SOAK_SECONDS; default 60): a standing proof of the reliability issue under
 * load. Starts the real Node HTTP server on 127.0.0.1 (port 0) over a fresh database (a new database on the
 * PostgreSQL of DATABASE_URL, dropped at the end; else PGlite in a temporary folder) and lets ~100 simulated
 * players at ~25 tables (the kinds of GET /api/catalogue in turn, each in its seat range, 6 seats at most) play
 * through real HTTP: each polls its view with If-None-Match and, when awaited, submits a random legal action
 * (`expandChoices(view.choices)`), with jitter; now and then it sends a submit again under the same key, as a client
 * whose answer was lost would. A finished game is replaced by a new one at the same table.
 *
 * At the end it prints each route's p50/p99 latency and count and checks: no 5xx and no failed request; every
 * game's events are gap-free (seq 1..N, version N) with no duplicated idempotency key; each seat's accepted submits
 * are exactly the stored events (same seq, key and action: nothing lost, nothing duplicated); a repeated submit got
 * the first answer; no listed legal action at the current version was refused. Exits 1 when a check fails.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rowsOf } from '@turnpost/db';
import { openTestDatabase } from '@turnpost/db/testing';
import { canonicalJson, expandChoices, Rng } from '@turnpost/rules';
import { createApp } from '../src/app.ts';
import { memoryAbuseGuard } from '../src/services/abuse-guard.ts';
import { StateCache } from '../src/services/state-cache.ts';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' } },
  allowPositionals: false,
});
const SECONDS = Number(args.seconds ?? process.env.SOAK_SECONDS ?? 60);
const PLAYERS = Number(args.players ?? process.env.SOAK_PLAYERS ?? 100);
const SEED = args.seed ?? process.env.SOAK_SEED ?? String(Date.now());
if (!(SECONDS > 0) || !(PLAYERS >= 2)) {
  console.error('usage: npm run soak -- [--seconds N] [--players N] [--seed S]');
  process.exit(2);
}
/** A player's pause between polls, and before it acts (ms). */
const POLL_MS: [number, number] = [100, 500];
const THINK_MS: [number, number] = [0, 250];
/** How often an accepted submit is sent again under the same key (a lost answer). */
const RESEND_RATE = 0.05;

const rng = Rng.fromSeed(`soak-${SEED}`);
const between = ([lo, hi]: [number, number]) => lo + rng.next() / 2 ** 32 * (hi - lo);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- the server

let serverErrors = 0;
const database = await openTestDatabase();
const app = createApp({
  connect: () => ({ ...database, close: async () => {} }),
  secret: `soak-${SEED}`,
  cache: new StateCache(),
  clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
  // every player shares 127.0.0.1: the per-address limits of a public server would throttle the soak itself
  guard: memoryAbuseGuard({ tokenFailures: 1_000_000, creations: 1_000_000 }),
  logError: (error) => {
    serverErrors++;
    console.error('server error:', error);
  },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// ---------------------------------------------------------------- requests, timed per route

const latencies = new Map<string, number[]>();
/** Requests that failed (5xx, network) and wrong answers seen while playing. */
const failures: string[] = [];
let fiveXX = 0;
let networkErrors = 0;
let requests = 0;

interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies read loosely
  body: any;
}

async function request(route: string, method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer | null> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const t0 = performance.now();
  requests++;
  try {
    const res = await fetch(`${base}${path}`, { method, headers, ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }) });
    const text = await res.text();
    const ms = performance.now() - t0;
    const key = `${route} ${res.status === 304 ? '304' : res.status < 300 ? '2xx' : res.status}`;
    (latencies.get(key) ?? latencies.set(key, []).get(key))?.push(ms);
    if (res.status >= 500) {
      fiveXX++;
      failures.push(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    }
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  } catch (error) {
    networkErrors++;
    failures.push(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

// ---------------------------------------------------------------- tables, games and players

interface Game {
  id: string;
  kind: string;
  tokens: string[];
  finished: boolean;
}

interface Accepted {
  seat: number;
  key: string;
  seq: number;
  action: string;
}

const games: Game[] = [];
/** game id → the submits its seats had accepted (200, new event), by idempotency key */
const accepted = new Map<string, Map<string, Accepted>>();
let submits = 0;
let stale = 0;
let refused = 0;
let resent = 0;

class Table {
  game!: Game;
  private replacing: Promise<void> | null = null;

  constructor(
    readonly kind: string,
    readonly seats: number,
  ) {}

  async open(): Promise<void> {
    const created = await request('POST /api/games', 'POST', '/api/games', {
      body: { game: this.kind, seats: Array.from({ length: this.seats }, (_, i) => ({ name: `P${i}` })), listed: true },
    });
    if (created?.status !== 201) throw new Error(`cannot create a ${this.kind} game: ${created?.status} ${JSON.stringify(created?.body)}`);
    this.game = { id: created.body.id, kind: this.kind, tokens: created.body.seats.map((s: { token: string }) => s.token), finished: false };
    games.push(this.game);
    accepted.set(this.game.id, new Map());
  }

  /** The game at this table is over: one new game for everyone at it. */
  async next(finished: Game): Promise<void> {
    if (this.game !== finished) return;
    finished.finished = true;
    this.replacing ??= this.open().finally(() => {
      this.replacing = null;
    });
    await this.replacing;
  }
}

let stopping = false;

async function player(table: Table, seat: number): Promise<void> {
  let etag: string | null = null;
  let gameId = '';
  await sleep(between([0, 500]));
  while (!stopping) {
    const game = table.game;
    if (game.id !== gameId) {
      gameId = game.id;
      etag = null;
    }
    const token = game.tokens[seat] as string;
    const polled = await request('GET /view', 'GET', `/api/games/${game.id}/view`, { token, headers: etag ? { 'If-None-Match': etag } : {} });
    if (!polled || polled.status === 304 || polled.status !== 200) {
      await sleep(between(POLL_MS));
      continue;
    }
    etag = polled.headers.get('ETag');
    const view = polled.body;
    if (view.status === 'finished') {
      await table.next(game);
      continue;
    }
    if (view.awaiting.includes(seat)) {
      await sleep(between(THINK_MS));
      const legal = expandChoices(view.choices);
      if (legal.length === 0) {
        failures.push(`game ${game.id}: seat ${seat} is awaited at version ${view.version} with no legal action`);
      } else {
        await submit(game, seat, token, view.version, legal[rng.int(0, legal.length - 1)]);
      }
    }
    await sleep(between(POLL_MS));
  }
}

async function submit(game: Game, seat: number, token: string, version: number, action: unknown): Promise<void> {
  const key = crypto.randomUUID();
  const body = { expectedVersion: version, action, idempotencyKey: key };
  submits++;
  const res = await request('POST /actions', 'POST', `/api/games/${game.id}/actions`, { token, body });
  if (!res) return;
  if (res.status === 200) {
    if (res.body.version <= version) {
      failures.push(`game ${game.id}: a new submit of seat ${seat} answered version ${res.body.version}, expected > ${version}`);
      return;
    }
    accepted.get(game.id)?.set(`${seat}/${key}`, { seat, key, seq: res.body.version, action: canonicalJson(action) });
    if (rng.next() / 2 ** 32 < RESEND_RATE) {
      // the answer got lost: the same submit again gets the first answer and appends nothing
      resent++;
      const again = await request('POST /actions (resent)', 'POST', `/api/games/${game.id}/actions`, { token, body });
      if (again && (again.status !== 200 || again.body.version !== res.body.version))
        failures.push(`game ${game.id}: a resent submit (key ${key}) answered ${again.status} version ${again.body?.version}, not the first answer (version ${res.body.version})`);
    }
  } else if (res.status === 409) {
    stale++;
  } else {
    refused++;
    // a listed legal action refused while the game is still at the version it was listed for is a bug
    const now = await request('GET /api/games/:id', 'GET', `/api/games/${game.id}`);
    if (now?.status === 200 && now.body.version === version)
      failures.push(`game ${game.id}: seat ${seat}'s listed action ${JSON.stringify(action)} at version ${version} was refused: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

// ---------------------------------------------------------------- the run

/** The kinds on offer, as the server lists them: the soak plays every one. */
interface Kind {
  id: string;
  title: string;
  seats: { min: number; max: number };
}
const catalogue = await request('GET /api/catalogue', 'GET', '/api/catalogue');
const kinds: Kind[] = catalogue?.status === 200 ? catalogue.body : [];
if (kinds.length === 0) {
  console.error(`soak: no kinds on offer (GET /api/catalogue answered ${catalogue?.status})`);
  process.exit(1);
}
const fewestSeats = Math.min(...kinds.map((k) => k.seats.min));

const tables: Table[] = [];
for (let left = PLAYERS, i = 0; left >= fewestSeats; i++) {
  // the kinds take turns; the last seats go to a kind that seats that few
  const open = kinds.filter((k) => k.seats.min <= left);
  const kind = open[i % open.length] as Kind;
  const most = Math.min(kind.seats.max, 6, left);
  let n = rng.int(kind.seats.min, most);
  if (left - n < fewestSeats && left <= kind.seats.max) n = left; // nobody left without a table
  tables.push(new Table(kind.id, n));
  left -= n;
}
for (const table of tables) await table.open();
const players = tables.reduce((n, t) => n + t.seats, 0);
const driver = database.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(
  `soak: ${SECONDS} s on ${driver} at ${base}, ${players} players at ${tables.length} tables ` +
    `(${kinds.map((k) => `${tables.filter((t) => t.kind === k.id).length} ${k.title}`).join(', ')}; seed ${SEED})`,
);
const started = performance.now();
const loops = tables.flatMap((table) => Array.from({ length: table.seats }, (_, seat) => player(table, seat)));
await sleep(SECONDS * 1000);
stopping = true;
await Promise.all(loops);
const elapsed = (performance.now() - started) / 1000;

// ---------------------------------------------------------------- checks

const problems: string[] = [...failures];
let storedEvents = 0;
for (const game of games) {
  const events = rowsOf<{ seq: number; seat: number; idempotency_key: string; action: unknown }>(
    await database.db.execute(`select seq, seat, idempotency_key, action from events where game_id = '${game.id}' order by seq` as never),
  );
  const [row] = rowsOf<{ version: number }>(await database.db.execute(`select version from games where id = '${game.id}'` as never));
  storedEvents += events.length;
  const seqs = events.map((e) => e.seq);
  if (seqs.some((s, i) => s !== i + 1)) problems.push(`game ${game.id}: events are not gap-free: seq ${seqs.join(',')}`);
  if (row?.version !== events.length) problems.push(`game ${game.id}: version ${row?.version} but ${events.length} events`);
  const keys = events.map((e) => `${e.seat}/${e.idempotency_key}`);
  if (new Set(keys).size !== keys.length) problems.push(`game ${game.id}: a seat's idempotency key is stored twice`);
  const mine = accepted.get(game.id) ?? new Map<string, Accepted>();
  for (const e of events) {
    const a = mine.get(`${e.seat}/${e.idempotency_key}`);
    if (!a) problems.push(`game ${game.id}: event ${e.seq} (seat ${e.seat}, key ${e.idempotency_key}) was never accepted by any submit (duplicated?)`);
    else if (a.seq !== e.seq || a.action !== canonicalJson(e.action))
      problems.push(`game ${game.id}: seat ${e.seat}'s submit ${e.idempotency_key} was answered as seq ${a.seq} with ${a.action}, stored as seq ${e.seq} with ${canonicalJson(e.action)}`);
  }
  const stored = new Set(keys);
  for (const a of mine.values()) if (!stored.has(`${a.seat}/${a.key}`)) problems.push(`game ${game.id}: seat ${a.seat}'s accepted submit ${a.key} (seq ${a.seq}) is not stored (lost)`);
}
const acceptedCount = [...accepted.values()].reduce((n, m) => n + m.size, 0);
if (serverErrors > 0) problems.push(`${serverErrors} unexpected server errors were logged`);

// ---------------------------------------------------------------- report

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))] ?? 0;
console.log(`\n${'route (status)'.padEnd(32)}${'count'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
for (const [route, xs] of [...latencies.entries()].sort((a, b) => b[1].length - a[1].length))
  console.log(`${route.padEnd(32)}${String(xs.length).padStart(8)}${pct(xs, 0.5).toFixed(1).padStart(9)}${pct(xs, 0.99).toFixed(1).padStart(9)}`);
console.log(
  `\n${requests} requests in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)}/s); 5xx: ${fiveXX}; network errors: ${networkErrors}\n` +
    `${games.length} games (${games.filter((g) => g.finished).length} finished); ${submits} submits: ${acceptedCount} accepted, ${stale} × 409 stale, ${refused} refused; ${resent} resent under the same key\n` +
    `${storedEvents} stored events, gap-free in every game, no duplicated key, = the accepted submits: ${problems.length === 0 ? 'yes' : 'NO'}`,
);

await new Promise((resolve) => {
  server.close(resolve);
  (server as import('node:http').Server).closeAllConnections?.();
});
await database.close();
if (problems.length > 0) {
  console.error(`\nsoak: FAILED (${problems.length} problems)`);
  for (const p of problems.slice(0, 30)) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('soak: OK');
process.exit(0);
