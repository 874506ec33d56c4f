import { median, quantile, wilson } from './statistics.ts';
import type { GameRecord, Player } from './tournament.ts';

/** How one player (every seat it held) did over a tournament. */
export interface Standing {
  level: Player;
  /** Seats it held per game. */
  seatsHeld: number;
  /** Fraction of the games it won (a shared win split), with its 95% interval. */
  winShare: number;
  winShareLow: number;
  winShareHigh: number;
  meanScore: number;
  msPerDecisionMedian: number;
  msPerDecisionP95: number;
}

export function standings(records: readonly GameRecord[]): Standing[] {
  const first = records[0];
  if (!first) return [];
  const names = [...new Set(first.players)];
  return names.map((level) => {
    let credit = 0;
    let scoreSum = 0;
    let scoreCount = 0;
    const ms: number[] = [];
    for (const r of records)
      r.players.forEach((p, seat) => {
        if (p !== level) return;
        credit += r.credit[seat] ?? 0;
        scoreSum += r.scores[seat] ?? 0;
        scoreCount++;
        ms.push(...(r.decisionMs[seat] ?? []));
      });
    const [low, high] = wilson(credit, records.length);
    return {
      level,
      seatsHeld: first.players.filter((p) => p === level).length,
      winShare: credit / records.length,
      winShareLow: low,
      winShareHigh: high,
      meanScore: scoreCount === 0 ? 0 : scoreSum / scoreCount,
      msPerDecisionMedian: median(ms),
      msPerDecisionP95: quantile(ms, 0.95),
    };
  });
}

export const eventsMedian = (records: readonly GameRecord[]): number => median(records.map((r) => r.events));
