/**
 * What a public record shows of a Saltmarket game (spec §8, issue 27): each seat's chosen character, and the events
 * with every replaced setup choice told as the seat's last one. Replayed from `{ revealed }` through `decide` (as
 * core/verify.ts does), the redacted events reach the real game's outcome, and nothing in them names an unchosen
 * character.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from '../core/actions.ts';
import type { Seat } from '../core/engine.ts';
import { silent } from '../core/narrator.ts';
import { commitmentTo, COMMITMENT_SCHEME, RECORD_FORMAT } from '../core/record.ts';
import type { ActionEvent } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import { verifyRecord } from '../core/verify.ts';
import { saltmarket } from './index.ts';
import { maxActions } from './limits.ts';
import type { SaltState } from './state.ts';
import { longTest } from '../core/testing/random-runs.ts';

const sealed = saltmarket.sealed as NonNullable<typeof saltmarket.sealed>;
type Game = { state: SaltState; events: ActionEvent[] };

/** Untrusted input through `decide`, as the API takes it; the event stores the canonical action. */
function act(game: Game, seat: Seat, input: unknown): Game {
  const next = decide<SaltState>(saltmarket, game.state, seat, input);
  if (!next.ok) throw new Error(`seat ${seat}: ${next.error.code}: ${next.error.message} (${JSON.stringify(input)})`);
  return { state: next.value.state, events: [...game.events, { seat, action: next.value.action }] };
}

/** A random legal setup choice of `seat` naming its dealt character number `pick`. */
function choose(game: Game, seat: Seat, pick: number, rng: Rng): Game {
  const named = game.state.players[seat]?.dealt[pick];
  const listed = saltmarket.legalActions(game.state, seat).filter((a) => a.type === 'setup' && a.character === named);
  return listed.length === 0 ? game : act(game, seat, listed[rng.int(0, listed.length - 1)]);
}

/**
 * The setup phase: with 2+ seats, seat 0 chooses one dealt character, then replaces it with the other; then `picks`
 * (seat, character), each skipped where it would end the setup; then, unless `abandon`, every seat still to choose.
 */
function setupPhase(game: Game, picks: [number, number][], rng: Rng, abandon = false): Game {
  const seats = game.state.seats;
  const ready = (g: Game, s: Seat) => g.state.players[s]?.ready ?? false;
  const wouldEnd = (g: Game, seat: Seat) => !ready(g, seat) && g.state.players.every((_, s) => s === seat || ready(g, s));
  let g = game;
  if (seats > 1) {
    const first = rng.int(0, 1);
    g = choose(choose(g, 0, first, rng), 0, 1 - first, rng);
  }
  for (const [s, pick] of picks) if (!wouldEnd(g, s % seats)) g = choose(g, s % seats, pick, rng);
  if (!abandon) for (let s = 0; s < seats; s++) if (!ready(g, s)) g = choose(g, s, rng.int(0, 1), rng);
  return g;
}

/** Plays the game on to its end, a random legal action of an awaited seat at a time. */
function playOn(game: Game, rng: Rng): Game {
  let g = game;
  for (let n = 0; n < maxActions(g.state.seats); n++) {
    const awaited = saltmarket.awaiting(g.state);
    if (awaited.length === 0) return g;
    const seat = awaited[rng.int(0, awaited.length - 1)] as Seat;
    const legal = saltmarket.legalActions(g.state, seat);
    g = act(g, seat, legal[rng.int(0, legal.length - 1)]);
  }
  throw new Error('the game did not end');
}

/** The record's replay: the deal from `{ revealed }`, then every redacted event as an untrusted submit. */
function replayRecord(seats: number, seed: string, revealed: unknown, events: readonly ActionEvent[]): SaltState {
  let g: Game = { state: saltmarket.setup(seats, {}, seed, silent, { revealed }).state, events: [] };
  for (const e of events) g = act(g, e.seat, e.action);
  return g.state;
}

const withoutDealt = (s: SaltState) => ({ ...s, players: s.players.map(({ dealt: _, ...p }) => p) });

/** Each seat's dealt characters that it did not (finally) choose: what spec §8 hides forever. */
const unchosen = (s: SaltState): string[] =>
  s.players.flatMap((p) => p.dealt.filter((c) => c !== (p.character ?? p.choice?.character ?? null)));

function expectNothingTold(state: SaltState, record: unknown): void {
  const text = JSON.stringify(record);
  const hidden = unchosen(state);
  expect(hidden.length).toBeGreaterThan(0);
  for (const c of hidden) expect(text).not.toContain(c);
}

const start = (seats: number, seed: string, sealedSeed: string): Game => ({
  state: saltmarket.setup(seats, {}, seed, silent, { seed: sealedSeed }).state,
  events: [],
});

describe('a public record of a Saltmarket game (spec §8)', () => {
  it('names the hidden part in the game’s words, and is wired into the engine', () => {
    expect(sealed.what).toBe("each player's unchosen character");
  });

  it('replays its redacted events from the revealed characters to the real outcome, and never names an unchosen one', () => {
    const pick = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1 }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.string({ maxLength: 8 }), fc.array(pick, { maxLength: 14 }), (seats, key, picks) => {
        const rng = Rng.fromSeed(`chooser:${key}`);
        const real = playOn(setupPhase(start(seats, `seed:${key}`, `sealed:${key}`), picks, rng), rng);
        const outcome = saltmarket.outcome(real.state);
        expect(outcome).not.toBeNull();
        const revealed = sealed.revealed(real.state);
        const redacted = sealed.redact(real.events);
        expect(redacted).toHaveLength(real.events.length);
        const replayed = replayRecord(seats, `seed:${key}`, revealed, redacted);
        expect(saltmarket.outcome(replayed)).toEqual(outcome);
        expect(withoutDealt(replayed)).toEqual(withoutDealt(real.state));
        expectNothingTold(real.state, { events: redacted, revealed });
      }),
      { numRuns: 100 },
    );
  }, longTest(120_000));

  it('of a game abandoned in setup: reveals each last choice, null for a seat that never chose, and replays it', () => {
    const rng = Rng.fromSeed('abandoned');
    const game = setupPhase(start(3, 'abandoned', 'sealed abandoned'), [[1, 0], [1, 1], [0, 0], [1, 0]], rng, true);
    expect(game.state.phase).toBe('setup');
    const revealed = sealed.revealed(game.state) as unknown[];
    expect(revealed).toEqual(game.state.players.map((p) => p.choice?.character ?? null));
    expect(revealed[2]).toBeNull();
    const replayed = replayRecord(3, 'abandoned', revealed, sealed.redact(game.events));
    expect(withoutDealt(replayed)).toEqual(withoutDealt(game.state));
    expectNothingTold(game.state, { events: sealed.redact(game.events), revealed });
  });

  it('tells every setup choice of a seat as its last one and leaves every other event and the input as they were', () => {
    const last0 = { type: 'setup', player: 0, character: 'mason', goods: { fish: 3 } };
    const events = [
      { seat: 0, action: { type: 'setup', player: 0, character: 'drover', goods: { wood: 3 } } },
      { seat: 1, action: { type: 'setup', player: 1, character: 'navigator', goods: { fish: 3 } } },
      { seat: 0, action: last0 },
      { seat: 1, action: { type: 'move', player: 1, building: 'B01' } },
    ];
    const before = JSON.stringify(events);
    const redacted = sealed.redact(events);
    expect(JSON.stringify(events)).toBe(before);
    expect(redacted).not.toBe(events);
    expect(redacted).toEqual([{ seat: 0, action: last0 }, events[1], { seat: 0, action: last0 }, events[3]]);
    expect(sealed.redact([])).toEqual([]);
  });

  it('makes a record that core/verify.ts checks out, where the unredacted events would not replay', async () => {
    const rng = Rng.fromSeed('verified');
    const real = playOn(setupPhase(start(2, 'verified', 'sealed verified'), [[1, 0], [1, 1]], rng), rng);
    const at = '2025-01-01T00:00:00Z';
    const record = (events: readonly ActionEvent[]) => ({
      format: RECORD_FORMAT,
      game: { id: 'g1', kind: 'saltmarket', title: 'Saltmarket', rulesVersion: 1, options: {}, status: 'finished', createdAt: at, endedAt: at },
      seats: [0, 1].map((seat) => ({ seat, name: `P${seat}`, bot: null })),
      shuffle: { seed: 'verified', salt: 'salt', commitment: 'x', scheme: COMMITMENT_SCHEME, sealed: { what: sealed.what, commitment: null, revealed: sealed.revealed(real.state) } },
      events: events.map((e, i) => ({ seq: i + 1, seat: e.seat, action: e.action, at, by: null })),
      outcome: saltmarket.outcome(real.state),
      notes: [],
    });
    const commitment = await commitmentTo('verified', 'salt');
    const good = record(sealed.redact(real.events));
    good.shuffle.commitment = commitment;
    const verified = await verifyRecord(good, () => saltmarket);
    expect(verified.checks.map((c) => [c.name, c.status])).toEqual([['record', 'ok'], ['commitment', 'ok'], ['replay', 'ok'], ['outcome', 'ok'], ['sealed', 'hidden']]);
    expect([verified.shuffle, verified.result]).toEqual([true, true]);
    const raw = record(real.events);
    raw.shuffle.commitment = commitment;
    const refused = await verifyRecord(raw, () => saltmarket);
    expect(refused.checks.find((c) => c.name === 'replay')?.text).toMatch(/Move 1 .* not a legal move there: That character was not dealt to you/);
  });
});
