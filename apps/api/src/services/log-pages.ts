import { type LogLine, linesFor, type NarratedEntry, type Viewer } from '@turnpost/rules';
import type { LoadedGame } from './loaded-game.ts';
import type { MarkedEntry, MarkedLine } from './made-by.ts';
import type { ReplayedStates } from './replayed-states.ts';

/** A seat's log lines: exactly the visible lines of the events after `logAfter` (−1 = from the start). */
export interface LogPage {
  log: MarkedLine[];
  logAfter: number;
}

/** The lines `viewer` may see of `entries`, each marked as its entry is. */
function markedLines(entries: readonly MarkedEntry[], viewer: Viewer, revealed: boolean): MarkedLine[] {
  const lines = linesFor(entries, viewer, revealed);
  const marked = new Map(entries.flatMap((e) => (e.by ? [[e.seq, e.by] as const] : [])));
  if (marked.size === 0) return lines;
  return lines.map((l) => {
    const by = marked.get(l.seq);
    return by ? { ...l, by } : l;
  });
}

/**
 * Which lines: with `after` (the version the client has seen), the lines of the events since, unless there are too
 * many. Otherwise the latest whole events holding at least `min` lines, before event `before`. `revealed`: whether
 * private lines show to everyone; by default once the game is over (its log is public then), `false` for the lines
 * as the viewer saw them while the game was played (a replay's perspective).
 */
export interface LogQuery {
  after?: number | undefined;
  before?: number | undefined;
  min: number;
  revealed?: boolean;
}

/** At most this many new lines are sent after a client's version; past that it gets the latest lines afresh. */
const MAX_NEW_LINES = 50;

/** `viewer`'s log lines of `loaded`, as `q` asks. */
export async function readLogPage(states: ReplayedStates, loaded: LoadedGame, viewer: Viewer, q: LogQuery): Promise<LogPage> {
  const { version, status } = loaded.game;
  const revealed = q.revealed ?? status !== 'active';
  const top = Math.min(q.before === undefined ? version : q.before - 1, version);
  if (top < 0) return { log: [], logAfter: -1 };
  if (q.after !== undefined && q.after >= -1 && q.after <= top) {
    const log = markedLines(await states.narration(loaded, q.after + 1, top), viewer, revealed);
    if (log.length <= MAX_NEW_LINES) return { log, logAfter: q.after };
  }
  let from = top + 1;
  let log: MarkedLine[] = [];
  for (let span = 32; from > 0 && log.length < q.min; span *= 2) {
    const start = Math.max(0, from - span);
    log = [...markedLines(await states.narration(loaded, start, from - 1), viewer, revealed), ...log];
    from = start;
  }
  if (log.length > q.min) {
    const cut = (log[log.length - q.min] as MarkedLine).seq;
    return { log: log.filter((l) => l.seq >= cut), logAfter: cut - 1 };
  }
  return { log, logAfter: from === 0 ? -1 : from - 1 };
}
