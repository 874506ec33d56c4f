import { type AnyEngine, BOT_LEVELS, type BotLevel, type SearchBudget } from '@turnpost/rules';
/**
 * How hard a bot plays. Budgets are counted in iterations, never in wall time, so a decision is a pure function of
 * its inputs and a retry (or a test) gets the same action.
 */
export type Level = BotLevel;

/** The levels, as the table's rules list them (`BOT_LEVELS`: the one list every package reads). */
export const LEVELS: readonly Level[] = BOT_LEVELS;

/** A search's size and shape (the fields a kind's `searchBudgets` may set; 0 iterations: no search, the easy bot), and the easy bot's samples. */
export interface Budget extends SearchBudget {
  /** How many determinizations the easy bot looks at each action through. */
  samples: number;
  /**
   * The easy bot takes one of the actions whose one-step value is within this much of the best (rewards are in
   * [0, 1]), at random: a winning move or a clear gain is always taken, finer differences are left to chance, so easy
   * stays beatable where a kind's sound moves differ little. 0: only the best.
   */
  tolerance?: number;
}

export const BUDGETS: Record<Level, Budget> = {
  easy: { iterations: 0, playoutDepth: 0, samples: 2, tolerance: 0.02 },
  medium: { iterations: 60, playoutDepth: 24, samples: 0 },
  hard: { iterations: 300, playoutDepth: 40, samples: 0 },
};

/** The budget of `level` for a kind: the common one, or the one its engine asks for (`searchBudgets`: another size or shape). */
export function budgetFor(engine: AnyEngine, level: Level): Budget {
  const asked = level === 'easy' ? undefined : engine.searchBudgets?.[level];
  return asked ? { samples: 0, ...asked } : BUDGETS[level];
}

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}
