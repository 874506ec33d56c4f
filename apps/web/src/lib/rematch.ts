/**
 * "Play again" from a finished game's table or from "My games": the seat's place in the rematch (made now, or the
 * one another player made), its link kept in this browser like any seat link, and the address of its table.
 */
import type { GameStatus } from './api-types.ts';
import { rematchOf } from './api.ts';
import { keepSeatToken, storedSeatToken } from './seat-token.ts';

export async function joinRematch(gameId: string, token: string): Promise<string> {
  const seat = await rematchOf(gameId, token);
  keepSeatToken(seat.id, seat.token);
  return `/play/${seat.id}`;
}

/**
 * What a game's end offers a seated player about a rematch: nothing while it is played; to start one after a finished
 * game; to join the one another player started; to open the one this browser already sits in (`heldHere`: it keeps a
 * seat link of that game, as it does once its player started or joined it). A game that ended early (its host ended
 * it, its open seats were never filled) offers none to start: whatever stopped it would stop the same game again.
 */
export type RematchOffer = { kind: 'none' } | { kind: 'start' } | { kind: 'join'; id: string } | { kind: 'open'; id: string };

export function rematchOffer(status: GameStatus, rematch: string | null, heldHere: (gameId: string) => boolean = () => false): RematchOffer {
  if (status === 'open' || status === 'active') return { kind: 'none' };
  if (rematch !== null) return heldHere(rematch) ? { kind: 'open', id: rematch } : { kind: 'join', id: rematch };
  return status === 'finished' ? { kind: 'start' } : { kind: 'none' };
}

/** Whether this browser holds a seat of `gameId` (it keeps a seat link of it). */
export const heldHere = (gameId: string): boolean => storedSeatToken(gameId) !== null;
