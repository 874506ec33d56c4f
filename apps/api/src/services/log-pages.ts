import { type LogLine, linesFor, type Viewer } from '@turnpost/rules';
import type { LoadedGame } from './loaded-game.ts';
import type { ReplayedStates } from './replayed-states.ts';

/** A seat's log lines: exactly the visible lines of the events after `logAfter` (−1 = from the start). */
export interface LogPage {
  log: LogLine[];
  logAfter: number;
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
  const revealed = q.revealed ?? status === 'finished';
  const top = Math.min(q.before === undefined ? version : q.before - 1, version);
  if (top < 0) return { log: [], logAfter: -1 };
  if (q.after !== undefined && q.after >= -1 && q.after <= top) {
    const log = linesFor(await states.narration(loaded, q.after + 1, top), viewer, revealed);
    if (log.length <= MAX_NEW_LINES) return { log, logAfter: q.after };
  }
  let from = top + 1;
  let log: LogLine[] = [];
  for (let span = 32; from > 0 && log.length < q.min; span *= 2) {
    const start = Math.max(0, from - span);
    log = [...linesFor(await states.narration(loaded, start, from - 1), viewer, revealed), ...log];
    from = start;
  }
  if (log.length > q.min) {
    const cut = (log[log.length - q.min] as LogLine).seq;
    return { log: log.filter((l) => l.seq >= cut), logAfter: cut - 1 };
  }
  return { log, logAfter: from === 0 ? -1 : from - 1 };
}
