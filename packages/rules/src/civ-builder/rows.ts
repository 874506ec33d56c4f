/**
 * The trade rows (spec §4.6): index 0 nearest the deck. `refill` slides the deck's top card in at index 0, `take`
 * removes a slot and refills, `age` sends the furthest card to the row trash and refills. A row whose deck is empty
 * just shrinks.
 */
import type { CardId } from './cards.ts';
import { type Ctx, say } from './context.ts';
import type { Row } from './state.ts';
import { nameOf } from './zones.ts';

export function refill(ctx: Ctx, row: Row): void {
  const top = ctx.state.decks[row].shift();
  if (top !== undefined) ctx.state.rows[row].unshift(top);
}

/** Removes the card at `slot` (a valid index) and refills; returns it. */
export function take(ctx: Ctx, row: Row, slot: number): CardId {
  const [id] = ctx.state.rows[row].splice(slot, 1);
  refill(ctx, row);
  return id as CardId;
}

export function age(ctx: Ctx, row: Row): void {
  const last = ctx.state.rows[row].pop();
  if (last === undefined) return;
  ctx.state.rowTrash.push(last);
  say(ctx, `The ${nameOf(last)} leaves the ${row} row.`);
  refill(ctx, row);
}

export const isSlotOf = (rowCards: readonly CardId[], slot: unknown): slot is number =>
  Number.isInteger(slot) && (slot as number) >= 0 && (slot as number) < rowCards.length;
