/**
 * A finished game's moves as its log tells them: the lines of each event (`seq` = the step it leads to, 0 = the
 * setup), in the game's own words, so the replay needs no game-specific code. The lines are those of one
 * perspective as it saw them during play (the API's `/log?seat=`): a seat's list reads its own secret choices, a
 * spectator's none, and a move its perspective could not see has no line.
 */
import type { LogLine, LogPage } from '$lib/api-types.ts';
import { partsOf } from '$lib/log-text.ts';

export interface Move {
  /** The step this move leads to (0 = the setup, 1 = after the first move). */
  step: number;
  /** The round its first line belongs to (0 = the setup); null when the move left no line, or is the table's (round -1). */
  round: number | null;
  lines: LogLine[];
}

/**
 * One move per step from `logAfter + 1` to `version`, holding the lines of that step (none when the event left no
 * line). Lines outside that range are ignored.
 */
export function movesOf(held: LogPage, version: number): Move[] {
  const byStep = new Map<number, LogLine[]>();
  for (const line of held.log) {
    const list = byStep.get(line.seq);
    if (list) list.push(line);
    else byStep.set(line.seq, [line]);
  }
  const moves: Move[] = [];
  for (let step = Math.max(0, held.logAfter + 1); step <= version; step++) {
    const lines = byStep.get(step) ?? [];
    const round = lines[0]?.round ?? null;
    moves.push({ step, round: round !== null && round >= 0 ? round : null, lines });
  }
  return moves;
}

/** The heading of a round's moves. */
export const roundHeading = (round: number) => (round === 0 ? 'Setup' : `Round ${round}`);

/** The round heading to draw above `moves[i]`: when its round differs from the last round above it. */
export function headingBefore(moves: readonly Move[], i: number): string | null {
  const round = moves[i]?.round ?? null;
  if (round === null) return null;
  for (let j = i - 1; j >= 0; j--) {
    const above = moves[j]?.round ?? null;
    if (above !== null) return above === round ? null : roundHeading(round);
  }
  return roundHeading(round);
}

/** What a move with no line says instead (a face-down choice of another seat, or a move the log does not tell). */
export const silentMove = (step: number) => (step === 0 ? 'The game begins.' : 'Nothing of this move shows from here.');

/** A move's lines as plain text with players' names (for the current-move line, labels and the live region). */
export function plainText(move: Move, names: readonly string[]): string {
  if (move.lines.length === 0) return silentMove(move.step);
  return move.lines
    .map((line) =>
      partsOf(line.text, names)
        .map((p) => (p.kind === 'seat' ? p.name : p.kind === 'card' ? p.name : p.text))
        .join(''),
    )
    .join(' · ');
}

/**
 * Every line of the game, read backwards page by page (`before` = the first event not yet read) until the start.
 * `onPage` sees the lines read so far after each page, so the list can show them while older ones load.
 */
export async function readWholeLog(
  page: (before: number) => Promise<LogPage>,
  version: number,
  onPage: (held: LogPage) => void = () => {},
): Promise<LogPage> {
  let held: LogPage = { log: [], logAfter: version };
  while (held.logAfter >= 0) {
    const before = held.logAfter + 1;
    const older = await page(before);
    // A page must go back further, or paging would never end.
    if (older.logAfter >= held.logAfter) throw new Error(`The log page before ${before} did not go back.`);
    held = { log: [...older.log.filter((line) => line.seq < before), ...held.log], logAfter: older.logAfter };
    onPage(held);
  }
  return held;
}
