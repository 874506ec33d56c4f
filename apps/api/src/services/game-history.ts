import type { EventStore, GameRow, StoredGame } from '@turnpost/db';
import {
  type AnyEngine,
  fold,
  foldNarrated,
  type LogLine,
  linesFor,
  type NarratedEntry,
  opening,
  engineFor,
  stamp,
  type Viewer,
} from '@turnpost/rules';
import { ApiError } from '../errors.ts';
import type { StateCache } from './state-cache.ts';

/** A seat's log lines: exactly the visible lines of the events after `logAfter` (−1 = from the start). */
export interface LogPage {
  log: LogLine[];
  logAfter: number;
}

/** At most this many new lines are sent after a client's version; past that it gets the latest lines afresh. */
const MAX_NEW_LINES = 50;

/** The rules a stored game plays on: the engine of the rules version it started with. */
export function rulesOf(row: GameRow): AnyEngine {
  const game = engineFor(row.game, row.rulesVersion);
  if (!game)
    throw new ApiError(
      500,
      'E_RULES_VERSION',
      `This game was started on version ${row.rulesVersion} of the ${row.game} rules, which this server does not have.`,
    );
  return game;
}

/**
 * States and log entries of stored games, rebuilt from their events through the rules and cached by version: a
 * newer version folds only the events after the nearest cached state, and a poll's new log lines cost no replay.
 */
export class GameHistory {
  constructor(
    private readonly store: EventStore,
    private readonly cache: StateCache,
  ) {}

  /** Seeds the cache with a new game's opening. */
  started(gameId: string, state: unknown, entries: NarratedEntry[]): void {
    this.cache.set(gameId, 0, state);
    this.cache.narrate(gameId, 0, entries);
  }

  /** Remembers the state and log entries an accepted action produced. */
  appended(gameId: string, version: number, state: unknown, entries: NarratedEntry[]): void {
    this.cache.set(gameId, version, state);
    this.cache.narrate(gameId, version, entries);
  }

  /** The state at the table's version (or an earlier one), folding only events the cache has not seen. */
  async stateAt(table: StoredGame, version = table.game.version): Promise<unknown> {
    const game = rulesOf(table.game);
    const id = table.game.id;
    const cached = this.cache.nearest(id, version);
    let at = cached?.version ?? 0;
    let state = cached?.state;
    if (!cached) {
      const start = opening(game, setupOf(table.game));
      state = start.state;
      this.started(id, state, stamp(start.log, 0));
    }
    if (at === version) return state;
    const events = await this.store.loadEvents(id, at, version);
    // The cache keeps the lines of the latest `narrated` events only: the events before them fold with the
    // narration off (a cold replay of a long game words a few hundred events, not all of them).
    const silentUpTo = version - this.cache.narrated;
    // Fold up to each checkpoint boundary on the way, so later steps of a replay start close by.
    for (let from = 0; from < events.length; ) {
      const boundary = (Math.floor(at / this.cache.every) + 1) * this.cache.every;
      const chunk = events.slice(from, from + (boundary - at));
      if (at + chunk.length <= silentUpTo) state = fold(game, state, chunk, at);
      else {
        const folded = foldNarrated(game, state, chunk, at);
        for (let seq = at + 1; seq <= at + chunk.length; seq++)
          this.cache.narrate(id, seq, folded.entries.filter((e) => e.seq === seq));
        state = folded.state;
      }
      at += chunk.length;
      from += chunk.length;
      if (at % this.cache.every === 0 || at === table.game.version) this.cache.set(id, at, state);
    }
    return state;
  }

  /** The log entries of events `from..to` (inclusive; 0 = the setup). */
  async narration(table: StoredGame, from: number, to: number): Promise<NarratedEntry[]> {
    if (to < from) return [];
    const id = table.game.id;
    const cached = this.cache.narration(id, from, to);
    if (cached) return cached;
    const game = rulesOf(table.game);
    const head: NarratedEntry[] = [];
    let state: unknown;
    if (from === 0) {
      const start = opening(game, setupOf(table.game));
      state = start.state;
      head.push(...stamp(start.log, 0));
    } else {
      state = await this.stateAt(table, from - 1);
    }
    const after = Math.max(0, from - 1);
    const events = await this.store.loadEvents(id, after, to);
    const folded = foldNarrated(game, state, events, after);
    for (let seq = after + 1; seq <= to; seq++)
      this.cache.narrate(id, seq, folded.entries.filter((e) => e.seq === seq));
    return [...head, ...folded.entries];
  }

  /**
   * `viewer`'s log lines. With `after` (the version the client has seen): the lines of the events since, unless
   * there are too many. Otherwise the latest whole events holding at least `min` lines, before event `before`.
   * `revealed`: whether private lines show to everyone; by default once the game is over (its log is public then),
   * `false` for the lines as the viewer saw them while the game was played (a replay's perspective).
   */
  async lines(
    table: StoredGame,
    viewer: Viewer,
    q: { after?: number; before?: number; min: number; revealed?: boolean },
  ): Promise<LogPage> {
    const revealed = q.revealed ?? table.game.status === 'finished';
    const top = Math.min(q.before === undefined ? table.game.version : q.before - 1, table.game.version);
    if (top < 0) return { log: [], logAfter: -1 };
    if (q.after !== undefined && q.after >= -1 && q.after <= top) {
      const log = linesFor(await this.narration(table, q.after + 1, top), viewer, revealed);
      if (log.length <= MAX_NEW_LINES) return { log, logAfter: q.after };
    }
    let from = top + 1;
    let log: LogLine[] = [];
    for (let span = 32; from > 0 && log.length < q.min; span *= 2) {
      const start = Math.max(0, from - span);
      log = [...linesFor(await this.narration(table, start, from - 1), viewer, revealed), ...log];
      from = start;
    }
    if (log.length > q.min) {
      const cut = (log[log.length - q.min] as LogLine).seq;
      return { log: log.filter((l) => l.seq >= cut), logAfter: cut - 1 };
    }
    return { log, logAfter: from === 0 ? -1 : from - 1 };
  }
}

export function setupOf(row: GameRow) {
  return { seats: row.seatCount, options: row.options, seed: row.seed };
}
