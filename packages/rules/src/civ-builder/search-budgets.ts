/**
 * For the bots, not a rule: Civ Builder asks a seat 150–200 times a game (each card played, bought, assigned), so
 * each decision searches less than in the other kinds, deep enough with the estimate and purposeful playouts (hard
 * against three easy bots at 4 seats won 6 of 10 games at 200 iterations × 24 deep, 8 of 8 at 300 × 40, with a third
 * of the time).
 */
import type { SearchBudget } from '../core/engine.ts';

export const searchBudgets: Partial<Record<'medium' | 'hard', SearchBudget>> = {
  medium: { iterations: 40, playoutDepth: 16 },
  hard: { iterations: 200, playoutDepth: 24 },
};
