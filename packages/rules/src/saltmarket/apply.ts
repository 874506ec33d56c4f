/**
 * Spec §5, in order: the common checks before the payload (`gate`: game over, not seated, not your turn), the
 * platform's schema (an unknown `type`), then "That action is not allowed now." for a type the phase and step do
 * not take, then each action's own checks (its file).
 */
import type { Seat } from '../core/engine.ts';
import { type Result, type RuleError, assertNever, err } from '../core/result.ts';
import type { ActionType, SaltAction } from './actions.ts';
import { buy, skipBuy } from './buy.ts';
import { chooseGoods } from './gain-choice.ts';
import { chooseGood, swapMarket } from './market-moves.ts';
import { move } from './move.ts';
import { oddJobs } from './odd-jobs.ts';
import { chooseSetup } from './setup-choice.ts';
import type { SaltState, SaltTransition } from './state.ts';
import { trade } from './trade.ts';

export function gate(state: SaltState, seat: Seat): RuleError | null {
  if (state.phase === 'over') return { code: 'E_GAME_OVER', message: 'The game is over.' };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return { code: 'E_NOT_SEATED', message: 'You are not in this game.' };
  if (state.phase === 'play' && seat !== state.active) return { code: 'E_NOT_YOUR_TURN', message: 'It is not your turn.' };
  return null;
}

/** The action types the game takes now. */
export function allowedTypes(state: SaltState): ActionType[] {
  switch (state.phase) {
    case 'setup':
      return ['setup'];
    case 'over':
      return [];
    case 'play':
      break;
    default:
      return assertNever(state.phase);
  }
  switch (state.step) {
    case 'move':
      return ['move', 'oddJobs'];
    case 'GAIN_CHOICE':
      return ['chooseGoods'];
    case 'TRADE':
      return ['trade'];
    case 'MARKET_TOP':
      return ['chooseGood'];
    case 'MARKET_SWAP':
      return ['swapMarket'];
    case 'BUY':
      return ['buy'];
    case 'MAY_BUY':
      return ['buy', 'skipBuy'];
    default:
      return assertNever(state.step);
  }
}

export function applyAction(state: SaltState, seat: Seat, action: SaltAction): Result<SaltTransition> {
  const gated = gate(state, seat);
  if (gated) return { ok: false, error: gated };
  // skipBuy at a mandatory buy has its own message (spec §5), in place of the generic one
  const mustBuy = action.type === 'skipBuy' && state.phase === 'play' && state.step === 'BUY';
  if (!mustBuy && !allowedTypes(state).includes(action.type)) return err('E_NOT_ALLOWED', 'That action is not allowed now.');
  switch (action.type) {
    case 'setup':
      return chooseSetup(state, seat, action);
    case 'move':
      return move(state, seat, action);
    case 'oddJobs':
      return oddJobs(state, seat, action);
    case 'chooseGoods':
      return chooseGoods(state, seat, action);
    case 'chooseGood':
      return chooseGood(state, seat, action);
    case 'swapMarket':
      return swapMarket(state, seat, action);
    case 'trade':
      return trade(state, seat, action);
    case 'buy':
      return buy(state, seat, action);
    case 'skipBuy':
      return skipBuy(state, seat, action);
    default:
      return assertNever(action);
  }
}
