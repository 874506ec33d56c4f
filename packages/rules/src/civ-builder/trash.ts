/**
 * `trash` (spec §5): spend 1 trash to put a card of your hand, discard pile or play zone into your trash pile (its
 * pooled values stay), or a civilian or building row card into the row trash (the row then refills).
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Result } from '../core/result.ts';
import type { CanonicalOf, CivAction } from './actions.ts';
import { isRow } from './buy.ts';
import { playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import { absent, isInt } from './payload.ts';
import { isSlotOf, take } from './rows.ts';
import { AGING_ROWS, type CivState } from './state.ts';
import { nameOf, playerOf, takeOut } from './zones.ts';

type Trash = Extract<CivAction, { type: 'trash' }>;

export function trash(state: CivState, seat: Seat, a: Trash): Result<Transition<CivState>> {
  if (!absent(a.card) && !isInt(a.card)) return refuse.unknownAction();
  const p = playerOf(state, seat);
  if (p.pools.trash === 0) return refuse.noTrash();
  const cardForm = !absent(a.card);
  const rowForm = !absent(a.row) || !absent(a.slot);
  if (cardForm === rowForm) return refuse.trashForm();
  if (cardForm) {
    const card = a.card as number;
    const zone = p.hand.includes(card) ? 'hand' : p.discard.includes(card) ? 'discard' : p.play.includes(card) ? 'play' : null;
    if (zone === null) return refuse.cannotTrash(card);
    const action: CanonicalOf<'trash'> = { type: 'trash', player: seat, card };
    return transition(state, action, (ctx) => {
      const me = playerIn(ctx, seat);
      me.pools.trash -= 1;
      takeOut(me[zone], card);
      me.trash = [...me.trash, card];
      say(ctx, `@${seat} trashes the ${nameOf(card)} from their ${zone === 'play' ? 'play area' : zone === 'hand' ? 'hand' : 'discard pile'}.`);
    });
  }
  if (!isRow(a.row) || !AGING_ROWS.includes(a.row)) return refuse.trashRow();
  const row = a.row;
  if (!isSlotOf(state.rows[row], a.slot)) return refuse.noCardInSlot();
  const slot = a.slot;
  const action: CanonicalOf<'trash'> = { type: 'trash', player: seat, row, slot };
  return transition(state, action, (ctx) => {
    playerIn(ctx, seat).pools.trash -= 1;
    const card = take(ctx, row, slot);
    ctx.state.rowTrash = [...ctx.state.rowTrash, card];
    say(ctx, `@${seat} trashes the ${nameOf(card)} from the ${row} row.`);
  });
}
