/**
 * "Play again" from a finished game's table or from "My games": the seat's place in the rematch (made now, or the
 * one another player made), its link kept in this browser like any seat link, and the address of its table.
 */
import type { GameStatus } from './api-types.ts';
import { rematchOf } from './api.ts';
import { keepSeatToken } from './seat-token.ts';

export async function joinRematch(gameId: string, token: string): Promise<string> {
  const seat = await rematchOf(gameId, token);
  keepSeatToken(seat.id, seat.token);
  return `/play/${seat.id}`;
}

/**
 * What a game's end offers a seated player about a rematch: nothing while it is played; to start one after a finished
 * game; to join the one another player started. A game that ended early (its host ended it, its open seats were never
 * filled) offers none to start: whatever stopped it would stop the same game again.
 */
export type RematchOffer = { kind: 'none' } | { kind: 'start' } | { kind: 'join'; id: string };

export function rematchOffer(status: GameStatus, rematch: string | null): RematchOffer {
  if (status === 'open' || status === 'active') return { kind: 'none' };
  if (rematch !== null) return { kind: 'join', id: rematch };
  return status === 'finished' ? { kind: 'start' } : { kind: 'none' };
}
