import type { Seat } from '../core/game.ts';
import { assertNever } from '../core/result.ts';
import type { Action, UseAbilityAction } from './actions.ts';
import type { AbilityKind } from './cards.ts';
import { CARDS } from './cards.ts';
import type { CardId } from './deck.ts';
import { typeOf } from './deck.ts';
import type { Slot, State } from './state.ts';
import { expectedSeat, handOf } from './state.ts';

/**
 * Spec §4 `legalActions`: empty unless `seat` is expected; otherwise every action `apply` accepts, in canonical form
 * (`player: seat`, `cards` in hand order, only the args the ability reads).
 */

const range = (n: number): number[] => Array.from({ length: Math.max(0, n) }, (_, i) => i);

/** Every 1–3-card subset of the hand, each in hand order. */
export function cardSubsets(hand: readonly Slot[]): CardId[][] {
  const ids = hand.map((s) => s.id);
  const out: CardId[][] = [];
  ids.forEach((a, i) => {
    out.push([a]);
    ids.forEach((b, j) => {
      if (j <= i) return;
      out.push([a, b]);
      ids.forEach((c, k) => {
        if (k > j) out.push([a, b, c]);
      });
    });
  });
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

/** Players who may be gifted, traded with or targeted: not yourself, not done. */
const targetsOf = (state: State, seat: Seat): Seat[] => range(state.seats).filter((s) => s !== seat && !state.done[s]);

function abilityActions(state: State, seat: Seat, slot: Slot, kind: AbilityKind): UseAbilityAction[] {
  const base = { type: 'useAbility' as const, player: seat, card: slot.id };
  const hand = handOf(state, seat);
  const victims = targetsOf(state, seat).filter((t) => handOf(state, t).length > 0);
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

function actActions(state: State, seat: Seat): Action[] {
  const hand = handOf(state, seat);
  if (hand.length === 0) return [{ type: 'pass', player: seat }];
  const targets = targetsOf(state, seat);
  const gifts: Action[] = hand.flatMap((slot) =>
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
  const offers: Action[] = cardSubsets(hand).flatMap((cards) =>
    targets.map((to) => ({ type: 'offerTrade' as const, player: seat, cards, to })),
  );
  const abilities: Action[] = hand.flatMap((slot) => {
    const ability = CARDS[typeOf(slot.id)].ability;
    return ability && !slot.out ? abilityActions(state, seat, slot, ability.kind) : [];
  });
  return [...gifts, ...offers, ...abilities];
}

export function legalActions(state: State, seat: Seat): Action[] {
  if (expectedSeat(state) !== seat) return [];
  const offer = state.offer;
  switch (state.step) {
    case 'act':
      return actActions(state, seat);
    case 'respond':
      return [
        { type: 'declineOffer', player: seat },
        ...cardSubsets(handOf(state, seat)).map((cards) => ({ type: 'counterOffer' as const, player: seat, cards })),
      ];
    case 'decide': {
      if (!offer?.counter) return [];
      const m = handOf(state, seat).length - offer.cards.length + offer.counter.cards.length;
      return [
        { type: 'rejectCounter', player: seat },
        ...placements(offer.counter.cards.length, m).map((placement) => ({
          type: 'acceptCounter' as const,
          player: seat,
          placement,
        })),
      ];
    }
    case 'place': {
      if (!offer?.counter) return [];
      const m = handOf(state, seat).length - offer.counter.cards.length + offer.cards.length;
      return placements(offer.cards.length, m).map((placement) => ({
        type: 'placeReceived' as const,
        player: seat,
        placement,
      }));
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
