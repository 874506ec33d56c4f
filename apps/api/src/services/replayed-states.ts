import type { EventRow, EventStore } from '@turnpost/db';
import { fold, foldNarrated, type NarratedEntry, opening, stamp } from '@turnpost/rules';
import type { LoadedGame } from './loaded-game.ts';
import { madeBy } from './made-by.ts';
import { setupOf } from './shuffle.ts';
import type { StateCache } from './state-cache.ts';

/**
 * States and log entries of stored games, rebuilt from their events through their engines and cached by version:
 * a newer version folds only the events after the nearest cached state, and a poll's new log lines cost no replay.
 */
export class ReplayedStates {
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

  /** The state at the game's version (or an earlier one), folding only events the cache has not seen. */
  async at(loaded: LoadedGame, version = loaded.game.version): Promise<unknown> {
    const { engine } = loaded;
    const id = loaded.game.id;
    const cached = this.cache.nearest(id, version);
    let at = cached?.version ?? 0;
    let state = cached?.state;
    if (!cached) {
      const start = opening(engine, setupOf(loaded.game));
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
      if (at + chunk.length <= silentUpTo) state = fold(engine, state, chunk, at);
      else {
        const folded = foldNarrated(engine, state, chunk, at);
        for (let seq = at + 1; seq <= at + chunk.length; seq++)
          this.cache.narrate(id, seq, entriesOf(folded.entries, chunk, seq - at - 1, seq));
        state = folded.state;
      }
      at += chunk.length;
      from += chunk.length;
      if (at % this.cache.every === 0 || at === loaded.game.version) this.cache.set(id, at, state);
    }
    return state;
  }

  /** The log entries of events `from..to` (inclusive; 0 = the setup). */
  async narration(loaded: LoadedGame, from: number, to: number): Promise<NarratedEntry[]> {
    if (to < from) return [];
    const id = loaded.game.id;
    const cached = this.cache.narration(id, from, to);
    if (cached) return cached;
    const { engine } = loaded;
    const head: NarratedEntry[] = [];
    let state: unknown;
    if (from === 0) {
      const start = opening(engine, setupOf(loaded.game));
      state = start.state;
      head.push(...stamp(start.log, 0));
    } else {
      state = await this.at(loaded, from - 1);
    }
    const after = Math.max(0, from - 1);
    const events = await this.store.loadEvents(id, after, to);
    const folded = foldNarrated(engine, state, events, after);
    const entries: NarratedEntry[] = [];
    for (let seq = after + 1; seq <= to; seq++) {
      const own = entriesOf(folded.entries, events, seq - after - 1, seq);
      this.cache.narrate(id, seq, own);
      entries.push(...own);
    }
    return [...head, ...entries];
  }
}

/** Event `seq`'s log entries (`events[index]` is that event), marked with who made its move. */
function entriesOf(entries: readonly NarratedEntry[], events: readonly EventRow[], index: number, seq: number): NarratedEntry[] {
  return madeBy(
    entries.filter((e) => e.seq === seq),
    events[index]?.by,
  );
}
