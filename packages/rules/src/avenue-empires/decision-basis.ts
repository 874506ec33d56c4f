/**
 * What a seat's next decision rests on (core/conflicts.ts): a submit made on an older version still stands when
 * this is unchanged. Other seats submitting or changing their secret choices does not change it; a resolution
 * (new hands, phase or round, built cities) does, and so does the seat's own choice changing (from another tab).
 */
import type { Seat } from '../core/engine.ts';
import type { City } from './city.ts';
import type { CardId } from './ids.ts';
import type { AvenueState, Choice, Phase } from './state.ts';

export interface DecisionBasis {
  round: number;
  phase: Phase;
  hand: CardId[];
  cities: City[];
  /** The seat's own pending choice; other seats' choices are left out on purpose. */
  choice: Choice | null;
}

export function decisionBasis(state: AvenueState, seat: Seat): DecisionBasis {
  return {
    round: state.round,
    phase: state.phase,
    hand: state.hands[seat] ?? [],
    cities: state.cities,
    choice: state.pending[seat] ?? null,
  };
}
