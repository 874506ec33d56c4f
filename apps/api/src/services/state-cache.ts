import type { NarratedEntry } from '@turnpost/rules';

/**
 * Game states by game id and version, least recently used game dropped first. States are pure data, so a cached
 * state is exactly what a replay would produce; a newer version is reached by folding only the events after it.
 * Besides each game's latest state it keeps checkpoints every `every` events, so replay steps of older versions
 * fold at most `every` events, and the log entries of the latest `narrated` events, so a poll's new log lines cost
 * no replay.
 */
export class StateCache {
  private readonly games = new Map<string, CachedGame>();

  constructor(
    private readonly capacity = 500,
    readonly every = 25,
    readonly narrated = 200,
  ) {}

  /** The latest cached state of a game. */
  get(gameId: string): Entry | undefined {
    return this.touch(gameId)?.latest;
  }

  /** The cached state closest to `version` without passing it: the latest or a checkpoint. */
  nearest(gameId: string, version: number): Entry | undefined {
    const game = this.touch(gameId);
    if (!game) return undefined;
    if (game.latest.version <= version) return game.latest;
    const at = Math.floor(version / this.every) * this.every;
    for (let v = at; v > 0; v -= this.every) {
      const state = game.checkpoints.get(v);
      if (state !== undefined) return { version: v, state };
    }
    return undefined;
  }

  set(gameId: string, version: number, state: unknown): void {
    const game = this.games.get(gameId);
    if (game) {
      if (version % this.every === 0) game.checkpoints.set(version, state);
      if (game.latest.version <= version) game.latest = { version, state };
      this.touch(gameId);
      return;
    }
    const checkpoints = new Map<number, unknown>();
    if (version % this.every === 0 && version > 0) checkpoints.set(version, state);
    this.games.set(gameId, { latest: { version, state }, checkpoints, narration: new Map() });
    if (this.games.size > this.capacity) {
      const oldest = this.games.keys().next().value;
      if (oldest !== undefined) this.games.delete(oldest);
    }
  }

  /** Keeps the log entries of event `seq` (an empty list for an event that logged nothing). */
  narrate(gameId: string, seq: number, entries: NarratedEntry[]): void {
    const game = this.games.get(gameId);
    if (!game) return;
    game.narration.set(seq, entries);
    if (game.narration.size > this.narrated) {
      const lowest = Math.min(...game.narration.keys());
      game.narration.delete(lowest);
    }
  }

  /** The log entries of events `from..to` (inclusive), or undefined when one of them is not cached. */
  narration(gameId: string, from: number, to: number): NarratedEntry[] | undefined {
    const game = this.games.get(gameId);
    if (!game) return undefined;
    const out: NarratedEntry[] = [];
    for (let seq = from; seq <= to; seq++) {
      const entries = game.narration.get(seq);
      if (!entries) return undefined;
      for (const e of entries) out.push(e);
    }
    return out;
  }

  private touch(gameId: string) {
    const game = this.games.get(gameId);
    if (game) {
      this.games.delete(gameId);
      this.games.set(gameId, game);
    }
    return game;
  }
}

interface CachedGame {
  latest: Entry;
  checkpoints: Map<number, unknown>;
  narration: Map<number, NarratedEntry[]>;
}

export interface Entry {
  version: number;
  state: unknown;
}
