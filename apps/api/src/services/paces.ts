/**
 * The paces a game may be played at, chosen at creation (after Board Game Arena's speeds, Rally the Troops' paces and
 * correspondence chess's time banks). Each is a clock per seat: it starts with `startHours`, gains `perMoveHours`
 * with every move (every wait the seat ends) and holds at most `capHours`; a time per move has all three equal, so
 * the clock is full at every wait. When a seat's clock runs out, the autopilot moves for it (`bot-moves.ts`).
 */
import type { Pace as StoredPace } from '@turnpost/rules/table';

export interface Pace extends StoredPace {
  /** What the new-game form and the table call it. */
  label: string;
}

const perMove = (id: string, hours: number, label: string): Pace => ({ id, label, startHours: hours, perMoveHours: hours, capHours: hours });

export const PACES: readonly Pace[] = [
  perMove('1-day', 24, '1 day per move'),
  perMove('3-days', 72, '3 days per move'),
  perMove('7-days', 168, '7 days per move'),
  { id: 'bank', label: '3 days, plus 1 day per move (at most 7)', startHours: 72, perMoveHours: 24, capHours: 168 },
];

/** `none` (the default) keeps today's behaviour: a game waits as long as it takes. */
export const PACE_IDS = ['none', ...PACES.map((p) => p.id)] as const;

export function paceOf(id: string | undefined): Pace | null {
  return PACES.find((p) => p.id === id) ?? null;
}

/** What a stored pace is called (a game keeps the pace it started with). */
export function paceLabel(stored: StoredPace): string {
  return PACES.find((p) => p.id === stored.id)?.label ?? stored.id;
}

/** A preset as a game keeps it (its clock only, not its label). */
export function storedPace(pace: Pace | null): StoredPace | null {
  return pace && { id: pace.id, startHours: pace.startHours, perMoveHours: pace.perMoveHours, capHours: pace.capHours };
}
