/**
 * Standing proof (reliability): every route, fuzzed with fast-check. Whatever arrives (wrong types, huge numbers,
 * unknown fields, `__proto__`/`constructor` keys, NUL and unpaired surrogates in strings, keys, paths and queries,
 * deep nesting, oversize bodies, invalid JSON, wrong/malformed/missing tokens, unknown games):
 *   - never a 5xx;
 *   - every error is `{code, message}` with a string message;
 *   - invalid input to the mutating routes changes no row (games, seats, events, outbox compared before and after);
 *   - a game created from fuzzed input reads back what was sent; an accepted fuzzed action is stored as one of the
 *     seat's listed legal actions, and every game's events stay gap-free.
 * `FUZZ_SEED=<n>` replays a failing run (fast-check prints the seed), `FUZZ_SCALE=<x>` multiplies the number of
 * requests, `FUZZ_VERBOSE=1` prints the statuses per route (`=2`: with the start of each answer).
 */
import { rowsOf } from '@turnpost/db';
import { canonicalJson, expandChoices, Rng } from '@turnpost/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import {
  anyIndex,
  applyChanges,
  body,
  type Change,
  change,
  changes,
  contentType,
  deep,
  type Entries,
  entriesOf,
  fromLegal,
  json,
  key,
  objText,
  otherLegal,
  oversize,
  rawNumber,
  rawString,
  text,
  wrongValue,
} from './fuzz-inputs.ts';
import {
  auth,
  type FuzzGame,
  games,
  legalSamples,
  MUTATING,
  mutatingRoutes,
  readRoutes,
  type Req,
  resolve,
  revoked,
  strayRoutes,
  withContentType,
} from './fuzz-requests.ts';

const SCALE = Number(process.env.FUZZ_SCALE ?? 1) || 1;
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
const fcParams = (numRuns: number) => ({ numRuns: runs(numRuns), ...(SEED === undefined ? {} : { seed: SEED }) });

// ---------------------------------------------------------------- requests, checks and counts


interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: assertions read arbitrary fields
  json: any;
}

let t: TestApp;
let fuzzed = 0;
let setupRequests = 0;
const perRoute = new Map<string, number>();
const perStatus = new Map<number, number>();
const perRouteStatus = new Map<string, number>();

const show = (r: Req) =>
  JSON.stringify({
    method: r.method,
    path: r.path.length > 300 ? `${r.path.slice(0, 300)}…(${r.path.length})` : r.path,
    headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v])),
    body: r.body === undefined ? undefined : r.body.length > 400 ? `${r.body.slice(0, 400)}…(${r.body.length} chars)` : r.body,
  });

async function send(r: Req): Promise<Answer> {
  fuzzed++;
  perRoute.set(r.route, (perRoute.get(r.route) ?? 0) + 1);
  const init: RequestInit = { method: r.method, headers: r.headers };
  if (r.body !== undefined) init.body = r.body;
  let request: Request;
  try {
    request = new Request(`http://localhost${r.path}`, init);
  } catch (error) {
    throw new Error(`the fuzzer built a request no client could send: ${show(r)}: ${error}`);
  }
  const res = await t.app.fetch(request);
  perStatus.set(res.status, (perStatus.get(res.status) ?? 0) + 1);
  const text = await res.text();
  const rs = `${r.route} ${res.status}${process.env.FUZZ_VERBOSE === '2' ? ` ${text.slice(0, 90)}` : ''}`;
  perRouteStatus.set(rs, (perRouteStatus.get(rs) ?? 0) + 1);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

/** Never a 5xx; every error is `{code, message}` with a non-empty string message. */
function checkAnswer(r: Req, a: Answer) {
  expect(a.status, `5xx for ${show(r)}: ${a.text.slice(0, 300)}`).toBeLessThan(500);
  if (a.status >= 400 && r.method !== 'HEAD') {
    const where = `error body for ${show(r)}: ${a.status} ${a.text.slice(0, 300)}`;
    expect(a.json, where).toBeTypeOf('object');
    expect(a.json, where).not.toBeNull();
    expect(a.json.code, where).toBeTypeOf('string');
    expect(a.json.message, where).toBeTypeOf('string');
    expect(a.json.message.length, where).toBeGreaterThan(0);
  }
}

/** A request the test itself makes (setup, reading state): not counted as fuzzing, must succeed. */
async function call(method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  setupRequests++;
  const res = await t.call(method, path, opts);
  const json = res.status === 304 ? null : await bodyOf(res);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

// biome-ignore lint/suspicious/noExplicitAny: rows of any table
async function rows(query: string): Promise<any[]> {
  return rowsOf(await t.database.db.execute(query as never));
}

/** Every row of the four tables, in a stable order, as text. */
async function snapshot() {
  const tables = {
    games: await rows('select * from games order by id'),
    seats: await rows('select * from seats order by game_id, seat'),
    events: await rows('select * from events order by game_id, seq'),
    outbox: await rows('select * from outbox order by id'),
  };
  return { counts: Object.fromEntries(Object.entries(tables).map(([k, v]) => [k, v.length])), text: JSON.stringify(tables) };
}

// ---------------------------------------------------------------- text, numbers and raw JSON


async function createGame(kind: string, names: string[], extra: Record<string, unknown> = {}): Promise<FuzzGame> {
  const created = await call('POST', '/api/games', { body: { game: kind, seats: names.map((name, i) => ({ name, email: `p${i}@example.com`, notifyAtOnce: i % 2 === 0 })), listed: true, ...extra } });
  return { id: created.id, kind, tokens: created.seats.map((s: { token: string }) => s.token), status: 'active', version: 0 };
}

/** Plays `steps` random legal actions (or to the end): the awaited seat's view → expandChoices → submit. */
async function play(g: FuzzGame, rng: Rng, steps = Number.POSITIVE_INFINITY) {
  for (let i = 0; i < steps; i++) {
    const spectator = await call('GET', `/api/games/${g.id}/view`);
    g.version = spectator.version;
    if (spectator.status === 'finished') {
      g.status = 'finished';
      return;
    }
    const seat = spectator.awaiting[rng.int(0, spectator.awaiting.length - 1)] as number;
    const token = g.tokens[seat] as string;
    const mine = await call('GET', `/api/games/${g.id}/view`, { token });
    const legal = expandChoices(mine.choices);
    const action = legal[rng.int(0, legal.length - 1)];
    const after = await call('POST', `/api/games/${g.id}/actions`, { token, body: { expectedVersion: mine.version, action, idempotencyKey: `play-${mine.version}` } });
    g.version = after.version;
    g.status = after.status;
  }
}

beforeAll(async () => {
  t = await openTestApp(undefined, { guard: memoryAbuseGuard({ tokenFailures: 1_000_000, creations: 1_000_000 }) });
  const rng = Rng.fromSeed('fuzz-setup');
  const finished = await createGame('avenue-empires', ['Ann', 'Bob', 'Cy']);
  await play(finished, rng);
  const avenue = await createGame('avenue-empires', ['Dee', 'Eve', 'Fay', 'Gus']);
  await play(avenue, rng, 1);
  const arquetect = await createGame('arquetect', ['Hal', 'Ida', 'Jo']);
  await play(arquetect, rng, 7);
  // a revoked link: seat 1's first token, replaced by a reissued one
  revoked.push(arquetect.tokens[1] as string);
  arquetect.tokens[1] = (await call('POST', `/api/games/${arquetect.id}/reissue`, { token: arquetect.tokens[1] })).token;
  games.push(finished, avenue, arquetect);
  for (const g of [avenue, arquetect])
    for (const token of g.tokens) {
      const { legalActions } = await call('GET', `/api/games/${g.id}/legal-actions`, { token });
      legalSamples.push(...(legalActions as Record<string, unknown>[]).filter((_, i) => i % Math.max(1, Math.floor(legalActions.length / 12)) === 0));
    }
  expect(finished.status).toBe('finished');
}, 120_000);

afterAll(async () => {
  const routes = [...perRoute.entries()].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`);
  if (process.env.FUZZ_VERBOSE) console.log([...perRouteStatus.entries()].sort().map(([k, n]) => `${k}: ${n}`).join('\n'));
  const statuses = [...perStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`);
  console.log(`fuzz: ${fuzzed} fuzzed requests (+${setupRequests} setup/check requests) on ${t?.database.driver}\n  statuses: ${statuses.join(' ')}\n  routes: ${routes.join(' · ')}`);
  await t?.close();
});

describe('fuzzing every route', () => {
  it('with invalid input: never a 5xx, errors are {code, message}, and no row changes', async () => {
    const before = await snapshot();
    const start = performance.now();
    let count = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...readRoutes, ...mutatingRoutes, ...mutatingRoutes, ...strayRoutes), async (r) => {
        count++;
        const a = await send(r);
        checkAnswer(r, a);
        // invalid input (or no right to act) on a mutating route is always refused
        if (MUTATING.has(r.route))
          expect(a.status, `a mutating route accepted ${show(r)}: ${a.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      }),
      fcParams(1_300),
    );
    const after = await snapshot();
    expect(after.counts).toEqual(before.counts);
    expect(after.text === before.text, 'rows changed during the fuzzing of invalid input').toBe(true);
    console.log(`fuzz: invalid input: ${count} requests in ${((performance.now() - start) / 1000).toFixed(1)} s, rows unchanged (${JSON.stringify(after.counts)})`);
  }, 300_000);

  it('POST /api/games: never a 5xx, errors are {code, message}, and a created game reads back what was sent', async () => {
    const goodName = fc.constantFrom('Ann', 'Bob', ' Cy ', 'Zoë', 'Ólafur', '李雷', "O'Neil", '😀', 'n'.repeat(40), '<b>x</b>', '__proto__', 'constructor');
    const nastyName = fc.oneof(rawString, fc.constantFrom('"a\\u0000"', '"\\ud800"', '"x\\udfff"', `"${'n'.repeat(41)}"`, '"   "', '""', '"\\u0000"'));
    const seat = fc
      .tuple(
        fc.record({
          name: goodName,
          email: fc.option(fc.constantFrom('a@example.com', 'b.c+d@example.org'), { nil: undefined }),
          notifyAtOnce: fc.option(fc.boolean(), { nil: undefined }),
          remindAfterHours: fc.option(fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 336 })), { nil: undefined }),
        }),
        fc.oneof({ weight: 10, arbitrary: fc.constant([] as Change[]) }, { weight: 1, arbitrary: fc.array(change(fc.oneof(nastyName, wrongValue, fc.constantFrom('"nope"', '"a@\\u0000.com"', '337', '0'))), { minLength: 1, maxLength: 2 }) }),
      )
      .map(([s, cs]) => objText(applyChanges(entriesOf(s), cs)));
    const optionsNear = fc.oneof(
      fc.constantFrom('{}', '{"deck":"starter"}', '{"deck":"starter+expansion"}', '{"deck":"custom"}', '{"deck":"custom","counts":{}}', 'null', '{"__proto__":{"deck":"custom"}}', '{"constructor":{}}'),
      fc
        .tuple(fc.array(fc.tuple(fc.oneof(fc.constantFrom('bank', 'forest', 'market', 'shop', 'apartment', 'workshop', 'Fire Station', '__proto__', 'constructor', 'toString'), key), fc.oneof(fc.nat(12).map(String), rawNumber)), { maxLength: 14 }), fc.boolean())
        .map(([counts, expansion]) => `{"deck":"custom","expansion":${expansion},"counts":${objText(counts)}}`),
      json,
    );
    const createNear = fc
      .tuple(
        fc.constantFrom('avenue-empires', 'arquetect'),
        fc.oneof({ weight: 5, arbitrary: fc.array(seat, { minLength: 3, maxLength: 6 }) }, { weight: 1, arbitrary: fc.array(seat, { maxLength: 14 }) }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: optionsNear }),
        fc.oneof(
          { weight: 2, arbitrary: fc.constant([] as Change[]) },
          { weight: 1, arbitrary: fc.array(change(fc.oneof(wrongValue, fc.constantFrom('"chess"', '"Arquetect"', '"avenue-empires "', '"__proto__"', '"constructor"', '"toString"'))), { minLength: 1, maxLength: 2 }) },
        ),
      )
      .map(([game, seats, listed, options, cs]) => {
        const entries: Entries = [['game', JSON.stringify(game)], ['seats', `[${seats.join(',')}]`]];
        if (listed !== undefined) entries.push(['listed', String(listed)]);
        if (options !== undefined) entries.push(['options', options]);
        return objText(applyChanges(entries, cs));
      });
    let count = 0;
    let created = 0;
    const start = performance.now();
    await fc.assert(
      fc.asyncProperty(body(createNear), contentType, auth, async (raw, ct, a) => {
        const r: Req = { route: 'POST /api/games', method: 'POST', path: '/api/games', headers: withContentType(resolve({ known: 0 }, a).headers, ct), body: raw };
        count++;
        const answer = await send(r);
        checkAnswer(r, answer);
        if (answer.status !== 201) return;
        created++;
        // what was created reads back as sent: the names (trimmed), one working link per seat
        const sent = JSON.parse(raw) as { seats: { name: string }[] };
        const summary = await call('GET', `/api/games/${answer.json.id}`);
        const where = `created from ${show(r)}`;
        expect(summary.seats.map((s: { name: string }) => s.name), where).toEqual(sent.seats.map((s) => s.name.trim()));
        expect(answer.json.seats.map((s: { name: string }) => s.name), where).toEqual(sent.seats.map((s) => s.name.trim()));
        const mine = await call('GET', `/api/games/${answer.json.id}/view`, { token: answer.json.seats[0].token });
        expect(mine.seat, where).toBe(0);
        expect(expandChoices(mine.choices).length + mine.awaiting.length, where).toBeGreaterThan(0);
      }),
      fcParams(300),
    );
    console.log(`fuzz: POST /api/games: ${count} requests (${created} created a game) in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }, 300_000);

  it('actions that are almost right, from the seat that acts: never a 5xx, and what is accepted is a listed legal action', async () => {
    const current: Record<string, FuzzGame> = {};
    for (const game of ['arquetect', 'avenue-empires']) current[game] = await createGame(game, ['Kim', 'Lou', 'Max']);
    const plan = fc.record({
      game: fc.constantFrom('arquetect', 'avenue-empires'),
      seatPick: anyIndex,
      pick: anyIndex,
      actionChanges: changes(fc.oneof({ weight: 3, arbitrary: otherLegal }, { weight: 2, arbitrary: wrongValue }), 3),
      envelopeChanges: fc.oneof({ weight: 4, arbitrary: fc.constant([] as Change[]) }, { weight: 1, arbitrary: fc.array(change(wrongValue), { minLength: 1, maxLength: 2 }) }),
      versionDelta: fc.oneof({ weight: 10, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: -3, max: 2 }) }, { weight: 1, arbitrary: fc.constantFrom(1_000_000, 2 ** 53) }),
      idempotencyKey: fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: rawString }),
      contentType,
    });
    let count = 0;
    let accepted = 0;
    const start = performance.now();
    await fc.assert(
      fc.asyncProperty(plan, async (p) => {
        let g = current[p.game] as FuzzGame;
        let spectator = await call('GET', `/api/games/${g.id}/view`);
        if (spectator.status === 'finished') {
          g = current[p.game] = await createGame(p.game, ['Kim', 'Lou', 'Max']);
          spectator = await call('GET', `/api/games/${g.id}/view`);
        }
        const seat = spectator.awaiting[p.seatPick % spectator.awaiting.length] as number;
        const token = g.tokens[seat] as string;
        const { legalActions, version } = (await call('GET', `/api/games/${g.id}/legal-actions`, { token })) as { legalActions: Record<string, unknown>[]; version: number };
        const base = legalActions[p.pick % legalActions.length] as Record<string, unknown>;
        const action = objText(applyChanges(entriesOf(base), p.actionChanges, fromLegal(legalActions)));
        const envelopeEntries = applyChanges(
          [
            ['expectedVersion', String(Math.max(0, version + p.versionDelta))],
            ['action', action],
            ['idempotencyKey', p.idempotencyKey ?? JSON.stringify(crypto.randomUUID())],
          ],
          p.envelopeChanges,
        );
        const r: Req = { route: 'POST /actions (acting seat)', method: 'POST', path: `/api/games/${g.id}/actions`, headers: withContentType({ Authorization: `Bearer ${token}` }, p.contentType), body: objText(envelopeEntries) };
        count++;
        const answer = await send(r);
        checkAnswer(r, answer);
        const [row] = await rows(`select version from games where id = '${g.id}'`);
        if (answer.status !== 200) {
          expect(row.version, `a refused submit changed the version: ${show(r)}`).toBe(version);
          return;
        }
        if (row.version === version) return; // a repeated idempotency key: the first answer, nothing new
        accepted++;
        expect(row.version, `one accepted submit, one event: ${show(r)}`).toBe(version + 1);
        const [event] = await rows(`select seat, action from events where game_id = '${g.id}' and seq = ${row.version}`);
        expect(event.seat).toBe(seat);
        const listed = new Set(legalActions.map(canonicalJson));
        expect(listed.has(canonicalJson(event.action)), `stored ${JSON.stringify(event.action)}, not a listed legal action; sent ${show(r)}`).toBe(true);
      }),
      fcParams(300),
    );
    // every game's events stay gap-free: seq 1..version
    const gaps = await rows(
      'select g.id, g.version, count(e.seq)::int as n, coalesce(max(e.seq), 0) as top from games g left join events e on e.game_id = g.id group by g.id, g.version having count(e.seq) <> g.version or coalesce(max(e.seq), 0) <> g.version',
    );
    expect(gaps).toEqual([]);
    console.log(`fuzz: almost-right actions: ${count} requests (${accepted} accepted) in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }, 300_000);
});
