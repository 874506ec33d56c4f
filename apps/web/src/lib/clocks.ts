/**
 * A paced game's clocks as people read them: how long an awaited seat has left ("2 days 4 h left", "35 min left"),
 * whether it is running late (under 12 hours left, the second reminder's mark), and a seat the autopilot plays.
 */
import { listText } from './kit/words.ts';

/** Under this much time left, a seat is running late (its last reminder goes out then). */
export const LATE_MS = 12 * 3600_000;

export interface Clock {
  /** "2 days 4 h left", "35 min left", "time is up". */
  text: string;
  /** Under 12 hours left, or none. */
  late: boolean;
  /** The time ran out: the autopilot moves for the seat at the server's next sweep. */
  out: boolean;
}

/** How much time is left until `deadline` (ISO) at `now`. */
export function timeLeft(deadline: string, now: number): Clock {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return { text: 'time is up', late: true, out: true };
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  let text: string;
  if (days >= 1) text = `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 > 0 ? ` ${hours % 24} h` : ''} left`;
  else if (hours >= 1) text = `${hours} h${minutes % 60 > 0 ? ` ${minutes % 60} min` : ''} left`;
  else text = minutes >= 1 ? `${minutes} min left` : 'under a minute left';
  return { text, late: ms < LATE_MS, out: false };
}

/** A seat as a summary shows it: awaited or not, its deadline in a paced game, and whether the autopilot plays it. */
export interface ClockedSeat {
  awaited: boolean;
  deadline: string | null;
  autopilot: boolean;
}

/** What a seat's clock says now: on autopilot, its time left while awaited in a paced game, or nothing. */
export function seatClock(seat: ClockedSeat, now: number): Clock | { text: 'on autopilot'; late: false; out: false; autopilot: true } | null {
  if (seat.autopilot) return { text: 'on autopilot', late: false, out: false, autopilot: true };
  if (!seat.awaited || seat.deadline === null) return null;
  return timeLeft(seat.deadline, now);
}

/** The banner's line on time in a paced game: the reader's own time to move, else the awaited seats'. */
export interface BannerClock {
  text: string;
  /** Someone it names is running late (or out of time). */
  late: boolean;
}

/**
 * What the banner says about time: while the game waits on `me`, how long they have and, running late, what happens
 * then ("Only 3 h left to move: then the autopilot moves for you."); else how long each awaited person has ("Ben has
 * 20 h left."). Null in a game without a pace, or when it waits only on bots and seats on autopilot.
 */
export function bannerClock(seats: readonly (ClockedSeat & { seat: number; name: string })[], me: number | null, now: number): BannerClock | null {
  const clocked = seats.flatMap((s) => (s.awaited && !s.autopilot && s.deadline !== null ? [{ ...s, clock: timeLeft(s.deadline, now) }] : []));
  const mine = clocked.find((s) => s.seat === me);
  if (mine) {
    const { clock } = mine;
    if (clock.out) return { text: 'Your time is up: the autopilot moves for you any moment now.', late: true };
    if (clock.late) return { text: `Only ${clock.text} to move: then the autopilot moves for you.`, late: true };
    return { text: `You have ${clock.text} to move.`, late: false };
  }
  if (clocked.length === 0) return null;
  const parts = clocked.map(({ name, clock }) => (clock.out ? `${name}’s time is up` : `${name} has ${clock.text}`));
  const late = clocked.some(({ clock }) => clock.late);
  return { text: `${listText(parts)}${late ? ' (running late)' : ''}.`, late };
}
