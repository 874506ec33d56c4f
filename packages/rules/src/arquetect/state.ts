import type { Seat } from '../core/engine.ts';
import { overwrite } from '../core/records.ts';
import { assertNever } from '../core/result.ts';
import type { CardId, Slot } from './deck.ts';
import type { Memory } from './memory.ts';
import { remember } from './memory.ts';

/** One place in a hand: the card and whether it is rotated outward (a used event). */
export type { Slot };

/** Spec §3: who is expected to act, and with which kind of action. */
export type Step = 'act' | 'respond' | 'decide' | 'place' | 'endTurn' | 'gameOver';

export type EndReason = 'allDone' | 'fourOutward';

export interface Counter {
  by: Seat;
  /** In the counter-offerer's hand order. */
  cards: CardId[];
}

/** A trade in negotiation. `candidates[at]` is the player now being asked. */
export interface Offer {
  from: Seat;
  /** In the offerer's hand order. */
  cards: CardId[];
  candidates: Seat[];
  at: number;
  counter: Counter | null;
  /** The offerer's placement of the counter cards, fixed by acceptCounter (secret until the swap). */
  acceptPlacement: number[] | null;
}

/** At most this many cards are offered or countered (spec §4 E_BAD_COUNT). */
export const MAX_TRADE_CARDS = 3;

/** The whole game, as plain JSON. Arrays are indexed by seat. */
export interface ArquetectState {
  seats: number;
  /** Whether expansion cards are in the game (for the view; the rules follow the cards themselves). */
  expansion: boolean;
  hands: Slot[][];
  rubble: CardId[];
  done: boolean[];
  turnsTaken: number[];
  active: Seat;
  step: Step;
  offer: Offer | null;
  endReason: EndReason | null;
  /** Who knows which card, by id or by kind (memory.ts); kept up to date by `withState` whenever hands change. */
  memory: Memory;
}

/** A player becomes done automatically after this many turns (spec §3). */
export const MAX_TURNS = 10;
/** The game ends at once when the acting player has this many outward cards after an ability. */
export const OUTWARD_LIMIT = 4;

/** The one player expected to act now, or null once the game is over. */
export function expectedSeat(state: ArquetectState): Seat | null {
  switch (state.step) {
    case 'act':
    case 'decide':
    case 'endTurn':
      return state.active;
    case 'respond':
      return state.offer?.candidates[state.offer.at] ?? null;
    case 'place':
      return state.offer?.counter?.by ?? null;
    case 'gameOver':
      return null;
    default:
      return assertNever(state.step);
  }
}

/** The negotiation in progress; the step guarantees it exists. */
export function currentOffer(state: ArquetectState): Offer {
  if (!state.offer) throw new Error(`step ${state.step} without an offer`);
  return state.offer;
}

export function currentCounter(offer: Offer): Counter {
  if (!offer.counter) throw new Error('no counter-offer');
  return offer.counter;
}

/** The turn number (1 for the first turn), used as the log's round. */
export function turnNumber(state: ArquetectState): number {
  return state.turnsTaken.reduce((sum, t) => sum + t, 0) + 1;
}

/** Seats that are not done, clockwise starting after `from` (excluding `from`). */
export function notDoneAfter(state: ArquetectState, from: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 1; k < state.seats; k++) {
    const seat = (from + k) % state.seats;
    if (!state.done[seat]) out.push(seat);
  }
  return out;
}

export function handOf(state: ArquetectState, seat: Seat): Slot[] {
  const hand = state.hands[seat];
  if (!hand) throw new Error(`no seat ${seat}`);
  return hand;
}

/**
 * `state` with some fields changed: a copy built field by field in the state's own order, then the changes over
 * it (core/records.ts). Every state then has one object shape, and the rules' property reads stay fast (spreads of
 * states of several shapes made the JIT give up on them). Every change of the hands or the rubble comes through
 * here, so the players' memory (memory.ts) is brought up to date here too, from the hands alone.
 */
export function withState(state: ArquetectState, changes: Partial<ArquetectState>): ArquetectState {
  const copy: ArquetectState = {
    seats: state.seats,
    expansion: state.expansion,
    hands: state.hands,
    rubble: state.rubble,
    done: state.done,
    turnsTaken: state.turnsTaken,
    active: state.active,
    step: state.step,
    offer: state.offer,
    endReason: state.endReason,
    memory: state.memory,
  };
  const next = overwrite(copy, changes);
  if (changes.hands !== undefined || changes.rubble !== undefined) next.memory = remember(state, next);
  return next;
}

/** A copy of `state.hands` with some hands replaced. */
export function withHands(state: ArquetectState, changes: Record<number, Slot[]>): Slot[][] {
  return state.hands.map((hand, seat) => changes[seat] ?? hand);
}
