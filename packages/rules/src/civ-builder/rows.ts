/**
 * The trade rows (spec §4.6): index 0 nearest the deck. `refill` slides the deck's top card in at index 0, `take`
 * removes a slot and refills, `age` sends the furthest card to the row trash and refills. A row whose deck is empty
 * just shrinks. Each change puts new lists in the next state (the state acted on keeps its own).
 */
import type { CardId } from './cards.ts';
import { type Ctx, say } from './context.ts';
import type { Row } from './state.ts';
import { nameOf } from './zones.ts';

/** The rows (or decks) with one row's list replaced. */
const withRow = (lists: Record<Row, CardId[]>, row: Row, cards: CardId[]): Record<Row, CardId[]> => ({
  civilian: row === 'civilian' ? cards : lists.civilian,
  building: row === 'building' ? cards : lists.building,
  hero: row === 'hero' ? cards : lists.hero,
  landmark: row === 'landmark' ? cards : lists.landmark,
});

/** Puts `cards` in the row, with the deck's top card (if any) slid in at index 0. */
function refillWith(ctx: Ctx, row: Row, cards: CardId[]): void {
  const deck = ctx.state.decks[row];
  const top = deck[0];
  if (top !== undefined) ctx.state.decks = withRow(ctx.state.decks, row, deck.slice(1));
  ctx.state.rows = withRow(ctx.state.rows, row, top === undefined ? cards : [top, ...cards]);
}

export function refill(ctx: Ctx, row: Row): void {
  refillWith(ctx, row, ctx.state.rows[row]);
}

/** Removes the card at `slot` (a valid index) and refills; returns it. */
export function take(ctx: Ctx, row: Row, slot: number): CardId {
  const cards = ctx.state.rows[row];
  refillWith(ctx, row, cards.filter((_, i) => i !== slot));
  return cards[slot] as CardId;
}

export function age(ctx: Ctx, row: Row): void {
  const cards = ctx.state.rows[row];
  const last = cards.at(-1);
  if (last === undefined) return;
  ctx.state.rowTrash = [...ctx.state.rowTrash, last];
  say(ctx, `The ${nameOf(last)} leaves the ${row} row.`);
  refillWith(ctx, row, cards.slice(0, -1));
}

export const isSlotOf = (rowCards: readonly CardId[], slot: unknown): slot is number =>
  Number.isInteger(slot) && (slot as number) >= 0 && (slot as number) < rowCards.length;
