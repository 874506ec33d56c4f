import { type AnyEngine, Rng, type Seat } from '@turnpost/rules';
import { canDeterminize } from '../determinize.ts';
import { ANALYSIS_BUDGET, type AnalysisBudget } from './budget.ts';
import { isTurningPoint, judgeDecision } from './judge.ts';
import type { Moment } from './moment.ts';
import { eachAlone, type Sides } from './sides.ts';
import { winChance } from './win-chance.ts';
import { outcomeShares } from './win-share.ts';

/** A person's move that gave away a clear share of their chance: "a better move here was … (+gain)". */
export interface TurningPoint {
  seat: Seat;
  played: unknown;
  better: unknown;
  gain: number;
}

export interface MomentAnalysis {
  version: number;
  /** Each seat's chance of winning at `version`, from its own view (once the game is over, its outcome). */
  winChance: number[];
  /** The event's decision, when it was a turning point. */
  turningPoint?: TurningPoint;
}

/**
 * The analysis of one moment of a finished game: each seat's chance from its own view, and whether the decision that
 * led here was a turning point. Each part draws from its own seeded stream (`analysis:seed:version:seat`), so the
 * same game and seed give the same analysis, and one seat's line never depends on another's view.
 */
export function analyseMoment(
  engine: AnyEngine,
  seats: number,
  moment: Moment,
  seed: string,
  budget: AnalysisBudget = ANALYSIS_BUDGET,
  sides: Sides = eachAlone(seats),
): MomentAnalysis {
  if (!canDeterminize(engine)) throw new Error(`${engine.id} cannot draw a state from a seat's view, so it cannot be analysed`);
  const { version, decision } = moment;
  const rngOf = (seat: Seat, part = '') => analysisStream(seed, version, seat, part);
  const chances = moment.outcome
    ? outcomeShares(moment.outcome, seats, sides)
    : moment.views.map((view, seat) => winChance({ engine, seat, seats, view, rng: rngOf(seat), budget, sides }));
  const analysis: MomentAnalysis = { version, winChance: chances };
  if (!decision) return analysis;
  const judgement = judgeDecision({ engine, seats, decision, rng: rngOf(decision.seat, ':judge'), budget, sides });
  if (!isTurningPoint(judgement)) return analysis;
  const { seat, played } = decision;
  return { ...analysis, turningPoint: { seat, played, better: judgement.better, gain: judgement.gain } };
}

/** The random stream of one part of a moment's analysis: a seat's line (`part` empty), or its decision's judge (`:judge`). */
export function analysisStream(seed: string, version: number, seat: Seat, part = ''): Rng {
  return Rng.fromSeed(`analysis:${seed}:${version}:${seat}${part}`);
}
