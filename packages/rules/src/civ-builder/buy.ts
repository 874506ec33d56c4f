/**
 * `buy` (spec §5): pay the card's cost from the money pool; the card goes to your discard pile and its row slot
 * refills from the deck (take). Any number of buys a turn.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { cardOf } from './cards.ts';
import { playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import { isSlotOf, take } from './rows.ts';
import type { CivState } from './state.ts';
import { playerOf } from './zones.ts';

type Buy = Extract<CivAction, { type: 'buy' }>;

/** A buy whose row is known and slot a number (check.ts): the slot holds a card, then the money. */
export function buy(state: CivState, seat: Seat, a: Buy, narrator: Narrator): Result<Transition<CivState>> {
  const { row, slot } = a;
  if (!isSlotOf(state.rows[row], slot)) return refuse.noCardInSlot();
  const card = state.rows[row][slot] as number;
  const { cost } = cardOf(card);
  const money = playerOf(state, seat).pools.money;
  if (money < cost) return refuse.notEnoughMoney(cost, money);
  const action: Buy = { type: 'buy', player: seat, row, slot };
  return transition(state, action, narrator, (ctx) => {
    const p = playerIn(ctx, seat);
    p.pools.money -= cost;
    p.discard.push(take(ctx, row, slot));
    say(ctx, `@${seat} buys the ${cardOf(card).name} for ${cost}.`);
  });
}
