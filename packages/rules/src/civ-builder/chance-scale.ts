import type { ChanceScale } from '../core/engine.ts';

/**
 * How Civ Builder's estimate reads as a chance of winning in the bots' analysis after a game (docs/analysis.md): the
 * temperature with the best Brier score of the midpoint line over 200 fit games of easy bots (`npm run
 * analysis-figures -w @turnpost/bots -- --fit-only`, 2026-12-06).
 */
export const chanceScale: ChanceScale = {
  temperature: 1, // units of 5 VP: Brier 0.1740 against 0.1850 uncalibrated on the fit games
  teams: 1.6, // at the 2v2 team table: Brier 0.2440 against 0.2675 uncalibrated (the naive guess 0.25)
};
