/**
 * What every seat remembers of a player's hidden cards (state.ts `KnownCards`), as the view shows it: card types,
 * never ids (spec §6: no id of a hidden card in a view, no hidden list in id order). The same for every viewer, since
 * it follows from public moves only; `determinize` deals the hidden cards from it.
 */
import { CARD_COUNT, CARD_TYPES, type CardId, type CardTypeId, cardOf } from './cards.ts';
import type { Player } from './state.ts';
import { oncePer } from '../core/once-per.ts';

export interface KnownView {
  /** The cards on top of the deck that everyone saw put there (`return`), top first. */
  deckTop: CardTypeId[];
  /** The hand cards everyone knows are there (taken from storage, drawn from that top, left when the deck ran out). */
  hand: CardTypeId[];
  /** The rest of hand and deck together, which only the owner can tell apart: copies by type, in table order. */
  unseen: Partial<Record<CardTypeId, number>>;
}

/** Each card type's place in the table (CARD_TYPES), and each id's type place. */
export const TYPE_INDEX: ReadonlyMap<CardTypeId, number> = new Map(CARD_TYPES.map((t, i) => [t.type, i]));
export const TYPE_INDEX_OF_ID: readonly number[] = Array.from({ length: CARD_COUNT }, (_, id) => TYPE_INDEX.get(cardOf(id).type) ?? -1);

/** The known cards of `p`'s hand: those of `known.hand` still in it. */
export function knownHand(p: Player): CardId[] {
  return (p.known?.hand ?? []).filter((id) => p.hand.includes(id));
}

/** Frozen, lists and counts too: a view that changed it would change every other view of the player (it throws). */
const frozen = (v: KnownView): KnownView => Object.freeze({ deckTop: Object.freeze(v.deckTop), hand: Object.freeze(v.hand), unseen: Object.freeze(v.unseen) }) as KnownView;

/**
 * Worked out once per player object and shared, frozen, by every view of it: a player is never changed once it is in
 * a state (context.ts: a transition changes only the copies it made), and the same for every viewer, so the views of
 * all seats of one state, and of the states after it that left this player as it was, ask it once.
 */
export const knownView: (p: Player) => KnownView = oncePer((p: Player) => frozen(workedOut(p)));

function workedOut(p: Player): KnownView {
  const top = p.known?.top ?? 0;
  const inHand = knownHand(p);
  const counts = new Array<number>(CARD_TYPES.length).fill(0);
  for (const id of p.hand) counts[TYPE_INDEX_OF_ID[id] as number]! += 1;
  for (const id of p.deck) counts[TYPE_INDEX_OF_ID[id] as number]! += 1;
  for (const id of inHand) counts[TYPE_INDEX_OF_ID[id] as number]! -= 1;
  const deckTop = p.deck.slice(0, top);
  for (const id of deckTop) counts[TYPE_INDEX_OF_ID[id] as number]! -= 1;
  const unseen: Partial<Record<CardTypeId, number>> = {};
  counts.forEach((n, i) => {
    if (n > 0) unseen[(CARD_TYPES[i] as (typeof CARD_TYPES)[number]).type] = n;
  });
  return {
    deckTop: deckTop.map((id) => cardOf(id).type),
    hand: inHand.map((id) => TYPE_INDEX_OF_ID[id] as number).sort((a, b) => a - b).map((i) => (CARD_TYPES[i] as (typeof CARD_TYPES)[number]).type),
    unseen,
  };
}
