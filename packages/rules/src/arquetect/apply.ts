import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result, RuleError } from '../core/result.ts';
import { assertNever, err } from '../core/result.ts';
import { useAbility } from './abilities.ts';
import type { ArquetectAction } from './actions.ts';
import { STEP_OF } from './actions.ts';
import { gift } from './gift.ts';
import type { ArquetectState, Step } from './state.ts';
import { expectedSeat } from './state.ts';
import { counterOffer, declineOffer, offerTrade } from './trade-offer.ts';
import { acceptCounter, placeReceived, rejectCounter } from './trade-swap.ts';
import { endTurn, pass } from './turn.ts';

/**
 * Spec §4, in order: the common checks before the payload (`gate`, run once by core's `decide`), then the schema
 * (E_BAD_PAYLOAD, actions.ts: the first check of the payload, so the kind has no `check`), then the step and the
 * turn, then the action's own checks.
 */

const WAITING_FOR: Record<Step, string> = {
  act: 'the active player to gift, trade or use an ability',
  respond: 'the asked player to decline or counter the offer',
  decide: 'the offering player to accept or reject the counter-offer',
  place: 'the counter-offerer to place the cards they receive',
  endTurn: 'the active player to end their turn',
  gameOver: 'nobody: the game is over',
};

/** E_GAME_OVER, then E_UNKNOWN_PLAYER. */
export function gate(state: ArquetectState, seat: Seat): RuleError | null {
  if (state.step === 'gameOver')
    return { code: 'E_GAME_OVER', message: 'The game is over: no more actions are possible.' };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats)
    return { code: 'E_UNKNOWN_PLAYER', message: `There is no player ${seat} in this ${state.seats}-player game.` };
  return null;
}

/** A gated, parsed action of `seat` (or a stored event): E_WRONG_STEP, E_NOT_YOUR_TURN, then the action's own checks. */
export function applyAction(
  state: ArquetectState,
  seat: Seat,
  action: ArquetectAction,
  narrator: Narrator,
): Result<Transition<ArquetectState>> {
  if (STEP_OF[action.type] !== state.step)
    return err('E_WRONG_STEP', `You cannot ${action.type} now: the game is waiting for ${WAITING_FOR[state.step]}.`);
  const expected = expectedSeat(state);
  if (seat !== expected)
    return err(
      'E_NOT_YOUR_TURN',
      `It is not your move: the game is waiting for player ${expected} (${WAITING_FOR[state.step]}).`,
    );
  switch (action.type) {
    case 'gift':
      return gift(state, action, narrator);
    case 'offerTrade':
      return offerTrade(state, action, narrator);
    case 'pass':
      return pass(state, action, narrator);
    case 'declineOffer':
      return declineOffer(state, action, narrator);
    case 'counterOffer':
      return counterOffer(state, action, narrator);
    case 'acceptCounter':
      return acceptCounter(state, action, narrator);
    case 'rejectCounter':
      return rejectCounter(state, action, narrator);
    case 'placeReceived':
      return placeReceived(state, action, narrator);
    case 'useAbility':
      return useAbility(state, action, narrator);
    case 'endTurn':
      return endTurn(state, action, narrator);
    default:
      return assertNever(action);
  }
}
