/** A paced game's clocks: each seat's time at the start of a wait, what a wait leaves on it, and when it runs out. */
import { err, ok, type Result } from '../core/result.ts';
import type { Pace, TableSeat } from './table.ts';

const HOUR = 3600;

/** The clock a person starts with (and after a hand-over): the pace's start; none without a pace. */
export const startingClock = (pace: Pace | null): number | null => (pace ? Math.round(pace.startHours * HOUR) : null);

/**
 * What is on a seat's clock when a wait of `waited` seconds ends: what was left (an expired clock counts as empty), plus
 * the pace's time per move, at most its cap.
 */
export function clockAfterWait(pace: Pace, clockSeconds: number, waited: number): number {
  return Math.min(Math.round(pace.capHours * HOUR), Math.max(0, clockSeconds - waited) + Math.round(pace.perMoveHours * HOUR));
}

/** A person who moves after their time ran out and whose turn goes on gets one move's time from then. */
export const oneMove = (pace: Pace): number => Math.round(pace.perMoveHours * HOUR);

/** Whole seconds from `since` to `at`. */
export const secondsBetween = (since: Date, at: Date): number => Math.max(0, Math.floor((at.getTime() - since.getTime()) / 1000));

/** When an awaited person's time runs out, in a paced game; null for a seat not awaited, a bot, or no pace. */
export function deadlineOf(seat: Pick<TableSeat, 'awaitingSince' | 'clockSeconds' | 'bot'>): Date | null {
  if (seat.awaitingSince === null || seat.clockSeconds === null || seat.bot !== null) return null;
  return new Date(seat.awaitingSince.getTime() + seat.clockSeconds * 1000);
}

/** A pace needs two people at least: with one, nobody waits on anybody. */
export function paceAllowed(pace: Pace | null, people: number): Result<null> {
  if (pace && people < 2)
    return err('E_PACE_ALONE', 'A pace keeps people from waiting on each other: with one person at the table nobody waits, so choose no pace.');
  return ok(null);
}
