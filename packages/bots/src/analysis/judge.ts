import { canonicalJson, Rng } from '@turnpost/rules';
import type { DeterminizingEngine } from '../determinize.ts';
import { searchRoot } from '../ismcts.ts';
import { budgetFor } from '../level.ts';
import { step } from '../step.ts';
import { mostVisited } from '../tree.ts';
import type { AnalysisBudget } from './budget.ts';
import type { Decision } from './moment.ts';
import { eachAlone, type Sides } from './sides.ts';
import { playedOutShare } from './win-chance.ts';

/**
 * How much a move played gave away, at least, for it to be called a turning point: 10 points of the mover's chance of
 * winning. There the hard bot's own moves are flagged 0.3–4.0% of the time by kind and uniformly random moves 3–42%
 * (with the calibrated shares, calibration.ts); at 5 points Arquetect would flag one hard move in 11 (docs/analysis.md).
 */
export const TURNING_POINT_GAIN = 0.1;

export interface JudgeInput {
  engine: DeterminizingEngine;
  seats: number;
  decision: Decision;
  rng: Rng;
  budget: Pick<AnalysisBudget, 'iterations' | 'pairs'>;
  /** Who wins together (sides.ts); absent: every seat alone. */
  sides?: Sides;
}

export interface Judgement {
  /** The move the search found best (the one played when it agrees). */
  better: unknown;
  /** What `better` adds to the mover's chance of winning over the move played (the mean paired difference, at least 0). */
  gain: number;
  /** The mover's chance after the move played, and after `better`, over the same drawn states. */
  playedValue: number;
  bestValue: number;
  /** The standard error of the mean paired difference (0 when the search chose the move played). */
  standardError: number;
}

/**
 * Judges a decision from the mover's view alone: the bots' search (the medium bot's shape at the analysis'
 * iterations) picks the move it finds best; where that is not the move played, both are played out from the same
 * `pairs` drawn states with the same random stream each (common random numbers), so the difference measured is the
 * moves' and not the draws'.
 */
export function judgeDecision(input: JudgeInput): Judgement {
  const { engine, seats, decision, rng, budget, sides = eachAlone(seats) } = input;
  const { seat, view, legalActions, played } = decision;
  const root = searchRoot({ engine, seat, seats, view, legalActions, budget: { ...budgetFor(engine, 'medium'), iterations: budget.iterations }, rng });
  const chosen = mostVisited(root.edges.values())?.action ?? played;
  if (canonicalJson(chosen) === canonicalJson(played)) {
    const value = meanOf(pairedValues(input, sides, [played]).map(([v]) => v as number));
    return { better: played, gain: 0, playedValue: value, bestValue: value, standardError: 0 };
  }
  const pairs = pairedValues(input, sides, [played, chosen]);
  const differences = pairs.map(([p, b]) => (b as number) - (p as number));
  const mean = meanOf(differences);
  return {
    better: chosen,
    gain: Math.max(0, mean),
    playedValue: meanOf(pairs.map(([p]) => p as number)),
    bestValue: meanOf(pairs.map(([, b]) => b as number)),
    standardError: standardError(differences, mean),
  };
}

/**
 * A turning point: the best move found adds at least `threshold` (`TURNING_POINT_GAIN`; the figures try others), and
 * more than twice its standard error, so a difference the draws alone could make is not called one.
 */
export function isTurningPoint(judgement: Judgement, threshold = TURNING_POINT_GAIN): boolean {
  return judgement.gain >= threshold && judgement.gain > 2 * judgement.standardError;
}

/** For each of `pairs` drawn states, the mover's share of the win after each action, all from one random stream. */
function pairedValues(input: JudgeInput, sides: Sides, actions: readonly unknown[]): number[][] {
  const { engine, seats, decision, rng, budget } = input;
  return Array.from({ length: Math.max(2, budget.pairs) }, () => {
    const drawn = engine.determinize(decision.view, decision.seat, rng);
    const stream = `pair:${rng.next()}`;
    return actions.map((action) =>
      playedOutShare(engine, step(engine, drawn, decision.seat, action), decision.seat, seats, sides, Rng.fromSeed(stream)),
    );
  });
}

const meanOf = (xs: readonly number[]): number => xs.reduce((sum, x) => sum + x, 0) / xs.length;

function standardError(xs: readonly number[], mean: number): number {
  const variance = xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (xs.length - 1);
  return Math.sqrt(variance / xs.length);
}
