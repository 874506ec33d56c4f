import type { PollRow } from '@turnpost/db';

/**
 * What unchanged polls read (a game's version, chat revision and seats' link hashes), kept in memory while a feed of
 * changes (`listenForPolls`: PostgreSQL NOTIFY from every server of the database) is `live`, so a poll of a game that
 * did not change costs no query. A change forgets the game's row; a feed that may have missed changes forgets all.
 * A read that raced a change is not kept: every change moves `epoch`, and a row read across a move is used once only.
 */
export class PollCache {
  private readonly rows = new Map<string, PollRow>();
  private epoch = 0;
  /** Polls answered from memory, and polls that read the database. */
  readonly counts = { hits: 0, reads: 0 };

  constructor(
    private readonly live: () => boolean,
    private readonly capacity = 50_000,
  ) {}

  /** A change of `gameId`'s poll row, or (null) of any game's. */
  changed(gameId: string | null): void {
    this.epoch++;
    if (gameId === null) this.rows.clear();
    else this.rows.delete(gameId);
  }

  /** `gameId`'s poll row: from memory when known and the feed is live, else by `read` (kept if nothing changed meanwhile). */
  async row(gameId: string, read: () => Promise<PollRow | null>): Promise<PollRow | null> {
    const live = this.live();
    const known = live ? this.rows.get(gameId) : undefined;
    if (known) {
      this.counts.hits++;
      return known;
    }
    if (!live && this.rows.size > 0) this.rows.clear();
    const epoch = this.epoch;
    this.counts.reads++;
    const row = await read();
    if (row && live && epoch === this.epoch && this.live()) {
      // least recently read first out: a Map keeps insertion order
      if (this.rows.size >= this.capacity) this.rows.delete(this.rows.keys().next().value as string);
      this.rows.set(gameId, row);
    }
    return row;
  }
}
