import type { AnyEngine, Outcome, Seat } from '@turnpost/rules';
import { rewards } from '../reward.ts';
import type { Sides } from './sides.ts';

/**
 * Each seat's share of the win at `state`, in [0, 1]: a finished game by its outcome (`outcomeShares`); an unfinished
 * one by the bots' reward (the kind's estimate ranked, reward.ts), averaged over each side's seats and normalised
 * over the sides. So the shares of one state add up to 1 over the sides (partners each hold their side's share), and
 * a seat's mean share over many states reads as its chance of winning. With one side only (a solo game) there is
 * no one to share with: its reward is the best guess there is of its chance, and is kept as it is.
 */
export function winShares(engine: AnyEngine, state: unknown, seats: number, sides: Sides): number[] {
  const outcome = engine.outcome(state);
  if (outcome) return outcomeShares(outcome, seats, sides);
  const reward = rewards(engine, state, seats);
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
