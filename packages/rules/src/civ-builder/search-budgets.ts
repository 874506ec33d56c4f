/**
 * For the bots, not a rule. A Civ Builder turn is many small steps (each card played, assigned, bought) whose worth
 * shows at the turn's end, and sound moves differ little in reward: the search starts from the one-step look at
 * every move (`rootPrior`), explores narrowly, and plays each playout to the turn's end by the one-step look's best move
 * (`greedyPlayouts`, `playoutToTurnEnd`). Short 2-seat trials against easy: random playouts won 17–50% of 6–15
 * games at 200–800 iterations, these rollouts 46% of 39 at 100 iterations and 63% of 27 at 300; over 200 games hard
 * won 55.5% against an easy bot that judged by the same estimate and took its best move. At 4 seats the search adds
 * little to a one-step look by the same estimate (scratch trial, 2026-11-27: hard won 33% of 48 games against three
 * such easy bots); what hard has over easy there is its tuned estimate (estimate.ts; docs/bot-targets.md).
 */
import type { SearchBudget } from '../core/engine.ts';

const shape = { rootPrior: 3, exploration: 0.1, greedyPlayouts: true, playoutToTurnEnd: true };

export const searchBudgets: Partial<Record<'medium' | 'hard', SearchBudget>> = {
  medium: { iterations: 60, playoutDepth: 30, ...shape },
  hard: { iterations: 300, playoutDepth: 30, ...shape },
};
