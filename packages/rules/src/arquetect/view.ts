import type { Seat, Viewer } from '../core/engine.ts';
import type { CardType } from './cards.ts';
import { CARD_TYPES, CARDS } from './cards.ts';
import type { CardId } from './deck.ts';
import { typeOf } from './deck.ts';
import { outwardCount } from './hand.ts';
import { oncePer } from '../core/once-per.ts';
import { bitsOf, knowsId, knowsType } from './memory.ts';
import type { ScoreSheet } from './scoring.ts';
import { scoreSheet } from './scoring.ts';
import type { EndReason, Slot, ArquetectState, Step } from './state.ts';
import { expectedSeat, MAX_TURNS, OUTWARD_LIMIT, turnNumber } from './state.ts';

/**
 * What one seat (or a spectator, `null`) may know (spec §5). Other hands show orientation only, plus the name of
 * outward cards; offered cards show names only, except to their giver; the offerer's placement is theirs alone
 * until the swap. No id of a card the viewer may not know appears. At gameOver everything is revealed. The static
 * card texts are not in the view: the table imports `CATALOGUE` (catalogue.ts) from the rules package.
 */

/** A card whose identity the viewer knows. */
export interface KnownSlot {
  id: CardId;
  type: CardType;
  name: string;
  out: boolean;
}
/** A slot of another player's hand: facing in shows only its back; facing out shows its face (name, not id). */
export type HiddenSlot = { out: false } | { out: true; type: CardType; name: string };
export type SlotView = KnownSlot | HiddenSlot;

/**
 * A card in another player's hand that the viewer remembers (memory.ts): its kind, once its face was shown to the
 * table, and its id too when the viewer held it earlier or it has been in the rubble. Only what the slot itself
 * does not show: an outward card's kind is on the slot already.
 */
export interface RememberedSlot {
  seat: Seat;
  index: number;
  type: CardType;
  name: string;
  id?: CardId;
}

/** A card named aloud in a trade; `id` only for its giver. */
export interface NamedCard {
  type: CardType;
  name: string;
  id?: CardId;
}

export interface PlayerView {
  seat: Seat;
  handSize: number;
  done: boolean;
  turnsTaken: number;
  outward: number;
  slots: SlotView[];
  /** Per-card contributions: the viewer's own live preview, and everyone's once the game is over. */
  score: ScoreSheet | null;
}

export interface OfferView {
  from: Seat;
  /** The player being asked now (`candidates[at]`). */
  to: Seat;
  candidates: Seat[];
  at: number;
  cards: NamedCard[];
  counter: { by: Seat; cards: NamedCard[] } | null;
  accepted: boolean;
  /** The offerer's placement of the counter cards: only the offerer sees it before the swap. */
  acceptPlacement: number[] | null;
  /** Hand sizes after the swap (what a placement indexes into), once there is a counter-offer. */
  sizesAfter: { offerer: number; counterer: number } | null;
}

export interface ArquetectView {
  viewer: Viewer;
  seats: number;
  expansion: boolean;
  step: Step;
  active: Seat;
  /** The one player expected to act, or null once the game is over. */
  awaiting: Seat | null;
  turn: number;
  maxTurns: number;
  outwardLimit: number;
  players: PlayerView[];
  /** The viewer's own hand, left to right (null for a spectator). */
  hand: KnownSlot[] | null;
  offer: OfferView | null;
  rubble: KnownSlot[];
  endReason: EndReason | null;
  /** How many cards of each kind the game holds (the deck option, public): types with at least one card. */
  deck: Partial<Record<CardType, number>>;
  /** Cards in other hands the viewer remembers; empty once the game is over (every hand is shown then). */
  remembered: RememberedSlot[];
}

const known = (slot: Slot): KnownSlot => {
  const type = typeOf(slot.id);
  return { id: slot.id, type, name: CARDS[type].name, out: slot.out };
};

const hidden = (slot: Slot): HiddenSlot => {
  if (!slot.out) return { out: false };
  const type = typeOf(slot.id);
  return { out: true, type, name: CARDS[type].name };
};

const named = (id: CardId, withId: boolean): NamedCard => {
  const type = typeOf(id);
  return withId ? { type, name: CARDS[type].name, id } : { type, name: CARDS[type].name };
};

function offerView(state: ArquetectState, viewer: Viewer): OfferView | null {
  const offer = state.offer;
  if (!offer) return null;
  const counter = offer.counter;
  const size = (seat: Seat) => state.hands[seat]?.length ?? 0;
  return {
    from: offer.from,
    to: offer.candidates[offer.at] ?? offer.from,
    candidates: [...offer.candidates],
    at: offer.at,
    cards: offer.cards.map((id) => named(id, viewer === offer.from)),
    counter: counter ? { by: counter.by, cards: counter.cards.map((id) => named(id, viewer === counter.by)) } : null,
    accepted: offer.acceptPlacement !== null,
    acceptPlacement: viewer === offer.from && offer.acceptPlacement ? [...offer.acceptPlacement] : null,
    sizesAfter: counter
      ? {
          offerer: size(offer.from) - offer.cards.length + counter.cards.length,
          counterer: size(counter.by) - counter.cards.length + offer.cards.length,
        }
      : null,
  };
}

/**
 * The deck's composition: every card is in a hand or the rubble (spec §9.1). Worked out once per state and shared,
 * frozen, by every seat's view of it: the same for every viewer, and states are never changed once made.
 */
const deckOf = oncePer((state: ArquetectState) => Object.freeze(countedDeck(state)));

function countedDeck(state: ArquetectState): Partial<Record<CardType, number>> {
  const counts = new Map<CardType, number>();
  const add = (id: CardId) => {
    const type = typeOf(id);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  };
  for (const hand of state.hands) for (const slot of hand) add(slot.id);
  for (const id of state.rubble) add(id);
  const deck: Partial<Record<CardType, number>> = {};
  for (const type of CARD_TYPES) {
    const n = counts.get(type);
    if (n !== undefined) deck[type] = n;
  }
  return deck;
}

/**
 * A hand's score sheet as views show it: worked out once per hand and shared, frozen, by every view of it (hands are
 * never changed once in a state), so its owner's polls while others move, and every view at game over, ask it once.
 */
const sheetOf = oncePer((hand: readonly Slot[]): ScoreSheet => {
  const worked = scoreSheet(hand);
  return Object.freeze({ ...worked, cards: Object.freeze(worked.cards.map((c) => Object.freeze(c))) as ScoreSheet['cards'] });
});

function rememberedBy(state: ArquetectState, viewer: Viewer): RememberedSlot[] {
  const out: RememberedSlot[] = [];
  if (state.step === 'gameOver') return out;
  state.hands.forEach((hand, seat) => {
    if (seat === viewer) return;
    hand.forEach((slot, index) => {
      const bits = bitsOf(state.memory, slot.id);
      const id = knowsId(bits, viewer);
      if (!id && (slot.out || !knowsType(bits, viewer))) return;
      const type = typeOf(slot.id);
      const name = CARDS[type].name;
      out.push(id ? { seat, index, type, name, id: slot.id } : { seat, index, type, name });
    });
  });
  return out;
}

export function view(state: ArquetectState, viewer: Viewer): ArquetectView {
  const over = state.step === 'gameOver';
  const own = viewer !== null && viewer >= 0 && viewer < state.seats ? viewer : null;
  const players = state.hands.map((hand, seat): PlayerView => {
    const open = over || seat === own;
    return {
      seat,
      handSize: hand.length,
      done: state.done[seat] ?? false,
      turnsTaken: state.turnsTaken[seat] ?? 0,
      outward: outwardCount(hand),
      slots: hand.map(open ? known : hidden),
      score: open ? sheetOf(hand) : null,
    };
  });
  return {
    viewer: own,
    seats: state.seats,
    expansion: state.expansion,
    step: state.step,
    active: state.active,
    awaiting: expectedSeat(state),
    turn: turnNumber(state),
    maxTurns: MAX_TURNS,
    outwardLimit: OUTWARD_LIMIT,
    players,
    hand: own === null ? null : (state.hands[own] ?? []).map(known),
    offer: offerView(state, own),
    rubble: state.rubble.map((id) => known({ id, out: false })),
    endReason: state.endReason,
    deck: deckOf(state),
    remembered: rememberedBy(state, own),
  };
}
