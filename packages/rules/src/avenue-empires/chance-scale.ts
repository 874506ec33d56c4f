import type { ChanceScale } from '../core/engine.ts';

/**
 * How Avenue Empires's estimate reads as a chance of winning in the bots' analysis after a game (docs/analysis.md): the
 * temperature with the best Brier score of the midpoint line over 200 fit games of easy bots (`npm run
 * analysis-figures -w @turnpost/bots -- --fit-only`, 2026-12-06).
 */
export const chanceScale: ChanceScale = {
  temperature: 0.32, // VP: Brier 0.0624 against 0.0842 uncalibrated on the fit games (flat below 0.4: one VP ahead at the playout's end reads as the win)
};
