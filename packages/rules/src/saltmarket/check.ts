/**
 * Spec §5's checks before the typed action, in order: the common ones (`gate`: game over, not seated, not your
 * turn), then on the raw input (`check`): an unknown type, "That action is not allowed now." for a type the phase
 * and step do not take, a malformed field, a bad good name, a bad amount, and each action's first checks that the
 * schema's field types would otherwise catch (an unknown building or character). The schema then cannot fail; each
 * action's remaining checks are its file's.
 */
import type { RawAction, Seat } from '../core/engine.ts';
import { type RuleError, assertNever } from '../core/result.ts';
import { ACTION_TYPES, type ActionType } from './actions.ts';
import { isBuildingId } from './building-ids.ts';
import { isTownBuildingId } from './buildings.ts';
import { checkAmounts, checkGoodNames, checkShapes } from './payload.ts';
import { MAX_CHANGES, type SaltState, playerOf } from './state.ts';

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

const isActionType = (type: unknown): type is ActionType => typeof type === 'string' && ACTION_TYPES.has(type);

export function check(state: SaltState, seat: Seat, input: RawAction): RuleError | null {
  const type = input.type;
  // spec §5's words, for a missing type too (where a spec leaves the words free, the schema's name the type: core/actions.ts)
  if (!isActionType(type)) return { code: 'E_BAD_PAYLOAD', message: 'Unknown action type.' };
  // skipBuy at a mandatory buy has its own message (spec §5, buy.ts), in place of the generic one
  const mustBuy = type === 'skipBuy' && state.phase === 'play' && state.step === 'BUY';
  if (!mustBuy && !allowedTypes(state).includes(type)) return { code: 'E_NOT_ALLOWED', message: 'That action is not allowed now.' };
  return fieldsRefusal(state, seat, type, input);
}

/** The payload checks of one action type, in the spec's order. */
function fieldsRefusal(state: SaltState, seat: Seat, type: ActionType, input: RawAction): RuleError | null {
  switch (type) {
    case 'setup':
      return (
        checkShapes([
          [input.character, 'string'],
          [input.goods, 'goodsMap'],
        ]) ??
        checkGoodNames([input.goods]) ??
        checkAmounts(input.goods) ??
        setupRefusal(state, seat, input.character as string)
      );
    case 'move':
      return (
        checkShapes([
          [input.building, 'string'],
          [input.toll, 'optionalString'],
        ]) ??
        checkGoodNames(input.toll === undefined ? [] : [input.toll]) ??
        (isBuildingId(input.building as string) ? null : { code: 'E_UNKNOWN_BUILDING', message: `Unknown building: ${input.building}.` })
      );
    case 'oddJobs':
    case 'chooseGood':
      return checkShapes([[input.good, 'string']]) ?? checkGoodNames([input.good]);
    case 'chooseGoods':
      return checkShapes([[input.goods, 'goodsMap']]) ?? checkGoodNames([input.goods]) ?? checkAmounts(input.goods);
    case 'swapMarket':
      return checkShapes([[input.goods, 'pair']]) ?? checkGoodNames([input.goods]);
    case 'trade':
      return (
        checkShapes([
          [input.give, 'string'],
          [input.get, 'string'],
        ]) ?? checkGoodNames([input.give, input.get])
      );
    case 'buy':
      return (
        checkShapes([
          [input.building, 'string'],
          [input.ship, 'stringList'],
          [input.keep, 'optionalStringList'],
        ]) ??
        checkGoodNames([input.ship, input.keep ?? []]) ??
        (isTownBuildingId(input.building as string) ? null : notOnDisplay)
      );
    case 'skipBuy':
      return null;
    default:
      return assertNever(type);
  }
}

/** The first buy check (shipment.ts checks the display): a building that is no town building is not on display. */
export const notOnDisplay: RuleError = { code: 'E_NOT_ON_DISPLAY', message: 'That building is not on display.' };

/** Setup's checks before its total (spec §5): already chosen, then a character not dealt to the seat. */
function setupRefusal(state: SaltState, seat: Seat, character: string): RuleError | null {
  const player = playerOf(state, seat);
  if (player.choice !== null && player.changes >= MAX_CHANGES)
    return { code: 'E_ALREADY_CHOSEN', message: 'You have already chosen your setup.' };
  if (!(player.dealt as string[]).includes(character)) return { code: 'E_NOT_DEALT', message: 'That character was not dealt to you.' };
  return null;
}
