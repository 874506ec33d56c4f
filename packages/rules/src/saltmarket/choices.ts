/**
 * The seat's legal actions in compact form (core/choices.ts, the view's `choices`): exactly `legalActions`. The
 * generic compaction keeps them small: buys share a tree per shipment, and display buildings with the same
 * affordable shipments share one edge.
 */
import { type ChoiceNode, compactChoices } from '../core/choices.ts';
import type { Seat } from '../core/game.ts';
import { legalActions } from './legal.ts';
import type { SaltState } from './state.ts';

export function choices(state: SaltState, seat: Seat): ChoiceNode {
  return compactChoices(legalActions(state, seat));
}
