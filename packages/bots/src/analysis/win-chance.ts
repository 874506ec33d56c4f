import type { Rng, Seat } from '@turnpost/rules';
import type { DeterminizingEngine } from '../determinize.ts';
import { playout } from '../ismcts.ts';
import { budgetFor } from '../level.ts';
import type { AnalysisBudget } from './budget.ts';
import { eachAlone, type Sides } from './sides.ts';
import { winShares } from './win-share.ts';

export interface WinChanceInput {
  engine: DeterminizingEngine;
  seat: Seat;
  seats: number;
  /** The seat's own view: the chance is read from what it knew, never from the true state. */
  view: unknown;
  rng: Rng;
  budget: Pick<AnalysisBudget, 'samples'>;
  /** Who wins together (sides.ts); absent: every seat alone. */
  sides?: Sides;
}

/**
 * The seat's chance of winning as it could judge it from its view: the mean, over `samples` states drawn from the
 * view, of its share of the win (win-share.ts) after one playout of the medium bot's search from each.
 */
export function winChance(input: WinChanceInput): number {
  const { engine, seat, seats, sides = eachAlone(seats) } = input;
  let total = 0;
  let samples = 0;
  for (const end of playedOutDraws(input)) {
    total += winShares(engine, end, seats, sides)[seat] ?? 0;
    samples++;
  }
  return total / samples;
}

/**
 * The states behind the seat's chance, in the order `winChance` reads them: `samples` states drawn from the view,
 * each played out (`playedOut`). The figures record what these states hold to fit the calibration (calibration.ts)
 * without playing them again for every temperature tried.
 */
export function* playedOutDraws(input: WinChanceInput): Generator<unknown> {
  const { engine, seat, seats, view, rng } = input;
  const samples = Math.max(1, input.budget.samples);
  for (let i = 0; i < samples; i++) yield playedOut(engine, engine.determinize(view, seat, rng), seat, seats, rng);
}

/** The seat's share of the win after `state` is played on (`playedOut`). */
export function playedOutShare(engine: DeterminizingEngine, state: unknown, seat: Seat, seats: number, sides: Sides, rng: Rng): number {
  return winShares(engine, playedOut(engine, state, seat, seats, rng), seats, sides)[seat] ?? 0;
}

/**
 * `state` played on as the medium bot's search plays on below its tree (the kind's medium budget's depth and shape:
 * greedy rollouts, to the turn's end, a horizon in turns), so the line and the judge read a position the way the
 * bots' own search does.
 */
export function playedOut(engine: DeterminizingEngine, state: unknown, seat: Seat, seats: number, rng: Rng): unknown {
  const shape = budgetFor(engine, 'medium');
  return playout(engine, state, seat, shape.playoutDepth, rng, {
    greedySeats: shape.greedyPlayouts ? seats : undefined,
    toTurnEnd: shape.playoutToTurnEnd,
    turnsLeft: shape.horizonTurns,
  });
}
