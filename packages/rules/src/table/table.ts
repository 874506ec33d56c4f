/**
 * The table around a game: who holds each seat, the pace and each seat's clock, the autopilot's streak, whether a group
 * chat is told, and whether the game is still played. It is a decider like the games (`decide.ts`, `evolve.ts`): the
 * API reads it from the game's rows (their projection of the game's one stream of events), asks `decide` what a change
 * makes happen, and appends that with the rows `evolve` gives, checked at the append by the game's version.
 */

/** The levels a bot plays at: the one list every package reads (bots, API, database, web, records). */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The level the autopilot plays a person's seat at when their time ran out. */
export const AUTOPILOT_LEVEL: BotLevel = 'medium';

/** Waits in a row the autopilot must end for a person before their seat stays on autopilot. */
export const AUTOPILOT_AFTER = 2;

/**
 * A game's pace, as chosen at creation (a copy of the preset): each seat's clock starts with `startHours`, gains
 * `perMoveHours` with every wait it ends and holds at most `capHours`. A time per move has all three equal.
 */
export interface Pace {
  id: string;
  startHours: number;
  perMoveHours: number;
  capHours: number;
}

/** How a seat's person is told (private: never in an event, a view or a record). */
export interface Contact {
  email: string | null;
  /** "Tell me when it is my move." */
  notifyAtOnce: boolean;
  /** A reminder after this many hours of waiting; null: none. */
  remindAfterHours: number | null;
  /** Clicked "unsubscribe" in an email of this game. */
  unsubscribed: boolean;
}

/** Nobody to tell: a bot's seat, or a person who gave no email. */
export const NO_CONTACT: Contact = { email: null, notifyAtOnce: false, remindAfterHours: null, unsubscribed: false };

export interface TableSeat {
  seat: number;
  name: string;
  /** A bot's level; null for a person. */
  bot: BotLevel | null;
  /** The seat's link generation: a hand-over to a person (or a reissued link) moves it on, and older links stop. */
  generation: number;
  contact: Contact;
  /** Since when the game waits on this seat; null when it does not. */
  awaitingSince: Date | null;
  /** A paced game's person: the seconds on their clock at the start of their current (or next) wait; else null. */
  clockSeconds: number | null;
  /** Waits in a row the autopilot ended for this person. */
  autopilotMoves: number;
  /** Nobody holds it yet: a seat created open, for whoever takes it through the invite link or the lobby. */
  open: boolean;
}

/** What an open seat is called until someone takes it. */
export const OPEN_SEAT_NAME = 'Open seat';

/** What becomes of a game's open seats that nobody took by their time: bots take them, or the game is cancelled. */
export const UNFILLED = ['bots', 'cancel'] as const;
export type Unfilled = (typeof UNFILLED)[number];

/** How strangers join a game created with open seats (its invite link, the lobby), until it starts. */
export interface Joining {
  /** Whether the invite link (and the lobby) still takes claims; the host can close it. */
  open: boolean;
  /** Whether the lobby lists the game's open seats ("Looking for players"). */
  lobby: boolean;
  /** When the seats still open are filled by bots or the game is cancelled (`unfilled`). */
  fillBy: Date;
  unfilled: Unfilled;
}

export interface Table {
  /** 'open': some seats wait for someone to take them, and the game has not started. */
  status: 'open' | 'active' | 'finished' | 'abandoned';
  pace: Pace | null;
  /** Whether a group chat's webhook is told whose move it is (its address is kept beside the table, not in it). */
  webhook: boolean;
  /** The seats the game waits on. */
  awaiting: number[];
  seats: TableSeat[];
  /** A game created with open seats: how they are taken; null for a game whose seats were all given at creation. */
  joining: Joining | null;
}

/** Who made an event of the game's stream: the seat's holder (null), a bot, the autopilot, or the host. */
export type MadeBy = 'bot' | 'autopilot' | 'host' | null;

/** The seat of an event that concerns the whole table (a pace, a webhook, the end), not one seat. */
export const WHOLE_TABLE = -1;

export function seatOf(table: Table, seat: number): TableSeat | undefined {
  return table.seats.find((s) => s.seat === seat);
}

/** The seats still open. */
export const openSeats = (table: Pick<Table, 'seats'>): TableSeat[] => table.seats.filter((s) => s.open);

/** The people at the table (not bots; an open seat is a person to come). */
export const people = (table: Pick<Table, 'seats'>): TableSeat[] => table.seats.filter((s) => s.bot === null);
