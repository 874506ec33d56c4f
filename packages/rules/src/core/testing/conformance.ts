/**
 * The conformance suite every game passes (docs/game-contract.md). A game's `conformance.test.ts` calls
 * `conformance({...})` once; it plays random games for every seat count and option set and checks:
 * determinism, replay = live state and log, every listed legal action accepted and every accepted action listed
 * (sampled), termination within a bound, no hidden identity in any seat's or the spectator's view, log or error,
 * the view size bound, and the golden games.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../actions.ts';
import { canonicalJson } from '../canonical.ts';
import { expandChoices } from '../choices.ts';
import { type AnyEngine, type LogEntry, NOTHING_ASKED, type Seat, type Viewer } from '../engine.ts';
import { canSee } from '../log.ts';
import { randomPlayout, stringsIn } from '../playout.ts';
import type { ActionEvent, GameSetup } from '../replay.ts';
import { UNSAID, silent } from '../narrator.ts';
import { opening, replay, replayNarrated } from '../replay.ts';
import { Rng } from '../rng.ts';
import { VIEW_BYTES_LIMIT, seatPayload } from '../seat-payload.ts';
import type { GoldenGame } from './golden.ts';
import { randomRuns } from './random-runs.ts';

export interface ConformanceTable {
  seats: number;
  options?: unknown;
  /** Names the table in test titles (e.g. "expansion"). */
  label?: string;
  /** Overrides the config's `maxActions` for this table. */
  maxActions?: number;
}

export interface ConformanceConfig<S> {
  engine: AnyEngine;
  tables: ConformanceTable[];
  /** Random games per table. */
  playouts: number;
  /** Every game ends within this many actions. */
  maxActions: number;
  /** How often a seat that may change a secret choice does so. */
  resubmitRate?: number;
  /**
   * The identities `viewer` may not know at `state` (card ids of other hands, the deck…). None may appear in the
   * viewer's view; a log line or an error shown to the viewer may name one only if the viewer knew it before or
   * after the event (a card it just passed or received).
   */
  secrets(state: S, viewer: Viewer): Iterable<string>;
  golden: GoldenGame[];
  /** The expensive checks (legal ⇔ accepted, errors) run on every n-th state; 1 = all. */
  sampleEvery?: number;
  /** Extra checks after every step (the game's own invariants). */
  invariants?(state: S, before: S): void;
}

/** The largest view response seen per table, for the closing note and docs. */
export const largestViews = new Map<string, number>();

const canonical = canonicalJson;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which of `secrets` occur in `text` as whole tokens (so "road-1" is not found in "road-10"). */
function leaked(text: string, secrets: Iterable<string>, allowed: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const s of secrets) {
    if (s.length < 2 || allowed.has(s) || !text.includes(s)) continue;
    if (new RegExp(`(?<![\\w-])${escape(s)}(?![\\w-])`).test(text)) out.push(s);
  }
  return out;
}

/** A synthetic summary as large as the API's (6 seats with 40-character names, ids, dates, an outcome). */
function summaryBytes(seats: number): number {
  const names = Array.from({ length: seats }, (_, seat) => ({ seat, name: 'W'.repeat(40), awaited: true }));
  return JSON.stringify({
    id: 'x'.repeat(22),
    game: 'x'.repeat(20),
    title: 'x'.repeat(30),
    status: 'finished',
    version: 9999,
    seats: names,
    createdAt: '1970-01-01T00:00:00.000Z',
    finishedAt: '1970-01-01T00:00:00.000Z',
    lastMoveAt: '1970-01-01T00:00:00.000Z',
    seat: 5,
    logMore: true,
  }).length;
}

/**
 * The view response `viewer` would receive at `state` in bytes, with its 50 latest log lines: the most a poll with
 * `logSince` carries (the API sends at most 50 new lines, or else the latest 20 afresh).
 */
function responseBytes(engine: AnyEngine, state: unknown, viewer: Viewer, lines: readonly LogEntry[], seats: number): number {
  const payload = seatPayload(engine, state, viewer);
  const log = lines.slice(-50).map((e, i) => ({ seq: 9999 + i, round: e.round, text: e.text }));
  // outcome appears in the summary once a game is over
  const outcome = engine.outcome(state);
  return JSON.stringify({ payload, log, outcome }).length + summaryBytes(seats);
}

function viewers(seats: number): Viewer[] {
  return [null, ...Array.from({ length: seats }, (_, s) => s)];
}

/** Variations of a legal action: one field changed to a value seen elsewhere or a nearby number. */
function mutations(action: Record<string, unknown>, pool: Map<string, unknown[]>, rng: Rng): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const field of Object.keys(action)) {
    if (field === 'type' || field === 'player') continue;
    const seen = pool.get(field) ?? [];
    const value = action[field];
    const candidates: unknown[] = [];
    if (seen.length > 0) candidates.push(seen[rng.int(0, seen.length - 1)]);
    if (typeof value === 'number') candidates.push(value + 1, value - 1, -1, 99);
    if (Array.isArray(value)) candidates.push(value.slice(1), [...value, value[0]], [...value].reverse());
    if (typeof value === 'boolean') candidates.push(!value);
    for (const c of candidates) out.push({ ...action, [field]: c });
  }
  return out;
}

function checkStep<S>(
  config: ConformanceConfig<S>,
  table: ConformanceTable,
  key: string,
  state: S,
  before: S,
  log: readonly LogEntry[],
  lines: Map<Viewer, LogEntry[]>,
  deep: boolean,
  rng: Rng,
): void {
  const { engine } = config;
  const over = engine.outcome(state) !== null;
  for (const viewer of viewers(table.seats)) {
    const secretsNow = [...config.secrets(state, viewer)];
    const secretsBefore = new Set(config.secrets(before, viewer));
    // the log this viewer sees
    const own = lines.get(viewer) ?? [];
    for (const entry of log) {
      if (!canSee(entry, viewer, over)) continue;
      own.push(entry);
      const found = leaked(entry.text, secretsNow.filter((s) => secretsBefore.has(s)));
      expect(found, `log line "${entry.text}" shown to ${viewer} names hidden ${found.join(', ')}`).toEqual([]);
    }
    lines.set(viewer, own);
    // the view
    const view = engine.view(state, viewer);
    const inView = stringsIn(view);
    const hidden = secretsNow.filter((s) => inView.has(s));
    expect(hidden, `the view of ${viewer} holds hidden ${hidden.join(', ')}`).toEqual([]);
    const leakedText = leaked(JSON.stringify(view), secretsNow);
    expect(leakedText, `the view of ${viewer} names hidden ${leakedText.join(', ')}`).toEqual([]);
    const bytes = responseBytes(engine, state, viewer, own, table.seats);
    largestViews.set(key, Math.max(largestViews.get(key) ?? 0, bytes));
    expect(bytes, `view response of ${viewer} is ${bytes} bytes`).toBeLessThanOrEqual(VIEW_BYTES_LIMIT);
  }
  if (!deep) return;
  const legalBySeat = Array.from({ length: table.seats }, (_, seat) => engine.legalActions(state, seat) as Record<string, unknown>[]);
  const pool = new Map<string, unknown[]>();
  for (const list of legalBySeat)
    for (const a of list.slice(0, 200))
      for (const [k, v] of Object.entries(a)) {
        const values = pool.get(k) ?? [];
        if (values.length < 50) values.push(v);
        pool.set(k, values);
      }
  const awaited = engine.awaiting(state) as Seat[];
  for (let seat = 0; seat < table.seats; seat++) {
    const legal = legalBySeat[seat] ?? [];
    const legalKeys = legal.map(canonical);
    if (engine.choices) {
      // the game's own compact form stands for exactly its legal actions
      const expanded = expandChoices(engine.choices(state, seat)).map(canonical).sort();
      expect(expanded, `seat ${seat}'s choices expand to its legal actions`).toEqual([...legalKeys].sort());
    }
    if (awaited.includes(seat)) expect(legal.length, `awaited seat ${seat} has no legal action`).toBeGreaterThan(0);
    // the turn email's sentence asks exactly the awaited seats for something (engine.ts: NOTHING_ASKED)
    const told = engine.describeTurn?.(state, seat);
    if (told !== undefined) expect(told === NOTHING_ASKED, `seat ${seat} is told "${told}"`).toBe(!awaited.includes(seat));
    const listed = new Set(legalKeys);
    expect(listed.size, `seat ${seat}'s legal actions repeat`).toBe(legal.length);
    // every listed action is accepted (sampled), exactly as listed
    for (let k = 0; k < Math.min(5, legal.length); k++) {
      const action = legal[rng.int(0, legal.length - 1)] as Record<string, unknown>;
      const result = decide(engine, state, seat, action);
      expect(result.ok ? 'ok' : `${result.error.code}: ${result.error.message}`, canonical(action)).toBe('ok');
      if (result.ok) expect(canonical(result.value.action)).toBe(canonical(action));
    }
    // every accepted action is listed (sampled variations and other seats' actions), and refusals leak nothing
    const secrets = [...config.secrets(state, seat)];
    const tries: Record<string, unknown>[] = [];
    for (let k = 0; k < Math.min(3, legal.length); k++)
      tries.push(...mutations(legal[rng.int(0, legal.length - 1)] as Record<string, unknown>, pool, rng));
    for (const other of legalBySeat) if (other !== legal && other.length > 0) tries.push(other[rng.int(0, other.length - 1)] as Record<string, unknown>);
    for (const input of tries) {
      const result = decide(engine, state, seat, input);
      if (result.ok) {
        expect(listed.has(canonical(result.value.action)), `accepted but not listed: ${canonical(input)}`).toBe(true);
      } else {
        const found = leaked(result.error.message, secrets, stringsIn(input));
        expect(found, `error "${result.error.message}" to seat ${seat} names hidden ${found.join(', ')}`).toEqual([]);
      }
    }
  }
}

/** Setup and events told `silent`ly: every log entry is the shared `UNSAID`, and the state is the live one. */
function expectSilentReplay<S>(engine: AnyEngine, setup: GameSetup, events: readonly ActionEvent[], live: S): void {
  const start = opening<S>(engine, setup, silent);
  expect(start.log.every((e) => e === UNSAID), 'a silent setup words nothing').toBe(true);
  let state = start.state;
  events.forEach((event, i) => {
    const next = engine.apply(state, event.seat, event.action, silent);
    if (!next.ok) throw new Error(`event ${i + 1} is refused when told silently: ${next.error.code}`);
    expect(next.value.log.every((e: LogEntry) => e === UNSAID), `event ${i + 1} told silently words nothing`).toBe(true);
    state = next.value.state;
  });
  expect(JSON.stringify(state), 'a silent replay reaches the live state').toBe(JSON.stringify(live));
}

function play<S>(config: ConformanceConfig<S>, table: ConformanceTable, seed: string, key: string) {
  const { engine } = config;
  const sampleEvery = config.sampleEvery ?? 1;
  const rng = Rng.fromSeed(`checks:${seed}`);
  const setup = { seats: table.seats, options: table.options ?? {}, seed };
  const start = opening<S>(engine, setup);
  const lines = new Map<Viewer, LogEntry[]>();
  const liveLog: LogEntry[] = [...start.log];
  checkStep(config, table, key, start.state, start.state, start.log, lines, true, rng);
  const played = randomPlayout<S>(engine, {
    seats: table.seats,
    options: table.options ?? {},
    seed,
    resubmitRate: config.resubmitRate ?? 0.1,
    maxActions: table.maxActions ?? config.maxActions,
    onStep: (state, _event, index, before, log) => {
      liveLog.push(...log);
      config.invariants?.(state as S, before as S);
      checkStep(config, table, key, state as S, before as S, log, lines, index % sampleEvery === 0, rng);
    },
  });
  return { played, liveLog, setup };
}

/** Registers the suite for one engine. */
export function conformance<S>(config: ConformanceConfig<S>): void {
  const { engine } = config;
  const playouts = randomRuns(config.playouts);
  describe(`${engine.title} conformance`, () => {
    for (const table of config.tables) {
      const name = `${table.seats} seats${table.label ? `, ${table.label}` : ''}`;
      it(`${name}: ${playouts} random games end, replay, list exactly the legal actions, hide what is hidden and stay within ${VIEW_BYTES_LIMIT} bytes`, () => {
        for (let p = 0; p < playouts; p++) {
          const seed = `conformance:${engine.id}:${name}:${p}`;
          const { played, liveLog, setup } = play(config, table, seed, `${engine.id} ${name}`);
          expect(played.finished, `${seed} did not end within ${table.maxActions ?? config.maxActions} actions`).toBe(true);
          expect(engine.awaiting(played.state)).toEqual([]);
          const outcome = engine.outcome(played.state);
          expect(outcome?.seats.length).toBe(table.seats);
          if (engine.scores) expect(engine.scores(played.state)).toHaveLength(table.seats);
          // replay = live state and log
          const replayed = replayNarrated<S>(engine, setup, played.events);
          expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(played.state));
          expect(replayed.entries.map(({ seq: _seq, ...e }) => e)).toEqual(liveLog);
          // the state never rests on the log: told silently, the setup and every event word nothing (one shared
          // unread entry each) and reach the same state, as `fold` does
          expectSilentReplay(engine, setup, played.events, played.state);
          expect(JSON.stringify(replay<S>(engine, setup, played.events))).toBe(JSON.stringify(played.state));
          // determinism: the same seeds give the same game
          const again = randomPlayout<S>(engine, { ...setup, resubmitRate: config.resubmitRate ?? 0.1, maxActions: table.maxActions ?? config.maxActions });
          expect(JSON.stringify(again.events)).toBe(JSON.stringify(played.events));
          expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.state));
        }
      }, 600_000);
    }

    it('replays its golden games exactly', () => {
      const mine = config.golden.filter((g) => g.game === engine.id && g.rulesVersion === engine.rulesVersion);
      expect(mine.length, 'golden games of the current rules version').toBeGreaterThan(0);
      for (const golden of mine) {
        let state = opening(engine, { seats: golden.seats, options: golden.options, seed: golden.seed }).state;
        golden.events.forEach((event: ActionEvent, i) => {
          const next = decide(engine, state, event.seat, event.action);
          if (!next.ok) throw new Error(`${golden.seed}: event ${i + 1} is refused: ${next.error.code} ${next.error.message}`);
          expect(canonical(next.value.action), `${golden.seed}: event ${i + 1} is stored as parsed`).toBe(canonical(event.action));
          state = next.value.state;
          expect(engine.awaiting(state), `${golden.seed}: awaited after event ${i + 1}`).toEqual(golden.awaiting[i]);
        });
        expect(engine.outcome(state), `${golden.seed}: outcome`).toEqual(golden.outcome);
      }
    });
  });
}
