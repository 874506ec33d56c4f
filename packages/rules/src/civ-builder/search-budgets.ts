/**
 * For the bots, not a rule. A Civ Builder turn is many small steps (each card played, assigned, bought) whose worth
 * shows at the turn's end, and sound moves differ little in reward: the search starts from the one-step look at
 * every move (`rootPrior`), explores narrowly, and plays each playout to the turn's end by the easy bot's policy
 * (`greedyPlayouts`, `playoutToTurnEnd`). Measured in 2-seat games (docs/bot-targets.md and the closing notes of issue
 * 21): at hard's budget, 14 of 21 against easy, 29 of 30 against random at 100 iterations; random playouts of 24
 * actions lost to easy at 200 and at 800 iterations (one-step look, and easy shares the estimate).
 */
import type { SearchBudget } from '../core/engine.ts';

const shape = { rootPrior: 3, exploration: 0.1, greedyPlayouts: true, playoutToTurnEnd: true };

export const searchBudgets: Partial<Record<'medium' | 'hard', SearchBudget>> = {
  medium: { iterations: 60, playoutDepth: 30, ...shape },
  hard: { iterations: 300, playoutDepth: 30, ...shape },
};
