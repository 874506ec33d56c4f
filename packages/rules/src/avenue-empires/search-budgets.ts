/**
 * For the bots, not a rule: Avenue Empires asks a seat only twice a round (a trade, a build), so its hard bot can
 * afford twice the common search (600 iterations, about 200 ms a decision here): at the common 300 it won 66.0% of
 * 200 games at 3 seats against two easy bots, a hair under twice its fair share (66.7%).
 */
import type { SearchBudget } from '../core/engine.ts';

export const searchBudgets: Partial<Record<'medium' | 'hard', SearchBudget>> = {
  hard: { iterations: 600, playoutDepth: 40 },
};
