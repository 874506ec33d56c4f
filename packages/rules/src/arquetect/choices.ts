import type { ChoiceEdge, ChoiceNode } from '../core/choices.ts';
import { arrangements, compactChoices, subsetsOf } from '../core/choices.ts';
import type { Seat } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import { actActionsButOffers, legalActions, placingOf, targetsOf } from './legal.ts';
import type { ArquetectState } from './state.ts';
import { expectedSeat, handOf, MAX_TRADE_CARDS } from './state.ts';

/**
 * The seat's legal actions in compact form (core/choices.ts, the view's `choices`): exactly `legalActions`, but the
 * trade's card sets are written as `subsetsOf` the hand (1–3 cards, in hand order) and its placements as
 * `arrangements(k, m)`, so the tree stays small however large the hands grow (spec §3 placement, §4).
 */

/** One action type with its fields in order: `type`, `player`, then each field's values; the last one ends it. */
function edge(type: string, seat: Seat, fields: [string, ChoiceEdge[1]][]): ChoiceEdge {
  const tail = fields.reduceRight<ChoiceNode>((next, [field, values]) => [[field, values, next]], [0]);
  return ['type', [type], [['player', [seat], tail]]];
}

const handIds = (state: ArquetectState, seat: Seat) => handOf(state, seat).map((slot) => slot.id);

export function choices(state: ArquetectState, seat: Seat): ChoiceNode {
  if (expectedSeat(state) !== seat) return [];
  switch (state.step) {
    case 'act': {
      const rest = compactChoices(actActionsButOffers(state, seat));
      const ids = handIds(state, seat);
      if (ids.length === 0) return rest;
      const targets = targetsOf(state, seat);
      return [...rest, edge('offerTrade', seat, [['cards', subsetsOf(ids, 1, MAX_TRADE_CARDS)], ['to', targets]])];
    }
    case 'respond': {
      const ids = handIds(state, seat);
      const decline = edge('declineOffer', seat, []);
      if (ids.length === 0) return [decline];
      return [decline, edge('counterOffer', seat, [['cards', subsetsOf(ids, 1, MAX_TRADE_CARDS)]])];
    }
    case 'decide': {
      const { k, m } = placingOf(state, seat);
      return [edge('rejectCounter', seat, []), edge('acceptCounter', seat, [['placement', arrangements(k, m)]])];
    }
    case 'place': {
      const { k, m } = placingOf(state, seat);
      return [edge('placeReceived', seat, [['placement', arrangements(k, m)]])];
    }
    case 'endTurn':
    case 'gameOver':
      return compactChoices(legalActions(state, seat));
    default:
      return assertNever(state.step);
  }
}
