/**
 * `Engine.apply`: a gated, checked and parsed action (check.ts, core's `decide`) or a stored event goes to its
 * action's file, which runs the action's remaining checks of spec §5 and tells the log with `narrator`.
 */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, assertNever } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { buy, skipBuy } from './buy.ts';
import { chooseGoods } from './gain-choice.ts';
import { chooseGood, swapMarket } from './market-moves.ts';
import { move } from './move.ts';
import { oddJobs } from './odd-jobs.ts';
import { chooseSetup } from './setup-choice.ts';
import type { SaltState, SaltTransition } from './state.ts';
import { trade } from './trade.ts';

export function applyAction(state: SaltState, seat: Seat, action: SaltAction, narrator: Narrator): Result<SaltTransition> {
  switch (action.type) {
    case 'setup':
      return chooseSetup(state, seat, action, narrator);
    case 'move':
      return move(state, seat, action, narrator);
    case 'oddJobs':
      return oddJobs(state, seat, action, narrator);
    case 'chooseGoods':
      return chooseGoods(state, seat, action, narrator);
    case 'chooseGood':
      return chooseGood(state, seat, action, narrator);
    case 'swapMarket':
      return swapMarket(state, seat, action, narrator);
    case 'trade':
      return trade(state, seat, action, narrator);
    case 'buy':
      return buy(state, seat, action, narrator);
    case 'skipBuy':
      return skipBuy(state, seat, narrator);
    default:
      return assertNever(action);
  }
}
