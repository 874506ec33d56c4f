/**
 * A game's status as pages read it: in play, finished (with its ranking), or abandoned (ended by its host before its
 * end, with no winner). Finished and abandoned games are both over: their tables stop polling, their replays open.
 */
import type { GameStatus } from './api-types.ts';

export const isOver = (status: GameStatus): boolean => status !== 'active';

/** "in play", "finished", "abandoned": as a game's kicker or pill says it. */
export function statusWord(status: GameStatus): string {
  return status === 'active' ? 'in play' : status;
}

/** What an abandoned game's table and cards say, plainly. */
export const ABANDONED = 'Its host ended this game as abandoned before its end: it has no winner. The table stays as it was.';
