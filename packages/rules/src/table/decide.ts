/**
 * The table's decider: what a change asked of a table makes happen (its events), or why it cannot be (a coded
 * error). Pure: the table, the change and the time come in; the API appends the events with the rows `evolve` gives,
 * at the version the table was read at, so a change that no longer holds when it is appended is refused there.
 */
import { assertNever, ok, type Result, type RuleError } from '../core/result.ts';
import { autopilotDue } from './autopilot.ts';
import type { TableEvent, TableFact } from './events.ts';
import { evolve } from './evolve.ts';
import { paceAllowed } from './pace.ts';
import { type BotLevel, type Contact, type Pace, people, seatOf, type Table } from './table.ts';

/** What a table is asked to do (imperative): by its host, by a seat's holder, or by a move of the game. */
export type TableChange =
  | { type: 'handSeat'; seat: number; to: { name: string; bot: null; contact: Contact } | { name: string; bot: BotLevel } }
  | { type: 'takeBack'; seat: number }
  | { type: 'changePace'; pace: Pace | null; label: string }
  | { type: 'setWebhook'; on: boolean }
  | { type: 'abandon' }
  /**
   * A move of the game, made by the seat's holder (`by` null), its bot or the autopilot, decided while the seat's
   * link generation was `generation`; `awaiting` and `finished`: the game after it, by its rules.
   */
  | { type: 'move'; seat: number; by: 'bot' | 'autopilot' | null; generation: number; awaiting: number[]; finished: boolean };

/** The events a change makes (a move's effect first among them), and the table after them. */
export interface Decision {
  events: TableFact[];
  table: Table;
}

export function decide(table: Table, change: TableChange, now: Date): Result<Decision> {
  const refused = refusal(table, change, now);
  if (refused) return { ok: false, error: refused };
  const events = eventsOf(table, change);
  let next = table;
  for (const e of events) next = evolve(next, e, now);
  // a new person's contact is theirs alone: it is kept in the table, never in the (public) event
  if (change.type === 'handSeat' && change.to.bot === null) {
    const contact = change.to.contact;
    next = { ...next, seats: next.seats.map((s) => (s.seat === change.seat ? { ...s, contact } : s)) };
  }
  return ok({ events, table: next });
}

/** Why `change` cannot be made on `table` at `now`, or null when it can (a move's `awaiting` is not looked at). */
export function refusal(table: Table, change: TableChange, now: Date): RuleError | null {
  if (table.status === 'abandoned' && change.type === 'move')
    return { code: 'E_ABANDONED', message: 'This game was ended by its host as abandoned: no more moves can be made.' };
  // a move on a finished game is the game's rules' to refuse (its own words), or a race lost to the last move
  if (table.status === 'finished' && change.type === 'move') return null;
  if (table.status !== 'active')
    return change.type === 'takeBack'
      ? { code: 'E_GAME_OVER', message: 'This game is over: there is no seat to take back.' }
      : { code: 'E_GAME_OVER', message: 'This game is over: its table can no longer be changed.' };
  const seat = 'seat' in change ? seatOf(table, change.seat) : undefined;
  if ('seat' in change && !seat) return { code: 'E_NO_SEAT', message: `This game has no seat ${change.seat}.` };
  switch (change.type) {
    case 'move': {
      if (!seat) return null;
      const stale = { code: 'E_STALE', message: 'Someone acted first: reload the game and try again.' };
      if (seat.generation !== change.generation)
        return change.by === null ? { code: 'E_NOT_HOLDER', message: 'This link no longer holds its seat: the game’s host gave the seat to someone else.' } : stale;
      if (!table.awaiting.includes(change.seat)) return change.by === null ? null : stale;
      if (change.by === 'bot' && seat.bot === null) return stale;
      if (change.by === 'autopilot' && !autopilotDue(seat, now)) return stale;
      if (change.by === null && seat.bot !== null) return { code: 'E_NOT_HOLDER', message: 'A bot holds this seat now.' };
      return null;
    }
    case 'takeBack':
      return seat?.bot === null ? null : { code: 'E_NOT_HOLDER', message: 'A bot holds this seat: only its host can hand it back to a person.' };
    case 'changePace': {
      const allowed = paceAllowed(change.pace, people(table).length);
      return allowed.ok ? null : allowed.error;
    }
    case 'handSeat':
    case 'setWebhook':
    case 'abandon':
      return null;
    default:
      return assertNever(change);
  }
}

function eventsOf(table: Table, change: TableChange): TableFact[] {
  switch (change.type) {
    case 'move':
      return [{ type: 'moved', seat: change.seat, by: change.by, awaiting: change.awaiting, finished: change.finished }];
    case 'takeBack': {
      // nothing to take back from a seat the autopilot does not hold
      const seat = seatOf(table, change.seat);
      return seat && seat.autopilotMoves > 0 ? [{ type: 'table.seatTakenBack', seat: change.seat }] : [];
    }
    case 'handSeat': {
      const was = seatOf(table, change.seat)?.name ?? '';
      return [{ type: 'table.seatHandedOver', seat: change.seat, was, name: change.to.name, bot: change.to.bot }];
    }
    case 'changePace':
      return [{ type: 'table.paceChanged', pace: change.pace, label: change.label }];
    case 'setWebhook':
      return [{ type: 'table.webhookSet', on: change.on }];
    case 'abandon':
      return [{ type: 'table.gameAbandoned' }];
    default:
      return assertNever(change);
  }
}

/** The table events among a decision's (those the stream stores; a move stores the game's action instead). */
export const storedEvents = (d: Decision): TableEvent[] => d.events.filter((e): e is TableEvent => e.type !== 'moved');

