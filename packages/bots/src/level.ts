/**
 * How hard a bot plays. Budgets are counted in iterations, never in wall time, so a decision is a pure function of
 * its inputs and a retry (or a test) gets the same action.
 */
export type Level = 'easy' | 'medium' | 'hard';

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];

export interface Budget {
  /** Search iterations (one determinization, one descent, one playout each); 0: no search (easy). */
  iterations: number;
  /** Actions a playout may take before the state is scored as it stands. */
  playoutDepth: number;
  /** How many determinizations the easy bot looks at each action through. */
  samples: number;
}

export const BUDGETS: Record<Level, Budget> = {
  easy: { iterations: 0, playoutDepth: 0, samples: 2 },
  medium: { iterations: 60, playoutDepth: 24, samples: 0 },
  hard: { iterations: 300, playoutDepth: 40, samples: 0 },
};

/**
 * Kinds whose seats decide so often that the common budget would make a game's thinking too long: Civ Builder asks a
 * seat 150–200 times a game (each card played, bought, assigned), so each decision searches less, deep enough with
 * the kind's estimate and purposeful playouts (hard vs easy at 4 seats: 6 of 10 games at 200 × 24, 8 of 8 at 300 × 40,
 * with a third of the time).
 */
const BY_KIND: Record<string, Partial<Record<Level, Budget>>> = {
  'civ-builder': {
    medium: { iterations: 40, playoutDepth: 16, samples: 0 },
    hard: { iterations: 200, playoutDepth: 24, samples: 0 },
  },
};

/** The budget of `level` for a kind. */
export function budgetFor(kind: string, level: Level): Budget {
  return BY_KIND[kind]?.[level] ?? BUDGETS[level];
}

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}
