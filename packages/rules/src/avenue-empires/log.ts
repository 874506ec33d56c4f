/**
 * The game log. `@N` in a text stands for seat N's name. Entries with `visibleTo` are private until the game is
 * over (spec §5): a player's own draws, and each player's own passes and receipts in Trading. Nothing here
 * records that someone has submitted a choice, let alone what.
 */
import type { LogEntry, Seat, Viewer } from '../core/game.ts';
import { type CardId, cardOf } from './ids.ts';
import type { AvenueState } from './state.ts';

/** How a card appears in log text: `Wall (wall-03)`. */
export function cardLabel(id: CardId): string {
  return `${cardOf(id).name} (${id})`;
}

export function listLabels(ids: readonly CardId[]): string {
  return ids.map(cardLabel).join(', ');
}

export function publicEntry(round: number, text: string): LogEntry {
  return { round, text };
}

export function privateEntry(round: number, text: string, visibleTo: Seat[]): LogEntry {
  return { round, text, visibleTo };
}

/** Appends entries without touching the original state. */
export function withLog(state: AvenueState, ...entries: LogEntry[]): AvenueState {
  return { ...state, log: [...state.log, ...entries] };
}

export function canSee(entry: LogEntry, viewer: Viewer, gameOver: boolean): boolean {
  if (gameOver || entry.visibleTo === undefined) return true;
  return viewer !== null && entry.visibleTo.includes(viewer);
}

/** The log as `viewer` may see it: private entries only for their owners, everything once the game is over. */
export function logFor(state: AvenueState, viewer: Viewer): LogEntry[] {
  const gameOver = state.phase === 'gameOver';
  return state.log
    .filter((e) => canSee(e, viewer, gameOver))
    .map((e) => (e.visibleTo ? { ...e, visibleTo: [...e.visibleTo] } : { ...e }));
}
