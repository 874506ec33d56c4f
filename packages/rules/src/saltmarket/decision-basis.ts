/**
 * What a seat's next decision rests on (core/conflicts.ts). In setup: its dealt characters and its own choice, and
 * the phase; other seats choosing (or changing their choice) leaves it unchanged, so simultaneous submits never
 * falsely conflict. The last submit starts play, which changes it. In play one seat acts at a time and its whole
 * view is the basis: any accepted action changes it, so a stale submit is a conflict.
 */
import type { Seat } from '../core/engine.ts';
import type { CharacterId } from './characters.ts';
import type { Phase, SaltState, SetupChoice } from './state.ts';
import { type SaltView, viewFor } from './view.ts';

export type DecisionBasis =
  | { phase: Phase; dealt: CharacterId[]; choice: SetupChoice | null; changes: number }
  | { phase: Phase; view: SaltView };

export function decisionBasis(state: SaltState, seat: Seat): DecisionBasis {
  const player = state.players[seat];
  if (state.phase === 'setup' && player)
    return { phase: state.phase, dealt: player.dealt, choice: player.choice, changes: player.changes };
  return { phase: state.phase, view: viewFor(state, seat) };
}
