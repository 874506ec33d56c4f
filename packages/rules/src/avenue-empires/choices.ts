/**
 * A seat's legal actions in compact form (core/choices.ts), written straight from the hand instead of compacting
 * the listed actions: the same tree `compactChoices(legalActions(state, seat))` builds (tested), at a fraction of
 * the cost. Trading: one edge per left card, each with the other cards for right. Building: every card × L, C, R.
 */
import type { ChoiceNode } from '../core/choices.ts';
import type { Seat } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import { AVENUES } from './city.ts';
import { type AvenueState, MAX_CHANGES } from './state.ts';

export function choices(state: AvenueState, seat: Seat): ChoiceNode {
  const hand = state.hands[seat];
  if (!hand || !Number.isInteger(seat)) return [];
  if (state.pending[seat] !== null && (state.changes[seat] ?? 0) >= MAX_CHANGES) return [];
  const of = (type: string, rest: ChoiceNode): ChoiceNode => [['type', [type], [['player', [seat], rest]]]];
  switch (state.phase) {
    case 'trading':
      if (hand.length < 2) return [];
      return of(
        'chooseTrade',
        hand.map((left) => ['left', [left], [['right', hand.filter((right) => right !== left), [0]]]]),
      );
    case 'building':
      if (hand.length === 0) return [];
      return of('chooseBuild', [['card', [...hand], [['avenue', [...AVENUES], [0]]]]]);
    case 'gameOver':
      return [];
    default:
      return assertNever(state.phase);
  }
}
