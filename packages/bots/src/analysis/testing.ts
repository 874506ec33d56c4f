import type { AnalysisBudget } from './budget.ts';

/** A budget small enough for unit tests (a few draws and iterations): the tests check behaviour, not strength. */
export const TEST_BUDGET: AnalysisBudget = { samples: 4, iterations: 30, pairs: 6 };
