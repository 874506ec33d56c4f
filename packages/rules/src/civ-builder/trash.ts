/**
 * `trash` (spec §5): spend 1 trash to put a card of your hand, discard pile or play zone into your trash pile (its
 * pooled values stay), or a civilian or building row card into the row trash (the row then refills).
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import { isSlotOf, take } from './rows.ts';
import type { CivState } from './state.ts';
import { nameOf, playerOf, takeOut } from './zones.ts';

type Trash = Extract<CivAction, { type: 'trash' }>;

/** A trash with trash left and one form, a card or a trashable row and a slot number (check.ts). */
export function trash(state: CivState, seat: Seat, a: Trash, narrator: Narrator): Result<Transition<CivState>> {
  const p = playerOf(state, seat);
  const card = a.card;
  if (card !== undefined) { // parsed: an absent card is undefined, never null (actions.ts)
    const zone = p.hand.includes(card) ? 'hand' : p.discard.includes(card) ? 'discard' : p.play.includes(card) ? 'play' : null;
    if (zone === null) return refuse.cannotTrash(card);
    const action: Trash = { type: 'trash', player: seat, card };
    return transition(state, action, narrator, (ctx) => {
      const me = playerIn(ctx, seat);
      me.pools.trash -= 1;
      takeOut(me[zone], card);
      me.trash = [...me.trash, card];
      say(ctx, `@${seat} trashes the ${nameOf(card)} from their ${zone === 'play' ? 'play area' : zone === 'hand' ? 'hand' : 'discard pile'}.`);
    });
  }
  const { row, slot } = a;
  if (!row || !isSlotOf(state.rows[row], slot)) return refuse.noCardInSlot();
  const action: Trash = { type: 'trash', player: seat, row, slot };
  return transition(state, action, narrator, (ctx) => {
    playerIn(ctx, seat).pools.trash -= 1;
    const card = take(ctx, row, slot);
    ctx.state.rowTrash = [...ctx.state.rowTrash, card];
    say(ctx, `@${seat} trashes the ${nameOf(card)} from the ${row} row.`);
  });
}
