/**
 * The table's changes in a game's log. A change of the table (a hand-over, a pace, a seat taken back, the end by the
 * host) is an event of the game's stream with a line of its own, which belongs to no round of the game (round -1):
 * it shows in the round of the line before it. Games made before table events kept their host's actions aside: every
 * summary carries those whole (a handful of entries), placed after the lines of the move each followed.
 */
import type { GameSummary, LogLine } from './api-types.ts';

/** A log line as the table shows it: a move's (its author's, or the autopilot's), or the host's. */
export type TableLogLine = Omit<LogLine, 'by'> & { by?: 'autopilot' | 'host' };

/**
 * `log` (the lines of the events after `logAfter`) with the host's actions of that stretch placed in it: each after
 * the last line of the move it followed, in that line's round (the first line's round when it came before them all).
 */
export function withHostLines(log: readonly LogLine[], logAfter: number, hostLog: GameSummary['hostLog']): TableLogLine[] {
  const out: TableLogLine[] = inRounds(log);
  for (const action of hostLog) {
    if (action.version < logAfter) continue;
    let at = out.length;
    while (at > 0 && (out[at - 1] as TableLogLine).seq > action.version) at--;
    const round = (out[at - 1] ?? out[at])?.round ?? 0;
    out.splice(at, 0, { seq: action.version, round, text: action.text, by: 'host' });
  }
  return out;
}

/** The round of a line of the table's (-1): the round of the line before it (after it, for the first). */
const TABLE_ROUND = -1;

function inRounds(log: readonly LogLine[]): TableLogLine[] {
  if (!log.some((l) => l.round === TABLE_ROUND)) return [...log];
  const out: TableLogLine[] = [];
  for (const [i, l] of log.entries()) {
    if (l.round !== TABLE_ROUND) out.push(l);
    else out.push({ ...l, round: out.at(-1)?.round ?? log.slice(i).find((x) => x.round !== TABLE_ROUND)?.round ?? 0 });
  }
  return out;
}
