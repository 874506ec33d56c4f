import type { ChanceScale } from '@turnpost/rules';
import type { Sides } from './sides.ts';

/**
 * The temperature the analysis reads an unfinished state's estimate with (win-share.ts): the kind's own
 * `chanceScale` (its rules folder's chance-scale.ts, fitted by `npm run analysis-figures` on games apart from the
 * ones its Brier table is reported on: docs/analysis.md), the team table's where it has one. Undefined (the bots'
 * reward, uncalibrated, as before calibration) for a kind without one, and for a solo game of any kind (Saltmarket's
 * best temperature, 0.1550 at T = 2 VP, was no better than its reward's 0.1546).
 */
export function temperatureFor(engine: { chanceScale?: ChanceScale }, sides: Sides): number | undefined {
  const scale = engine.chanceScale;
  if (!scale || sides.length < 2) return undefined;
  return sides.some((side) => side.length > 1) ? (scale.teams ?? scale.temperature) : scale.temperature;
}
