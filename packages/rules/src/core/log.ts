import type { LogEntry, Viewer } from './engine.ts';

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
