/**
 * Open seats as people read them (issue 46), wherever a table waits for players: the join page, the lobby, the
 * waiting table and the host's page. How long a table has waited, how many seats are still free, and what becomes of
 * them and when (bots take them, or the game is cancelled). Time comes in as an argument.
 */
import type { Unfilled } from './api-types.ts';

/** When a waiting table's open seats are filled, and how (an invite's or a summary's `joining`). */
export interface OpenSeatsDeadline {
  fillBy: string;
  unfilled: Unfilled;
}

/** "35 min", "3 h", "2 days 4 h": a span of time, to the unit that matters at that length. */
export function spanText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 1) return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 > 0 ? ` ${hours % 24} h` : ''}`;
  if (hours >= 1) return `${hours} h`;
  return minutes >= 1 ? `${minutes} min` : 'under a minute';
}

/** "waiting 3 h": how long a table has waited for players since it was made ("just opened" in its first minute). */
export function waitedText(createdAt: string, now: number): string {
  const ms = now - Date.parse(createdAt);
  if (Number.isNaN(ms)) return '';
  return ms < 60_000 ? 'just opened' : `waiting ${spanText(ms)}`;
}

/** How many seats are taken (by people or bots), open, and in all. */
export function seatCounts(seats: readonly { open: boolean }[]): { taken: number; open: number; total: number } {
  const open = seats.filter((s) => s.open).length;
  return { taken: seats.length - open, open, total: seats.length };
}

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];

/** "one more player", "two more players": whom a waiting table still needs. */
export function morePlayersText(open: number): string {
  return `${SMALL[open] ?? String(open)} more ${open === 1 ? 'player' : 'players'}`;
}

/** "starts with bots in 2 days 4 h", "cancelled in 5 h": a lobby row's deadline, in a few words. */
export function deadlineText({ fillBy, unfilled }: OpenSeatsDeadline, now: number): string {
  const ms = Date.parse(fillBy) - now;
  if (!(ms > 0)) return unfilled === 'bots' ? 'starting with bots now' : 'being cancelled now';
  return unfilled === 'bots' ? `starts with bots in ${spanText(ms)}` : `cancelled in ${spanText(ms)} unless full`;
}

/** What becomes of the open seats and when, as a sentence: "If nobody takes them within 3 days, bots take them." */
export function fillByText({ fillBy, unfilled }: OpenSeatsDeadline, now: number): string {
  const ms = Date.parse(fillBy) - now;
  const then = unfilled === 'bots' ? 'bots take the seats still open and the game begins' : 'the game is cancelled';
  if (!(ms > 0)) return `Time is up: ${then} in a moment.`;
  return `If they are not all taken within ${spanText(ms)}, ${then}.`;
}

/** "Fri 14 Mar, 18:00": the deadline's moment, in this browser's language and time zone. */
export function momentText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return at.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
