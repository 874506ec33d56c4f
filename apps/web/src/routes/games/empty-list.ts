/** What the list of games says when it holds none: the games a creator listed are all it ever shows. */
import type { GameStatus } from '$lib/api-types.ts';

const HAPPENED: Record<GameStatus, string> = {
  open: 'is waiting for players',
  finished: 'has finished yet',
  active: 'is in play right now',
  abandoned: 'has been abandoned',
};

/** "No listed game of Arquetect has finished yet." (`title`: the game the list is filtered to, if any). */
export function emptyListText(status: GameStatus, title: string | null): string {
  return `No listed game${title ? ` of ${title}` : ''} ${HAPPENED[status]}.`;
}
