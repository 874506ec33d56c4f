/**
 * What happens at a table besides the game's moves, as events of the game's one stream (past tense; `type` starts with
 * `table.` so no game's action is ever taken for one). They are public: they hold names and levels, never an email,
 * a link or a webhook's address.
 */
import { z } from 'zod';
import { BOT_LEVELS, type BotLevel, type Pace } from './table.ts';

/** A bot that took an open seat when the game started without a person in it. */
export interface SeatedBot {
  seat: number;
  name: string;
  bot: BotLevel;
}

export type TableEvent =
  /** The host gave the seat to a new person (a new link) or to a bot. */
  | { type: 'table.seatHandedOver'; seat: number; was: string; name: string; bot: BotLevel | null }
  /** The seat's person took it back from the autopilot. */
  | { type: 'table.seatTakenBack'; seat: number }
  /** The seat's person made a new link for it ("New link"): older links no longer open it. */
  | { type: 'table.linkReissued'; seat: number }
  /** The host changed the pace (null: no clocks); every clock starts afresh. */
  | { type: 'table.paceChanged'; pace: Pace | null; label: string }
  /** The host connected a group chat (or disconnected it). */
  | { type: 'table.webhookSet'; on: boolean }
  /** The host ended the game as abandoned. */
  | { type: 'table.gameAbandoned' }
  /**
   * Someone took an open seat (through the invite link or the lobby); `awaiting`: when it was the last open seat, the
   * game starts and waits on these seats; null while seats are still open.
   */
  | { type: 'table.seatClaimed'; seat: number; name: string; awaiting: number[] | null }
  /** The game started with bots in the seats still open: by its host, or when the open seats' time ran out. */
  | { type: 'table.gameStarted'; by: 'host' | 'deadline'; bots: SeatedBot[]; awaiting: number[] }
  /** Nobody took the open seats in time and the creator chose to cancel then: the game ends before it began. */
  | { type: 'table.gameCancelled' }
  /** The host closed the invite link: nobody else can take an open seat. */
  | { type: 'table.inviteClosed' }
  /**
   * A person left the game: a bot (`bot`, named `botName`) plays their seat from then; before the start their seat is
   * open again; with only bots left, the game ends (`then`).
   */
  | { type: 'table.seatLeft'; seat: number; name: string; then: 'bot' | 'open' | 'end'; bot: BotLevel | null; botName: string | null };

/**
 * A move's effect on the table (not stored: the stored event is the game's action): the seat that moved, who made
 * the move, and whom the game waits on after it.
 */
export interface Moved {
  type: 'moved';
  seat: number;
  by: 'bot' | 'autopilot' | null;
  awaiting: number[];
  finished: boolean;
  /** The move began another phase of play (the engine's `phase` changed). */
  newPhase: boolean;
}

/** What `evolve` folds: the table's own events and the moves' effects. */
export type TableFact = TableEvent | Moved;

export const TABLE_EVENT_PREFIX = 'table.';

/** Whether a stored event's action is a table event rather than a game's move. */
export function isTableEvent(action: unknown): action is TableEvent {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith(TABLE_EVENT_PREFIX);
}

const seat = z.number().int().min(0).max(11);
const name = z.string().min(1).max(100);
const pace = z.object({ id: z.string().max(40), startHours: z.number().positive(), perMoveHours: z.number().positive(), capHours: z.number().positive() });

/** A table event as a record from elsewhere may carry one (checked before it is kept). */
export const tableEventSchema: z.ZodType<TableEvent> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('table.seatHandedOver'), seat, was: name, name, bot: z.enum(BOT_LEVELS).nullable() }),
  z.object({ type: z.literal('table.seatTakenBack'), seat }),
  z.object({ type: z.literal('table.linkReissued'), seat }),
  z.object({ type: z.literal('table.paceChanged'), pace: pace.nullable(), label: z.string().max(100) }),
  z.object({ type: z.literal('table.webhookSet'), on: z.boolean() }),
  z.object({ type: z.literal('table.gameAbandoned') }),
  z.object({ type: z.literal('table.seatClaimed'), seat, name, awaiting: z.array(seat).nullable() }),
  z.object({
    type: z.literal('table.gameStarted'),
    by: z.enum(['host', 'deadline']),
    bots: z.array(z.object({ seat, name, bot: z.enum(BOT_LEVELS) })),
    awaiting: z.array(seat),
  }),
  z.object({ type: z.literal('table.gameCancelled') }),
  z.object({ type: z.literal('table.inviteClosed') }),
  z.object({
    type: z.literal('table.seatLeft'),
    seat,
    name,
    then: z.enum(['bot', 'open', 'end']),
    bot: z.enum(BOT_LEVELS).nullable(),
    botName: name.nullable(),
  }),
]);
