/**
 * Spec §4.2.4: a move is legal only if, with the toll paid, the player can take the building's action: mandatory
 * payments in full, 2 of one good for a trade, a possible purchase for a mandatory buy. Gains that would all be lost
 * to the cap are still legal; an optional buy never blocks (it is skipped when impossible).
 */
import type { RuleError } from '../core/result.ts';
import { assertNever } from '../core/result.ts';
import { type BuildingId, actionOf } from './building-ids.ts';
import { GOODS, covers } from './goods.ts';
import { purchasePossible } from './purchase.ts';
import type { Player, SaltState } from './state.ts';

/** The first reason `player` (goods already net of the toll) cannot take `id`'s action, or null. */
export function actionBlocked(state: SaltState, player: Player, id: BuildingId): RuleError | null {
  for (const effect of actionOf(id)) {
    switch (effect.kind) {
      case 'PAY':
        if (!covers(player.goods, effect.goods))
          return { code: 'E_CANNOT_PAY', message: "You cannot pay for that building's action." };
        break;
      case 'TRADE':
        if (!GOODS.some((g) => player.goods[g] >= 2))
          return { code: 'E_CANNOT_TRADE', message: 'You need 2 of one good to trade.' };
        break;
      case 'BUY':
        if (!purchasePossible(player, state.market, state.display, effect))
          return { code: 'E_CANNOT_AFFORD', message: 'You cannot afford any building on display.' };
        break;
      case 'GAIN':
      case 'GAIN_PER':
      case 'GAIN_CHOICE':
      case 'MARKET_TOP':
      case 'MARKET_SWAP':
      case 'MAY_BUY':
        break;
      default:
        return assertNever(effect);
    }
  }
  return null;
}
