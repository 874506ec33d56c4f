import type { LogEntry, Seat, Transition, Viewer } from './engine.ts';

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

let quiet = 0;

/**
 * Runs `step` with the narration off, for folds that keep only the state (`fold`: a replay to a version, the
 * server's cache beyond the lines it keeps). A game's log helpers ask `narrating()` and, when it is false, word no
 * text and return no entries: wording the log was a fifth of a Saltmarket replay. `step` must be synchronous (the
 * switch is restored before any other code runs), and a game's states must never depend on its log (the
 * conformance suite folds every game both ways and compares the states).
 */
export function silently<T>(step: () => T): T {
  quiet++;
  try {
    return step();
  } finally {
    quiet--;
  }
}

/** Whether the log is being written: false inside `silently`. */
export const narrating = (): boolean => quiet === 0;

const sortedSeats = (seats: readonly Seat[]): Seat[] =>
  seats.length === 1 ? [seats[0] as Seat] : [...new Set(seats)].sort((a, b) => a - b);

/** A line's text: as written, or a function that words it, called only while the narration is on. */
export type Wording = string | (() => string);

/** What the log helpers give while the narration is off (`silently`): one shared entry, never read. */
export const UNSAID: LogEntry = Object.freeze({ round: 0, text: '' });

const worded = (text: Wording): string => (typeof text === 'string' ? text : text());

/** A public entry; `UNSAID` while the narration is off (and a function as `text` is not called). */
export function publicEntry(round: number, text: Wording): LogEntry {
  return quiet > 0 ? UNSAID : { round, text: worded(text) };
}

/** An entry private to the given seats (sorted, deduplicated); `UNSAID` while the narration is off. */
export function privateTo(round: number, text: Wording, seats: readonly Seat[]): LogEntry {
  return quiet > 0 ? UNSAID : { round, text: worded(text), visibleTo: sortedSeats(seats) };
}

/** `first`, then the automatic step `next` on its state: the later state, both logs in order. */
export function andThen<S>(first: Transition<S>, next: (state: S) => Transition<S>): Transition<S> {
  const after = next(first.state);
  return { state: after.state, log: quiet > 0 ? first.log : [...first.log, ...after.log] };
}
