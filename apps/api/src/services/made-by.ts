/** Who made an event, as its log lines say when it was not the seat's holder: "played by autopilot", "host". */
import type { NarratedEntry, LogLine } from '@turnpost/rules';
import type { MadeBy } from '@turnpost/rules/table';

/** Who a line is marked as made by: the autopilot ("played by autopilot"), or the host (a change of the table). */
export type LineBy = 'autopilot' | 'host';

/** A log line, marked when the autopilot or the host made the event it tells of. */
export interface MarkedLine extends LogLine {
  by?: LineBy;
}

/** A log entry with who made its event, when a line says so (`events.by`). */
export type MarkedEntry = NarratedEntry & { by?: LineBy };

/** `entries` of one event, marked as made by `by` when the autopilot or the host made it (a bot's name says it is one). */
export function madeBy(entries: NarratedEntry[], by: MadeBy | undefined): MarkedEntry[] {
  return by === 'autopilot' || by === 'host' ? entries.map((e) => ({ ...e, by })) : entries;
}

