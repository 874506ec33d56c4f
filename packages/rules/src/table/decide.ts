/**
 * The table's decider: what a change asked of a table makes happen (its events), or why it cannot be (a coded
 * error). Pure: the table, the change and the time come in; the API appends the events with the rows `evolve` gives,
 * at the version the table was read at, so a change that no longer holds when it is appended is refused there.
 */
import { assertNever, ok, type Result, type RuleError } from '../core/result.ts';
import { autopilotDue } from './autopilot.ts';
import { botName } from './bot-names.ts';
import type { SeatedBot, TableEvent, TableFact } from './events.ts';
import { evolve } from './evolve.ts';
import { paceAllowed } from './pace.ts';
import { type BotLevel, type Contact, openSeats, type Pace, people, seatOf, type Table } from './table.ts';

/** What a table is asked to do (imperative): by its host, by a seat's holder, or by a move of the game. */
export type TableChange =
  | { type: 'handSeat'; seat: number; to: { name: string; bot: null; contact: Contact } | { name: string; bot: BotLevel } }
  | { type: 'takeBack'; seat: number }
  | { type: 'changePace'; pace: Pace | null; label: string }
  | { type: 'setWebhook'; on: boolean }
  | { type: 'abandon' }
  /**
   * Someone takes an open seat under `name` (their contact is theirs alone, never in the event); `awaiting`: whom the
   * game waits on first, by its rules, should this claim fill the table.
   */
  | { type: 'claim'; seat: number; name: string; contact: Contact; awaiting: number[] }
  /** The game starts with bots of `level` in the seats still open: asked by its host, or due at the open seats' time. */
  | { type: 'start'; by: 'host' | 'deadline'; level: BotLevel; awaiting: number[] }
  /** The host closes the invite link. */
  | { type: 'closeInvite' }
  /** A seat's person (with the link of `generation`) makes a new link for it; older links stop opening it. */
  | { type: 'newLink'; seat: number; generation: number }
  /** A seat's person (with the link of `generation`) leaves; a bot of `level` plays their seat from then. */
  | { type: 'leave'; seat: number; generation: number; level: BotLevel }
  /**
   * A move of the game, made by the seat's holder (`by` null), its bot or the autopilot, decided while the seat's
   * link generation was `generation`; `awaiting`, `finished` and `newPhase` (it began another phase of play, the
   * engine's `phase`): the game after it, by its rules.
   */
  | { type: 'move'; seat: number; by: 'bot' | 'autopilot' | null; generation: number; awaiting: number[]; finished: boolean; newPhase: boolean };

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
  const contact = change.type === 'handSeat' && change.to.bot === null ? change.to.contact : change.type === 'claim' ? change.contact : null;
  if (contact !== null && 'seat' in change) {
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
  if (table.status === 'open' && change.type === 'move')
    return { code: 'E_NOT_STARTED', message: 'This game has not started: it starts when every seat is taken.' };
  if (table.status !== 'active' && table.status !== 'open')
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
    case 'claim':
      if (table.status !== 'open') return started;
      if (!table.joining?.open) return { code: 'E_INVITE_CLOSED', message: 'This game no longer takes new players: its host closed the invite.' };
      if (!seat?.open) return { code: 'E_SEAT_TAKEN', message: 'Someone took this seat first: pick another free seat.' };
      if (table.seats.some((s) => !s.open && s.name.trim().toLowerCase() === change.name.trim().toLowerCase()))
        return { code: 'E_NAME_TAKEN', message: `Someone at this table is already called ${change.name.trim()}: pick another name, so everyone can tell you apart.` };
      return null;
    case 'start':
      if (table.status !== 'open') return started;
      if (change.by === 'deadline' && (table.joining === null || now < table.joining.fillBy))
        return { code: 'E_STALE', message: 'The open seats still have time to be taken.' };
      if (change.by === 'host' && people(table).every((s) => s.open))
        return { code: 'E_NO_PERSON', message: 'Nobody has taken a seat yet: share the invite link first, or end the game.' };
      return null;
    case 'closeInvite':
      if (table.status !== 'open') return started;
      return table.joining ? null : { code: 'E_NO_INVITE', message: 'This game has no invite link: its seats were all given at creation.' };
    case 'newLink':
      if (seat?.open || seat?.bot !== null || seat.generation !== change.generation)
        return { code: 'E_NOT_HOLDER', message: 'This link no longer holds its seat: it cannot make a new one.' };
      return null;
    case 'leave':
      if (seat?.open) return { code: 'E_NO_SEAT', message: 'Nobody holds this seat yet.' };
      if (seat?.bot !== null || seat.generation !== change.generation)
        return { code: 'E_NOT_HOLDER', message: 'This link no longer holds its seat: there is nothing to leave.' };
      return null;
    case 'changePace': {
      const allowed = paceAllowed(change.pace, people(table).length);
      return allowed.ok ? null : allowed.error;
    }
    case 'handSeat':
      return seat?.open ? { code: 'E_SEAT_OPEN', message: 'This seat is open: share the invite link, or start the game with bots in its open seats.' } : null;
    case 'setWebhook':
    case 'abandon':
      return null;
    default:
      return assertNever(change);
  }
}

const started = { code: 'E_GAME_STARTED', message: 'This game has started: every seat is taken.' };

function eventsOf(table: Table, change: TableChange): TableFact[] {
  switch (change.type) {
    case 'move':
      return [{ type: 'moved', seat: change.seat, by: change.by, awaiting: change.awaiting, finished: change.finished, newPhase: change.newPhase }];
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
    case 'claim': {
      const last = openSeats(table).every((s) => s.seat === change.seat);
      return [{ type: 'table.seatClaimed', seat: change.seat, name: change.name, awaiting: last ? change.awaiting : null }];
    }
    case 'start': {
      // a table nobody sat at by its time, or whose creator chose so, is cancelled instead
      if (change.by === 'deadline' && (table.joining?.unfilled === 'cancel' || people(table).every((s) => s.open))) return [{ type: 'table.gameCancelled' }];
      return [{ type: 'table.gameStarted', by: change.by, bots: botsFor(table, change.level), awaiting: change.awaiting }];
    }
    case 'closeInvite':
      return [{ type: 'table.inviteClosed' }];
    case 'newLink':
      return [{ type: 'table.linkReissued', seat: change.seat }];
    case 'leave': {
      const s = seatOf(table, change.seat);
      const name = s?.name ?? '';
      if (table.status === 'open') return [{ type: 'table.seatLeft', seat: change.seat, name, then: 'open', bot: null, botName: null }];
      const others = people(table).filter((p) => p.seat !== change.seat);
      if (others.length === 0) return [{ type: 'table.seatLeft', seat: change.seat, name, then: 'end', bot: null, botName: null }];
      const named = botName(change.level, table.seats.map((x) => x.name));
      return [{ type: 'table.seatLeft', seat: change.seat, name, then: 'bot', bot: change.level, botName: named }];
    }
    default:
      return assertNever(change);
  }
}

/** Bots of `level` for the seats still open, each named after no seat. */
function botsFor(table: Table, level: BotLevel): SeatedBot[] {
  const taken = table.seats.map((s) => s.name);
  return openSeats(table).map((s) => {
    const name = botName(level, taken);
    taken.push(name);
    return { seat: s.seat, name, bot: level };
  });
}

/** The table events among a decision's (those the stream stores; a move stores the game's action instead). */
export const storedEvents = (d: Decision): TableEvent[] => d.events.filter((e): e is TableEvent => e.type !== 'moved');

