import type { Seat, Viewer } from '../core/engine.ts';
import { CARD_TYPES, CARDS } from './cards.ts';
import type { CardId, Slot } from './deck.ts';
import { cardId } from './deck.ts';

/** What `remember` reads of a state (its table's cards, its memory, a trade under way). */
export interface Seen {
  memory: Memory;
  hands: readonly (readonly Slot[])[];
  rubble: readonly CardId[];
  step: string;
  offer: { cards: readonly CardId[]; counter: { cards: readonly CardId[] } | null } | null;
}

/**
 * What the players remember (spec §5, §9.8). Every move of a card is public by position (where it left, where it
 * lands), so whoever once knew a card can follow it from hand to hand. A seat knows the id of every card it held
 * earlier (a card it gifted, traded, gave by Exchange or passed at a Festival, or one stolen from it) and of every
 * card that has been in the public rubble; everyone knows the kind (name) of every card whose face was shown to
 * the table: turned outward, named aloud in a trade that was carried out (its new place is public), or in the rubble.
 *
 * Kept in the state as one set of bits per card that exists (82, in canonical order: `cardIndex`), 0 for a card not
 * in the game. It is derived from the hands alone whenever they change (state.ts `withState`), so it never changes
 * how a game plays: the same events give the same memory. What a trade that failed named aloud (the offerer holds
 * "a Fire" somewhere) is not kept: no position comes with it.
 */
export type Memory = number[];

/** Every card that exists (base and expansion), in canonical order: its place in a memory. */
const INDEX = new Map<CardId, number>();
for (const type of CARD_TYPES) for (let k = 1; k <= CARDS[type].copies; k++) INDEX.set(cardId(type, k), INDEX.size);

/** How many cards exist: the length of every memory. */
export const CARDS_THAT_EXIST = INDEX.size;

/** The card's place in a memory, or −1 for an id beyond the copies that exist (test tables only: nobody knows it). */
export function cardIndex(id: CardId): number {
  return INDEX.get(id) ?? -1;
}

/** What is known of card `id`: its bits. */
export const bitsOf = (memory: Memory, id: CardId): number => memory[cardIndex(id)] ?? 0;

/** `memory` (written in place) with `bits` added to card `id`'s. */
export function addBits(memory: Memory, id: CardId, bits: number): void {
  const index = cardIndex(id);
  if (index >= 0) memory[index] = (memory[index] ?? 0) | bits;
}

/** A memory where nobody knows anything yet. */
export const emptyMemory = (): Memory => new Array<number>(CARDS_THAT_EXIST).fill(0);

/** Bit for "seat `seat` knows this card's id" (seats 0..5). */
export const seatBit = (seat: Seat): number => 1 << seat;
/** Everyone knows the card's id: it has been in the rubble. */
export const ID_PUBLIC = 1 << 6;
/** Everyone knows the card's kind: its face was shown to the table. */
export const TYPE_PUBLIC = 1 << 7;

/** Whether `viewer` (a seat, or a spectator) knows the id of a card with these bits. */
export function knowsId(bits: number, viewer: Viewer): boolean {
  return (bits & ID_PUBLIC) !== 0 || (viewer !== null && (bits & seatBit(viewer)) !== 0);
}

/** Whether `viewer` knows the card's kind (name) without seeing its face now. */
export function knowsType(bits: number, viewer: Viewer): boolean {
  return (bits & TYPE_PUBLIC) !== 0 || knowsId(bits, viewer);
}

const slotBits = (slot: Slot, seat: Seat) => seatBit(seat) | (slot.out ? TYPE_PUBLIC : 0);

/** The memory of a fresh table: each holder knows their own cards; outward cards and the rubble are public. */
export function initialMemory(hands: readonly (readonly Slot[])[], rubble: readonly CardId[]): Memory {
  const memory = emptyMemory();
  hands.forEach((hand, seat) => {
    for (const slot of hand) addBits(memory, slot.id, slotBits(slot, seat));
  });
  for (const id of rubble) addBits(memory, id, ID_PUBLIC | TYPE_PUBLIC);
  return memory;
}

/**
 * The memory after a step from `before` to `after`: the holder of every card in a changed hand knows it, outward
 * cards and rubble cards are public, and the cards of a trade carried out (the step after `place`) are known by
 * kind to everyone. A new record only when something is learnt; `before`'s is never written to.
 */
export function remember(before: Seen, after: Seen): Memory {
  let memory = before.memory;
  let copied = false;
  const learn = (id: CardId, bits: number) => {
    const index = cardIndex(id);
    const old = memory[index] ?? 0;
    if (index < 0 || (old | bits) === old) return;
    if (!copied) {
      memory = memory.slice();
      copied = true;
    }
    memory[index] = old | bits;
  };
  const handsChanged = after.hands !== before.hands;
  if (handsChanged)
    after.hands.forEach((hand, seat) => {
      if (hand !== before.hands[seat]) for (const slot of hand) learn(slot.id, slotBits(slot, seat));
    });
  if (after.rubble !== before.rubble) for (const id of after.rubble) learn(id, ID_PUBLIC | TYPE_PUBLIC);
  const offer = before.offer;
  if (handsChanged && before.step === 'place' && offer?.counter) {
    for (const id of offer.cards) learn(id, TYPE_PUBLIC);
    for (const id of offer.counter.cards) learn(id, TYPE_PUBLIC);
  }
  return memory;
}
