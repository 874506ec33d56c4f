/**
 * The host's actions in a game's log: every summary carries the host log whole (a handful of entries), and the table
 * places each after the lines of the move it followed, marked as the host's.
 */
import type { GameSummary, LogLine } from './api-types.ts';

/** A log line as the table shows it: a move's (its author's, or the autopilot's), or the host's. */
export type TableLogLine = Omit<LogLine, 'by'> & { by?: 'autopilot' | 'host' };

/**
 * `log` (the lines of the events after `logAfter`) with the host's actions of that stretch placed in it: each after
 * the last line of the move it followed, in that line's round (the first line's round when it came before them all).
 */
export function withHostLines(log: readonly LogLine[], logAfter: number, hostLog: GameSummary['hostLog']): TableLogLine[] {
  const out: TableLogLine[] = [...log];
  for (const action of hostLog) {
    if (action.version < logAfter) continue;
    let at = out.length;
    while (at > 0 && (out[at - 1] as TableLogLine).seq > action.version) at--;
    const round = (out[at - 1] ?? out[at])?.round ?? 0;
    out.splice(at, 0, { seq: action.version, round, text: action.text, by: 'host' });
  }
  return out;
}
