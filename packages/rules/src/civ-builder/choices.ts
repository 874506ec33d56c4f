/**
 * The seat's legal actions in compact form (core/choices.ts): exactly `legalActions`. The start phase's subsets of
 * stored cards are one `subsetsOf` generator; everything else is compacted generically (plays, buys, trashes and
 * steals share edges by field).
 */
import { type ChoiceNode, compactChoices, subsetsOf } from '../core/choices.ts';
import type { Seat } from '../core/engine.ts';
import { awaiting, legalActions } from './legal.ts';
import type { CivState } from './state.ts';
import { playerOf, storedOf } from './zones.ts';

export function choices(state: CivState, seat: Seat): ChoiceNode {
  if (awaiting(state).includes(seat) && state.phase[seat] === 'start') {
    const stored = storedOf(playerOf(state, seat));
    return [['type', ['takeStored'], [['player', [seat], [['cards', subsetsOf(stored, 0, stored.length), [0]]]]]]];
  }
  return compactChoices(legalActions(state, seat));
}
