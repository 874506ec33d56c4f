/**
 * A game's status as pages read it: waiting for players (created with open seats, some still free), in play,
 * finished (with its ranking), or abandoned (ended before its end, with no winner: by its host, cancelled with its
 * seats unfilled, or left to bots alone). Finished and abandoned games are over: their tables stop polling, their
 * replays open; a table waiting for players polls like one in play.
 */
import type { GameStatus } from './api-types.ts';

export const isOver = (status: GameStatus): boolean => status === 'finished' || status === 'abandoned';

/** "waiting for players", "in play", "finished", "abandoned": as a game's kicker or pill says it. */
export function statusWord(status: GameStatus): string {
  if (status === 'open') return 'waiting for players';
  return status === 'active' ? 'in play' : status;
}

/** What an abandoned game's table and cards say, plainly (the log says which way it ended). */
export const ABANDONED =
  'This game ended before its end: its host ended it, nobody took its open seats in time, or everyone else left. It has no winner; the table stays as it was.';
