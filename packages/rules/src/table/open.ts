/** A new game's table: its seats as created, its pace's clocks full, the game's first waits begun. */
import { waitsFrom } from './evolve.ts';
import { type NoticesDue, noticesDue } from './notices.ts';
import { startingClock } from './pace.ts';
import { type BotLevel, type Contact, NO_CONTACT, type Pace, type Table } from './table.ts';

export interface NewSeat {
  name: string;
  bot: BotLevel | null;
  contact: Contact;
}

/** The table of a game created at `now` that awaits `awaiting` first, and the notices its first waits make due. */
export function openTable(seats: readonly NewSeat[], pace: Pace | null, awaiting: number[], now: Date): { table: Table; notices: NoticesDue } {
  const seated: Table = {
    status: 'active',
    pace,
    webhook: false,
    awaiting: [],
    seats: seats.map((s, seat) => ({
      seat,
      name: s.name,
      bot: s.bot,
      generation: 0,
      contact: s.bot === null ? s.contact : NO_CONTACT,
      awaitingSince: null,
      clockSeconds: s.bot === null ? startingClock(pace) : null,
      autopilotMoves: 0,
    })),
  };
  const table = { ...seated, awaiting, seats: waitsFrom(seated, awaiting, now) };
  return { table, notices: noticesDue(seated, table, 0, now) };
}
