import type { Seat } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import { indices } from '../core/arrays.ts';
import type { ArquetectAction, UseAbilityAction } from './actions.ts';
import type { AbilityKind } from './cards.ts';
import { CARDS } from './cards.ts';
import type { CardId } from './deck.ts';
import { typeOf } from './deck.ts';
import type { Slot, ArquetectState } from './state.ts';
import { currentCounter, currentOffer, expectedSeat, handOf, MAX_TRADE_CARDS } from './state.ts';

/**
 * Spec §4 `legalActions`: empty unless `seat` is expected; otherwise every action `apply` accepts, in canonical form
 * (`player: seat`, `cards` in hand order, only the args the ability reads). The same actions in compact form, with
 * generators for the subsets and placements, are in choices.ts.
 */

export const range = (n: number): number[] => indices(n);

/** Every 1–3-card subset of the hand, each in hand order (the order of `subsetsOf`, core/choices.ts). */
export function cardSubsets(hand: readonly Slot[]): CardId[][] {
  const ids = hand.map((s) => s.id);
  const out: CardId[][] = [];
  const walk = (from: number, picked: CardId[]) => {
    if (picked.length > 0) out.push(picked);
    if (picked.length === MAX_TRADE_CARDS) return;
    for (let i = from; i < ids.length; i++) walk(i + 1, [...picked, ids[i] as CardId]);
  };
  walk(0, []);
  return out;
}

/** Every placement of k received cards into a hand of m slots: k distinct indices in [0, m−1], in order. */
export function placements(k: number, m: number): number[][] {
  let out: number[][] = [[]];
  for (let j = 0; j < k; j++) {
    const longer: number[][] = [];
    for (const prefix of out) for (let p = 0; p < m; p++) if (!prefix.includes(p)) longer.push([...prefix, p]);
    out = longer;
  }
  return out;
}

/** What a trading player places: how many cards they receive and their hand's size after the swap. */
export function placingOf(state: ArquetectState, seat: Seat): { k: number; m: number } {
  const offer = currentOffer(state);
  const counter = currentCounter(offer);
  const size = handOf(state, seat).length;
  return seat === offer.from
    ? { k: counter.cards.length, m: size - offer.cards.length + counter.cards.length }
    : { k: offer.cards.length, m: size - counter.cards.length + offer.cards.length };
}

/** Players who may be gifted, traded with or targeted: not yourself, not done. */
export const targetsOf = (state: ArquetectState, seat: Seat): Seat[] =>
  range(state.seats).filter((s) => s !== seat && !state.done[s]);

export function abilityActions(state: ArquetectState, seat: Seat, slot: Slot, kind: AbilityKind): UseAbilityAction[] {
  const base = { type: 'useAbility' as const, player: seat, card: slot.id };
  const hand = handOf(state, seat);
  // a target with an empty hand gives no heist or exchange: each is listed per card of the target's hand
  const victims = targetsOf(state, seat);
  const others = hand.filter((s) => s.id !== slot.id).map((s) => s.id);
  switch (kind) {
    case 'heist':
      return victims.flatMap((target) =>
        range(handOf(state, target).length).flatMap((index) =>
          range(hand.length + 1).map((insertAt) => ({ ...base, target, index, insertAt })),
        ),
      );
    case 'renovation':
      return range(hand.length - 1).map((index) => ({ ...base, index }));
    case 'demolition':
      return others.map((remove) => ({ ...base, remove }));
    case 'exchange':
      return others.flatMap((give) =>
        victims.flatMap((target) =>
          range(handOf(state, target).length).map((index) => ({ ...base, give, target, index })),
        ),
      );
    case 'festival':
      return [base];
    case 'salvage':
      return state.rubble.flatMap((take) => range(hand.length + 1).map((insertAt) => ({ ...base, take, insertAt })));
    default:
      return assertNever(kind);
  }
}

function giftActions(state: ArquetectState, seat: Seat): ArquetectAction[] {
  const targets = targetsOf(state, seat);
  return handOf(state, seat).flatMap((slot) =>
    targets.flatMap((to) =>
      range(handOf(state, to).length + 1).map((position) => ({
        type: 'gift' as const,
        player: seat,
        card: slot.id,
        to,
        position,
      })),
    ),
  );
}

function allAbilityActions(state: ArquetectState, seat: Seat): ArquetectAction[] {
  return handOf(state, seat).flatMap((slot) => {
    const ability = CARDS[typeOf(slot.id)].ability;
    return ability && !slot.out ? abilityActions(state, seat, slot, ability.kind) : [];
  });
}

/** The act step's actions but the offers (which choices.ts writes with a generator); only `pass` with no cards. */
export function actActionsButOffers(state: ArquetectState, seat: Seat): ArquetectAction[] {
  if (handOf(state, seat).length === 0) return [{ type: 'pass', player: seat }];
  return [...giftActions(state, seat), ...allAbilityActions(state, seat)];
}

function actActions(state: ArquetectState, seat: Seat): ArquetectAction[] {
  const hand = handOf(state, seat);
  if (hand.length === 0) return [{ type: 'pass', player: seat }];
  const targets = targetsOf(state, seat);
  const offers: ArquetectAction[] = cardSubsets(hand).flatMap((cards) =>
    targets.map((to) => ({ type: 'offerTrade' as const, player: seat, cards, to })),
  );
  return [...giftActions(state, seat), ...offers, ...allAbilityActions(state, seat)];
}

export function legalActions(state: ArquetectState, seat: Seat): ArquetectAction[] {
  if (expectedSeat(state) !== seat) return [];
  switch (state.step) {
    case 'act':
      return actActions(state, seat);
    case 'respond':
      return [
        { type: 'declineOffer', player: seat },
        ...cardSubsets(handOf(state, seat)).map((cards) => ({ type: 'counterOffer' as const, player: seat, cards })),
      ];
    case 'decide': {
      const { k, m } = placingOf(state, seat);
      return [
        { type: 'rejectCounter', player: seat },
        ...placements(k, m).map((placement) => ({ type: 'acceptCounter' as const, player: seat, placement })),
      ];
    }
    case 'place': {
      const { k, m } = placingOf(state, seat);
      return placements(k, m).map((placement) => ({ type: 'placeReceived' as const, player: seat, placement }));
    }
    case 'endTurn':
      return [
        { type: 'endTurn', player: seat, done: false },
        { type: 'endTurn', player: seat, done: true },
      ];
    case 'gameOver':
      return [];
    default:
      return assertNever(state.step);
  }
}
