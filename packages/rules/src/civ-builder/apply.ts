/**
 * `Engine.apply`: a gated, checked and parsed action (check.ts, core's `decide`) or a stored event goes to its
 * action's file, which runs the action's remaining checks of spec §5 and tells the log with `narrator`.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, assertNever } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { assign } from './assign.ts';
import { attack } from './attack.ts';
import { buy } from './buy.ts';
import { endTurn } from './end-turn.ts';
import { play } from './play.ts';
import { raid } from './raid.ts';
import { returnCards } from './return.ts';
import type { CivState } from './state.ts';
import { steal } from './steal.ts';
import { takeStored } from './take-stored.ts';
import { trash } from './trash.ts';

export function applyAction(state: CivState, seat: Seat, action: CivAction, narrator: Narrator): Result<Transition<CivState>> {
  switch (action.type) {
    case 'takeStored':
      return takeStored(state, seat, action.cards, narrator);
    case 'play':
      return play(state, seat, action, narrator);
    case 'assign':
      return assign(state, seat, action, narrator);
    case 'buy':
      return buy(state, seat, action, narrator);
    case 'attack':
      return attack(state, seat, action, narrator);
    case 'steal':
      return steal(state, seat, action, narrator);
    case 'trash':
      return trash(state, seat, action, narrator);
    case 'return':
      return returnCards(state, seat, action, narrator);
    case 'raid':
      return raid(state, seat, action, narrator);
    case 'endTurn':
      return endTurn(state, seat, action, narrator);
    default:
      return assertNever(action);
  }
}
