/**
 * A game's status as pages read it: waiting for players (created with open seats, some still free), in play,
 * finished (with its ranking), or abandoned (ended before its end, with no winner: by its host, cancelled with its
 * seats unfilled, or left to bots alone). Finished and abandoned games are over: their tables stop polling (a
 * finished one once its rematch is known), their replays open; a table waiting for players polls like one in play.
 */
import type { GameStatus } from './api-types.ts';

export const isOver = (status: GameStatus): boolean => status === 'finished' || status === 'abandoned';

/** "waiting for players", "in play", "finished", "abandoned": as a game's kicker or pill says it. */
export function statusWord(status: GameStatus): string {
  if (status === 'open') return 'waiting for players';
  return status === 'active' ? 'in play' : status;
}

/** The word a tab's title starts with once the game is over ("Game over", "Ended early"); null while it is not. */
export function overWord(status: GameStatus): string | null {
  if (status === 'finished') return 'Game over';
  return status === 'abandoned' ? 'Ended early' : null;
}

/** What the banner of an abandoned game's table says instead of whose move it is. */
export const ENDED_EARLY = 'This game ended early, with no winner: nobody moves any more.';

/**
 * What a player is told when their move reached a game that was over by then (their table had not heard yet): the
 * game ended, not "someone acted first".
 */
export function endedBeforeYourMove(status: GameStatus): string {
  return status === 'abandoned'
    ? 'This game has ended early, before your move went in: nobody moves any more.'
    : 'This game has ended, before your move went in: the final scores are on the table.';
}

/** What an abandoned game's table and cards say, plainly (the log says which way it ended). */
export const ABANDONED =
  'This game ended before its end: its host ended it, nobody took its open seats in time, or everyone else left. It has no winner; the table stays as it was.';
