import type { LogEntry, Seat } from '../core/engine.ts';
import type { Narrator, Wording } from '../core/narrator.ts';
import { listText } from '../core/words.ts';
import type { CardId } from './deck.ts';
import { cardName } from './deck.ts';
import type { ArquetectState } from './state.ts';
import { turnNumber } from './state.ts';

/**
 * Log lines. `@N` stands for seat N's name. A line with `visibleTo` is private to those seats until the game is
 * over. Public lines never name a card that only some players may know (spec §5). Places in a hand are counted
 * from 1 for people ("position 1" is the left end), whereas payloads count from 0.
 */

/** A line for everyone, told by `narrator` (a function as `text` is worded only when it speaks). */
export const publicLine = (narrator: Narrator, state: ArquetectState, text: Wording): LogEntry =>
  narrator.public(turnNumber(state), text);

/** A line only `visibleTo` see while the game runs. */
export const privateLine = (narrator: Narrator, state: ArquetectState, visibleTo: Seat[], text: Wording): LogEntry =>
  narrator.private(turnNumber(state), text, visibleTo);

/** "Fire, Park and Cottage". */
export function namesOf(ids: readonly CardId[]): string {
  return listText(ids.map(cardName));
}

/** "1, 3 and 4". */
export function listOf(values: readonly (number | string)[]): string {
  return listText(values.map(String), '');
}

/** The 0-based index `i` as people count: "position 3". */
export function position(i: number): string {
  return `position ${i + 1}`;
}

/** 0-based indices as people count: "position 2" or "positions 1, 3 and 4". */
export function positions(indices: readonly number[]): string {
  return indices.length === 1 ? position(indices[0] ?? 0) : `positions ${listOf(indices.map((i) => i + 1))}`;
}
