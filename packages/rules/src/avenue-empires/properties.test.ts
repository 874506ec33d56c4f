import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/game.ts';
import { randomPlayout } from '../core/playout.ts';
import { replay } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import { CANONICAL_IDS, type CardId } from './ids.ts';
import { avenueEmpires as game } from './index.ts';
import { START_HAND, roundsFor } from './setup.ts';
import type { AvenueState, Phase } from './state.ts';
import {
  check,
  checkCitiesGrow,
  checkConservation,
  checkNoLeaks,
  checkOutcome,
  checkSizes,
} from './test-invariants.ts';

const PLAYOUTS_PER_N = 200;
/** Share of steps that get the costly checks (every legal action applied, random illegal actions). */
const DEEP_CHECK_RATE = 0.08;

const key = (action: unknown) => JSON.stringify(action);

/** A random action: usually plausible (real ids and avenues), sometimes malformed. */
function randomAction(rng: Rng, seat: Seat): unknown {
  const id = () => CANONICAL_IDS[rng.int(0, 59)] as string;
  const avenue = () => (['L', 'C', 'R', 'X', 7] as const)[rng.int(0, 4)];
  switch (rng.int(0, 5)) {
    case 0:
    case 1:
      return { type: 'chooseTrade', player: seat, left: id(), right: id() };
    case 2:
    case 3:
      return { type: 'chooseBuild', player: seat, card: id(), avenue: avenue() };
    case 4:
      return { type: 'chooseTrade', player: (seat + 1) % 3, left: id() };
    default:
      return { type: 'build', card: id(), avenue: 'L' };
  }
}

/** 11 and 7: every legal action of `seat` is accepted; random actions are accepted exactly when listed. */
function deepCheck(s: AvenueState, seat: Seat, rng: Rng): void {
  const before = JSON.stringify(s);
  const legal = game.legalActions(s, seat);
  for (const action of legal) {
    const r = game.apply(s, seat, action);
    check(r.ok, `legal action rejected: ${key(action)}`);
  }
  const listed = new Set(legal.map(key));
  for (let i = 0; i < 6; i++) {
    const action = randomAction(rng, seat);
    const r = game.apply(s, seat, action);
    check(r.ok === listed.has(key(action)), `accepted ≠ listed for ${key(action)}`);
  }
  check(JSON.stringify(s) === before, 'apply mutated its input or a rejection changed the state');
}

function playAndCheck(n: number, seed: string, chooserSeed: string): void {
  const rng = Rng.fromSeed(`checks:${seed}:${chooserSeed}`);
  const rounds = roundsFor(n);
  const passed: CardId[][] = Array.from({ length: n }, () => []);
  const phases: Phase[][] = Array.from({ length: rounds + 1 }, () => []);
  let prev = game.setup(n, {}, seed);
  phases[1]?.push(prev.phase);
  let resubmissions = 0;

  const onStep = (raw: unknown, event: { seat: Seat; action: unknown }) => {
    const s = raw as AvenueState;
    const seat = event.seat;
    checkConservation(s);
    checkSizes(s);
    checkCitiesGrow(prev.cities, s.cities);
    phases[s.round]?.push(s.phase);

    // 9: a resubmission changes only pending[seat]; a phase resolves exactly when the last awaited seat submits.
    const last = game.awaiting(prev);
    const resubmitted = prev.pending[seat] !== null;
    const resolves = !resubmitted && last.length === 1 && last[0] === seat;
    if (resubmitted) resubmissions += 1;
    if (resolves) {
      check(s.pending.every((p) => p === null), 'pending not reset after resolution');
      check(s.phase !== prev.phase || s.round !== prev.round, 'phase did not resolve');
      if (prev.phase === 'trading') {
        const choices = prev.pending.map((p, i) => (i === seat ? (event.action as typeof p) : p));
        choices.forEach((c, i) => {
          if (c && 'left' in c) passed[i]?.push(c.left, c.right);
        });
      }
    } else {
      check(key({ ...s, pending: prev.pending }) === key(prev), 'a non-resolving submission changed more than pending');
      check(s.pending[seat] !== null, 'choice not stored');
    }

    // 11: legal actions are non-empty exactly for awaited seats and seats that may resubmit.
    const awaited = game.awaiting(s);
    for (let p = 0; p < n; p++) {
      const mayAct = s.phase === 'trading' || (s.phase === 'building' && (s.hands[p]?.length ?? 0) > 0);
      check((game.legalActions(s, p).length > 0) === mayAct, `legal actions of ${p} in ${s.phase}`);
      if (awaited.includes(p)) check(mayAct, `awaited seat ${p} cannot act`);
    }

    // 6: no leak, in any seat's view and log, nor the spectator's.
    for (const viewer of [...Array.from({ length: n }, (_, p) => p), null]) {
      checkNoLeaks(s, viewer, viewer === null ? [] : (passed[viewer] ?? []));
    }

    if (rng.next() / 2 ** 32 < DEEP_CHECK_RATE) deepCheck(s, rng.int(0, n - 1), rng);
    prev = s;
  };

  const result = randomPlayout<AvenueState>(game, { seats: n, seed, chooserSeed, resubmitRate: 0.1, onStep });
  const final = result.state;

  // 4: exactly R rounds, Trading in every round but the last, Building in every round, N(2R−1) first submissions.
  check(result.finished && final.phase === 'gameOver' && final.round === rounds, 'did not end after R rounds');
  for (let r = 1; r <= rounds; r++) {
    check(phases[r]?.includes('trading') === r < rounds, `Trading in round ${r}`);
    check(phases[r]?.includes('building') === true, `no Building in round ${r}`);
  }
  check(result.events.length - resubmissions === n * (2 * rounds - 1), 'action count');
  check(final.hands.every((h) => h.length === 0) && final.deck.length === 0, 'cards left at the end');
  checkOutcome(final);
  const late = game.apply(final, 0, { type: 'chooseBuild', card: 'river-01', avenue: 'L' });
  check(!late.ok && late.error.code === 'E_GAME_OVER', 'accepted an action after game over');

  // 7: determinism.
  expect(replay(game, { seats: n, options: {}, seed }, result.events)).toEqual(final);
}

describe('properties over random legal playouts (spec §9)', () => {
  for (const n of [3, 4, 5, 6]) {
    it(`given ${n} seats, then ${PLAYOUTS_PER_N} random playouts keep every invariant`, () => {
      expect(START_HAND[n]).toBeDefined();
      fc.assert(
        fc.property(fc.string({ maxLength: 16 }), fc.string({ maxLength: 8 }), (seed, chooser) =>
          playAndCheck(n, seed, `chooser:${chooser}`),
        ),
        { numRuns: PLAYOUTS_PER_N },
      );
    }, 120_000);
  }

  it('given the same seed and actions, then the same states, step by step', () => {
    const a = randomPlayout<AvenueState>(game, { seats: 5, seed: 'det', resubmitRate: 0.1 });
    const b = randomPlayout<AvenueState>(game, { seats: 5, seed: 'det', resubmitRate: 0.1 });
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
  });
});
