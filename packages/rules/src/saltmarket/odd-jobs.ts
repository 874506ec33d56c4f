/**
 * Odd jobs (spec §4.7): only when no move is legal. The pawn leaves the map, the player gains 1 good of their
 * choice (capped; not a building action, so no Fishwife fish) and the turn ends. Every state thus has a legal action.
 */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { gain } from './goods.ts';
import { line, who, withAction } from './log.ts';
import { legalMoves } from './move.ts';
import { type SaltState, type SaltTransition, playerOf, withFields, withPlayer } from './state.ts';
import { endTurn } from './turn-end.ts';

type OddJobsAction = Extract<SaltAction, { type: 'oddJobs' }>;

export function oddJobs(state: SaltState, seat: Seat, action: OddJobsAction, narrator: Narrator): Result<SaltTransition> {
  if (legalMoves(state, seat).length > 0)
    return err('E_HAS_MOVE', 'You have a legal move, so you cannot take odd jobs.');
  const { good } = action;
  const full = playerOf(state, seat).goods[good] >= 6;
  const next = withPlayer(state, seat, (p) => withFields(p, { pawn: null, goods: gain(p.goods, { [good]: 1 }) }));
  const said = line(narrator, state, `${who(seat)} has no legal move: their pawn leaves the map for odd jobs and they gain 1 ${good}${full ? ' (lost to the cap of 6)' : ''}.`);
  const canonical: OddJobsAction = { type: 'oddJobs', player: seat, good };
  return ok(withAction(narrator.andThen({ state: next, log: [said] }, (s) => endTurn(s, narrator)), canonical));
}
