import type { AnyEngine, Outcome } from '@turnpost/rules';

/**
 * What a state is worth to each seat, in [0, 1]: a finished game by its outcome (a win 1, a shared win split, the
 * other places graded below it), an unfinished one by the engine's `estimate` (or else its running `scores`), ranked the same way
 * with a little credit for the margin. Scale-free, so one evaluation serves every kind.
 */
export function rewards(engine: AnyEngine, state: unknown, seats: number): number[] {
  const outcome = engine.outcome(state);
  if (outcome) return outcomeRewards(outcome, seats);
  const scores = engine.estimate?.(state) ?? engine.scores?.(state);
  if (!scores) return new Array<number>(seats).fill(1 / seats);
  return scoreRewards(scores);
}

/**
 * A sole winner 1, k winners 1/k each; a seat that did not win is graded by its place below 0.4 (the last 0), so a
 * lost game (a solo game lost against the turn limit has no winner at all) is never worth a win.
 */
export function outcomeRewards(outcome: Outcome, seats: number): number[] {
  const out = new Array<number>(seats).fill(0);
  for (const r of outcome.seats)
    out[r.seat] = outcome.winners.includes(r.seat)
      ? 1 / outcome.winners.length
      : seats <= 1
        ? 0
        : (0.4 * (seats - r.place)) / (seats - 1);
  return out;
}

/** Running scores read as the outcome would be if the game ended now, softened by the margin to the leader. */
export function scoreRewards(scores: readonly number[]): number[] {
  const n = scores.length;
  if (n === 1) return [squash(scores[0] ?? 0)];
  const best = Math.max(...scores);
  const spread = Math.max(1, best - Math.min(...scores));
  return scores.map((s, seat) => {
    const others = Math.max(...scores.filter((_, o) => o !== seat));
    const margin = (s - others) / spread; // −1 … 1
    return 0.5 + 0.45 * Math.tanh(2 * margin);
  });
}

/** A lone player's score as a value in (0, 1): more is better, without a scale to know. */
const squash = (score: number): number => 0.5 + 0.5 * Math.tanh(score / 20);
