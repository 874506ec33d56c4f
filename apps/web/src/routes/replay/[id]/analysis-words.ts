/**
 * The bots' analysis in words and figures for the replay (issue 50): chances as percentages, the chance chart's
 * series and what it says, and how a turning point reads.
 */
import type { GameAnalysis, TurningPoint } from '$lib/api-types.ts';

const clamp01 = (x: number) => Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0));

/** A chance (0 … 1) as a whole percentage: "62%". */
export const percent = (chance: number): string => `${Math.round(clamp01(chance) * 100)}%`;

/** The chances a better move adds, in points: "+18%" (never "+0%": the analysis counted some). */
export const gainPercent = (gain: number): string => `+${Math.max(1, Math.round(clamp01(gain) * 100))}%`;

/** `series[v][seat]`: each seat's chance (0 … 100) after version v, for the versions analysed so far. */
export function chancesByStep(seats: GameAnalysis['seats'], seatCount: number): number[][] {
  const versions = Math.max(0, ...seats.map((s) => s.winChance.length));
  return Array.from({ length: versions }, (_, v) =>
    Array.from({ length: seatCount }, (_, seat) => {
      const chance = seats.find((s) => s.seat === seat)?.winChance[v] ?? 0;
      // not rounded here: the legend and the words round once, as `percent` does
      return clamp01(chance) * 100;
    }),
  );
}

/** A chance of the series (0 … 100) in words: "62%". */
const points = (value: number) => `${Math.round(value)}%`;

/**
 * What the chance chart shows, in words: the chances at the end (or as far as analysed), and the biggest swing of
 * one seat's chance in one move.
 */
export function chanceSummary(series: readonly number[][], names: readonly string[], version: number): string {
  const last = series.length - 1;
  if (last < 0) return 'No move has been analysed yet.';
  const at = series[last] ?? [];
  const chances = names.map((name, seat) => `${name} ${points(at[seat] ?? 0)}`).join(', ');
  const sentences =
    last >= version
      ? [`Chances at the end: ${chances}.`]
      : [`Analysed up to move ${last} of ${version}.`, `Chances after move ${last}: ${chances}.`];
  const swing = biggestSwing(series);
  if (swing) {
    const name = seatName(names, swing.seat);
    sentences.push(`Biggest swing: move ${swing.step}, ${name} from ${points(swing.from)} to ${points(swing.to)}.`);
  }
  return sentences.join(' ');
}

/** The move that changed one seat's chance the most (the first such, on a tie); null when none changed it. */
export function biggestSwing(series: readonly number[][]): { step: number; seat: number; from: number; to: number } | null {
  let best: { step: number; seat: number; from: number; to: number } | null = null;
  let most = 0;
  for (let step = 1; step < series.length; step++) {
    const before = series[step - 1] ?? [];
    const after = series[step] ?? [];
    for (let seat = 0; seat < after.length; seat++) {
      const from = before[seat] ?? 0;
      const to = after[seat] ?? 0;
      if (Math.abs(to - from) > most) {
        most = Math.abs(to - from);
        best = { step, seat, from, to };
      }
    }
  }
  return best;
}

/** A seat's player by name ("Seat 6" where the game has no such name). */
export const seatName = (names: readonly string[], seat: number): string => names[seat] ?? `Seat ${seat + 1}`;

/** What the list says when the analysis found no turning point, given the least gain of one (the API's `threshold`). */
export const noTurningPoints = (threshold: number): string =>
  `No turning points: every move was within ${percent(threshold)} of the best the bots found.`;

/**
 * Whether a perspective read the move played as its mover did (its lines of the move hold every sentence the
 * analysis quotes): only then does the move list quote the analysis' sentences, which are the mover's own, so a
 * spectator's list never tells a face-down choice.
 */
export function readsAsPlayed(point: TurningPoint, lines: readonly { text: string }[]): boolean {
  return point.played.length > 0 && point.played.every((sentence) => lines.some((line) => line.text === sentence));
}
