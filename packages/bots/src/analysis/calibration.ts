import type { Sides } from './sides.ts';

/**
 * How the analysis reads an unfinished state's estimate (`engine.estimate ?? engine.scores`) as a chance of winning
 * (win-share.ts): a softmax over the sides of each side's estimate divided by a temperature `T`, in the estimate's
 * own units (a lead of T multiplies a side's odds by e ≈ 2.7 against each rival). Fitted per kind by
 * `npm run analysis-figures` on games apart from the ones its Brier table is reported on (docs/analysis.md).
 */
export interface Calibration {
  /** T in a free-for-all (every side one seat). */
  temperature: number;
  /** T at a team table (a side of two seats or more), where it was fitted apart. Absent: `temperature`. */
  teams?: number;
}

/**
 * The fitted temperatures, by engine id: the grid's best Brier score of the midpoint line over 200 fit games of easy
 * bots (`npm run analysis-figures -- --fit-only`, 2026-12-06), against the same draws read uncalibrated. A kind
 * without an entry (Saltmarket: its best, 0.1550 at T = 2 VP, is no better than its reward's 0.1546), and a solo game
 * of any kind, keeps the bots' reward (reward.ts) normalised over the sides, as before calibration.
 */
export const CALIBRATION: Readonly<Record<string, Calibration>> = {
  'avenue-empires': { temperature: 0.32 }, // VP: 0.0624 against 0.0842 (flat below 0.4: one VP ahead at the playout's end reads as the win)
  arquetect: { temperature: 6.3 }, // VP: 0.1489 against 0.1516
  'civ-builder': { temperature: 1, teams: 1.6 }, // units of 5 VP: 0.1740 against 0.1850; at the 2v2 team table 0.2440 against 0.2675 (naive 0.25)
};

/** The temperature for a table of `sides` of the kind `engineId`; undefined: the bots' reward, uncalibrated. */
export function temperatureFor(engineId: string, sides: Sides, table: Readonly<Record<string, Calibration>> = CALIBRATION): number | undefined {
  const entry = table[engineId];
  if (!entry || sides.length < 2) return undefined;
  return sides.some((side) => side.length > 1) ? (entry.teams ?? entry.temperature) : entry.temperature;
}
