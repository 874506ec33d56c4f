/**
 * A new game's table: its seats as created, its pace's clocks full, the game's first waits begun; a game created with
 * open seats waits for them to be taken before it begins (`joining`).
 */
import { waitsFrom } from './evolve.ts';
import { type NoticesDue, noticesDue } from './notices.ts';
import { startingClock } from './pace.ts';
import { type BotLevel, type Contact, type Joining, NO_CONTACT, OPEN_SEAT_NAME, type Pace, type Table } from './table.ts';

export interface NewSeat {
  name: string;
  bot: BotLevel | null;
  contact: Contact;
  /** Nobody holds it yet: whoever takes it through the invite link or the lobby. */
  open?: boolean;
}

/** The table of a game created at `now` that awaits `awaiting` first, and the notices its first waits make due. */
export function openTable(
  seats: readonly NewSeat[],
  pace: Pace | null,
  awaiting: number[],
  now: Date,
  joining: Joining | null = null,
): { table: Table; notices: NoticesDue } {
  const waiting = seats.some((s) => s.open);
  const seated: Table = {
    status: waiting ? 'open' : 'active',
    pace,
    webhook: false,
    awaiting: [],
    seats: seats.map((s, seat) => ({
      seat,
      name: s.open ? OPEN_SEAT_NAME : s.name,
      bot: s.open ? null : s.bot,
      generation: 0,
      contact: s.bot === null && !s.open ? s.contact : NO_CONTACT,
      awaitingSince: null,
      clockSeconds: s.bot === null ? startingClock(pace) : null,
      autopilotMoves: 0,
      open: s.open ?? false,
    })),
    joining: waiting ? joining : null,
  };
  if (waiting) return { table: seated, notices: { queue: [], drop: [] } };
  const table = { ...seated, awaiting, seats: waitsFrom(seated, awaiting, now) };
  return { table, notices: noticesDue(seated, table, 0, now) };
}
