import type { AnyEngine, Outcome, Seat } from '@turnpost/rules';
import { scoreRewards } from '../reward.ts';
import { temperatureFor } from './calibration.ts';
import type { Sides } from './sides.ts';

/**
 * Each seat's share of the win at `state`, in [0, 1]: a finished game by its outcome (`outcomeShares`); an unfinished
 * one by the kind's estimate (`estimateShares`, calibrated where the kind has a `chanceScale`). So the shares of one
 * state add up to 1 over the sides (partners each hold their side's share), and a seat's mean share over many
 * states reads as its chance of winning.
 */
export function winShares(engine: AnyEngine, state: unknown, seats: number, sides: Sides): number[] {
  const outcome = engine.outcome(state);
  if (outcome) return outcomeShares(outcome, seats, sides);
  return estimateShares(estimateOf(engine, state), seats, sides, temperatureFor(engine, sides));
}

/** How each seat stands in an unfinished state, as the bots read it (reward.ts): the kind's estimate, or its running scores. */
export function estimateOf(engine: AnyEngine, state: unknown): number[] | undefined {
  return engine.estimate?.(state) ?? engine.scores?.(state);
}

/**
 * An unfinished state's shares from each seat's estimate (undefined: the kind has none, and every side is alike).
 * - With a `temperature` T (the kind's `chanceScale`, calibration.ts): a softmax over the sides of each side's
 *   estimate over T. A side's
 *   estimate is the mean of its seats': a kind's estimate already gives each partner the team's standing (Civ
 *   Builder gives each seat its team's sum), so a mean counts it once where a sum would count it twice, and in a
 *   free-for-all it is the seat's own.
 * - Without (a kind not calibrated, or a solo game): the bots' reward (`scoreRewards`: the estimate ranked, with
 *   credit for the margin up to one unit), averaged over a side's seats and normalised over the sides. A solo game
 *   has one side and no one to share with: its reward is kept as it is.
 */
export function estimateShares(estimate: readonly number[] | undefined, seats: number, sides: Sides, temperature?: number): number[] {
  if (estimate && temperature !== undefined && sides.length > 1) {
    const bySide = sides.map((side) => side.reduce((sum, s) => sum + (estimate[s] ?? 0), 0) / side.length / temperature);
    const top = Math.max(...bySide);
    const weights = bySide.map((v) => Math.exp(v - top));
    const total = weights.reduce((sum, w) => sum + w, 0);
    return perSeat(weights.map((w) => w / total), seats, sides);
  }
  const reward = estimate ? scoreRewards(estimate) : new Array<number>(seats).fill(1 / seats);
  const bySide = sides.map((side) => side.reduce((sum, s) => sum + (reward[s] ?? 0), 0) / side.length);
  const total = bySide.reduce((sum, v) => sum + v, 0);
  const shares = sides.length === 1 ? bySide : bySide.map((v) => (total > 0 ? v / total : 1 / sides.length));
  return perSeat(shares, seats, sides);
}

/**
 * A finished game's shares: among k winning sides, each side's seats get 1/k (both partners of a winning team 1,
 * two tied rivals ½ each); a seat whose side did not win 0. A game nobody won (a solo game lost) is 0 for everyone.
 */
export function outcomeShares(outcome: Outcome, seats: number, sides: Sides): number[] {
  const won = sides.map((side) => side.some((s) => outcome.winners.includes(s)));
  const winning = won.filter(Boolean).length;
  return perSeat(
    won.map((w) => (w ? 1 / winning : 0)),
    seats,
    sides,
  );
}

function perSeat(bySide: readonly number[], seats: number, sides: Sides): number[] {
  const out = new Array<number>(seats).fill(0);
  sides.forEach((side, k) => {
    for (const s of side as Seat[]) out[s] = bySide[k] ?? 0;
  });
  return out;
}
