/**
 * One random legal playout with the invariants of spec §9 checked along the way (for the properties-N tests).
 * Not used by the rules.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Seat } from '../core/game.ts';
import { randomPlayout } from '../core/playout.ts';
import { replay } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import { CANONICAL_IDS, type CardId } from './ids.ts';
import { avenueEmpires as game } from './index.ts';
import { roundsFor } from './setup.ts';
import type { AvenueState, Phase } from './state.ts';
import {
  check,
  checkCitiesGrow,
  checkConservation,
  checkNoLeaks,
  checkOutcome,
  checkSizes,
} from './test-invariants.ts';

/** Random playouts per seat count. */
export const PLAYOUTS_PER_N = 200;
/** Share of steps whose views and logs are searched for leaks (every seat and the spectator). */
const LEAK_CHECK_RATE = 0.2;
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

export function playAndCheck(n: number, seed: string, chooserSeed: string): void {
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
      // Everything but pending[seat] stays equal (usually the very same objects, so the deep check is rare).
      const same = (a: unknown, b: unknown) => a === b || isDeepStrictEqual(a, b);
      const fields = Object.keys(s) as (keyof AvenueState)[];
      check(fields.every((f) => f === 'pending' || same(s[f], prev[f])), 'a submission changed more than pending');
      check(s.pending.every((p, i) => i === seat || same(p, prev.pending[i])), 'a submission changed another choice');
      check(s.pending[seat] !== null, 'choice not stored');
    }

    // 11: legal actions are non-empty exactly for awaited seats and seats that may resubmit.
    const awaited = game.awaiting(s);
    for (let p = 0; p < n; p++) {
      const mayAct = s.phase === 'trading' || (s.phase === 'building' && (s.hands[p]?.length ?? 0) > 0);
      check((game.legalActions(s, p).length > 0) === mayAct, `legal actions of ${p} in ${s.phase}`);
      if (awaited.includes(p)) check(mayAct, `awaited seat ${p} cannot act`);
    }

    // 6: no leak, in any seat's view and log, nor the spectator's (sampled: the views are the costly part).
    if (rng.next() / 2 ** 32 < LEAK_CHECK_RATE) checkNoLeaks(s, passed);

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
  check(isDeepStrictEqual(replay(game, { seats: n, options: {}, seed }, result.events), final), 'replay differs');
}

