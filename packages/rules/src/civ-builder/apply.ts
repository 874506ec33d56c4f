/**
 * Spec §5, in order: the common checks (`gate`: game over, not your turn), the platform's schema (an unknown type),
 * "Take stored cards first." in the start phase, then each action's own checks (its file), where a field of the
 * wrong kind is "Unknown action.".
 */
import type { Seat, Transition } from '../core/engine.ts';
import { type Result, type RuleError, assertNever } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { assign } from './assign.ts';
import { attack } from './attack.ts';
import { buy } from './buy.ts';
import { endTurn } from './end-turn.ts';
import { refuse } from './errors.ts';
import { idList } from './payload.ts';
import { play } from './play.ts';
import { raid } from './raid.ts';
import { returnCards } from './return.ts';
import type { CivState } from './state.ts';
import { steal } from './steal.ts';
import { takeStored } from './take-stored.ts';
import { trash } from './trash.ts';

const failure = (r: Result<never>): RuleError => (r.ok ? { code: 'E_BUG', message: 'no error' } : r.error);

export function gate(state: CivState, seat: Seat): RuleError | null {
  if (state.over) return failure(refuse.gameOver());
  const phase = state.phase[seat];
  if (!state.active.includes(seat) || phase === null || phase === undefined || phase === 'done') return failure(refuse.notYourTurn());
  return null;
}

export function applyAction(state: CivState, seat: Seat, action: CivAction): Result<Transition<CivState>> {
  const gated = gate(state, seat);
  if (gated) return { ok: false, error: gated };
  if (state.phase[seat] === 'start' && action.type !== 'takeStored') return refuse.takeStoredFirst();
  switch (action.type) {
    case 'takeStored': {
      const cards = idList(action.cards);
      return cards === null ? refuse.unknownAction() : takeStored(state, seat, cards);
    }
    case 'play':
      return play(state, seat, action);
    case 'assign':
      return assign(state, seat, action);
    case 'buy':
      return buy(state, seat, action);
    case 'attack':
      return attack(state, seat, action);
    case 'steal':
      return steal(state, seat, action);
    case 'trash':
      return trash(state, seat, action);
    case 'return':
      return returnCards(state, seat, action);
    case 'raid':
      return raid(state, seat, action);
    case 'endTurn':
      return endTurn(state, seat, action);
    default:
      return assertNever(action);
  }
}
