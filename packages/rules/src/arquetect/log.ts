import type { LogEntry, Seat, Viewer } from '../core/game.ts';
import type { CardId } from './deck.ts';
import { cardName } from './deck.ts';
import type { State } from './state.ts';
import { turnNumber } from './state.ts';

/**
 * Log lines. `@N` stands for seat N's name. A line with `visibleTo` is private to those seats until the game is
 * over. Public lines never name a card that only some players may know (spec §5).
 */

export function publicLine(state: State, text: string): LogEntry {
  return { round: turnNumber(state), text };
}

export function privateLine(state: State, visibleTo: Seat[], text: string): LogEntry {
  return { round: turnNumber(state), text, visibleTo: [...new Set(visibleTo)].sort((a, b) => a - b) };
}

/** "Fire, Park and Cottage". */
export function namesOf(ids: readonly CardId[]): string {
  const names = ids.map(cardName);
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "1, 3 and 4". */
export function listOf(values: readonly (number | string)[]): string {
  const parts = values.map(String);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The log as `viewer` may see it: everything once the game is over (private lines keep
 * `visibleTo`, so a replay can show one seat's perspective), otherwise public lines and their own.
 */
export function visibleLog(state: State, viewer: Viewer): LogEntry[] {
  if (state.step === 'gameOver') return state.log.slice();
  return state.log.filter((e) => !e.visibleTo || (viewer !== null && e.visibleTo.includes(viewer)));
}
