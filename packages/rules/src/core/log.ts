import type { LogEntry, Seat, Viewer } from './game.ts';

/** A log entry with the event that produced it: `seq` is the version that event reached (0 = the setup). */
export interface NarratedEntry extends LogEntry {
  seq: number;
}

/** A log line as one seat receives it: who may see it is already decided, so `visibleTo` is gone. */
export interface LogLine {
  seq: number;
  round: number;
  text: string;
}

/** Public entries for everyone, private ones for their seats, everything once the game is over (`revealed`). */
export function canSee(entry: LogEntry, viewer: Viewer, revealed: boolean): boolean {
  if (revealed || entry.visibleTo === undefined) return true;
  return viewer !== null && entry.visibleTo.includes(viewer);
}

/** The lines `viewer` may see, in order. */
export function linesFor(entries: readonly NarratedEntry[], viewer: Viewer, revealed: boolean): LogLine[] {
  const out: LogLine[] = [];
  for (const e of entries) if (canSee(e, viewer, revealed)) out.push({ seq: e.seq, round: e.round, text: e.text });
  return out;
}

/** Stamps a transition's entries with the version they belong to. */
export function stamp(entries: readonly LogEntry[], seq: number): NarratedEntry[] {
  return entries.map((e) => ({ ...e, seq }));
}

/**
 * An entry whose text is worded when first read, for a line that costs real work to word (a score of every hand):
 * a replay to a state, most replays, reads no text. `text` is an own property (a getter), so spreads, JSON and
 * comparisons read it as any other; `write` must only read values that never change (states are immutable).
 */
export function deferredEntry(round: number, write: () => string, visibleTo?: readonly Seat[]): LogEntry {
  let text: string | undefined;
  const entry = {
    round,
    get text(): string {
      text ??= write();
      return text;
    },
  };
  return visibleTo === undefined ? entry : Object.assign(entry, { visibleTo: sortedSeats(visibleTo) });
}

const sortedSeats = (seats: readonly Seat[]): Seat[] =>
  seats.length === 1 ? [seats[0] as Seat] : [...new Set(seats)].sort((a, b) => a - b);

/** Entries private to the given seats (sorted, deduplicated). */
export function privateTo(round: number, text: string, seats: readonly Seat[]): LogEntry {
  return { round, text, visibleTo: sortedSeats(seats) };
}
