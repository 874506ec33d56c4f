import { type AnyEngine, type Rng, type Seat } from '@turnpost/rules';
import type { DeterminizingEngine } from './determinize.ts';
import { rewards } from './reward.ts';
import { step } from './step.ts';

/** At most this many actions are weighed; a longer list is sampled (the easy bot stays quick on wide steps). */
export const MAX_WEIGHED = 48;

export interface GreedyInput {
  engine: DeterminizingEngine;
  seat: Seat;
  seats: number;
  view: unknown;
  legalActions: readonly unknown[];
  samples: number;
  /** How far below the best value an action may be and still be picked (`Budget.tolerance`). */
  tolerance: number;
  rng: Rng;
}

/**
 * The easy bot: one step ahead. Each weighed action is tried on `samples` drawn states and scored as the game stands
 * right after it (a finished game by its outcome), so it takes a winning move and an obvious gain when it sees one,
 * and otherwise plays a plausible move picked at random among those within `tolerance` of the best.
 */
export function greedy(input: GreedyInput): unknown {
  const { engine, seat, seats, view, legalActions, rng } = input;
  const weighed =
    legalActions.length <= MAX_WEIGHED ? legalActions : rng.shuffle(legalActions).slice(0, MAX_WEIGHED);
  const drawn = Array.from({ length: Math.max(1, input.samples) }, () => engine.determinize(view, seat, rng));
  return weighed[bestOf(oneStepValues(engine, seat, seats, drawn, weighed), rng, input.tolerance)] ?? legalActions[0];
}

/** The index of the highest value; among those within `tolerance` of it (equal ones, by default), one at random. */
export function bestOf(values: readonly number[], rng: Rng, tolerance = 0): number {
  const highest = Math.max(...values);
  const near = Math.max(tolerance, 1e-9);
  const best = values.flatMap((value, i) => (value >= highest - near ? [i] : []));
  return best[rng.int(0, best.length - 1)] ?? 0;
}

/** Each action's mean reward to `seat` as the game stands right after it, over the `drawn` states. */
export function oneStepValues(
  engine: AnyEngine,
  seat: Seat,
  seats: number,
  drawn: readonly unknown[],
  actions: readonly unknown[],
): number[] {
  return actions.map((action) => {
    let value = 0;
    for (const state of drawn) value += rewards(engine, step(engine, state, seat, action), seats)[seat] ?? 0;
    return value / drawn.length;
  });
}
