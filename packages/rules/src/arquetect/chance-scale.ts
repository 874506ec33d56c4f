import type { ChanceScale } from '../core/engine.ts';

/**
 * How Arquetect's estimate reads as a chance of winning in the bots' analysis after a game (docs/analysis.md): the
 * temperature with the best Brier score of the midpoint line over 200 fit games of easy bots (`npm run
 * analysis-figures -w @turnpost/bots -- --fit-only`, 2026-12-06).
 */
export const chanceScale: ChanceScale = {
  temperature: 6.3, // VP: Brier 0.1489 against 0.1516 uncalibrated on the fit games
};
