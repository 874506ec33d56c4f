/**
 * "Play again" from a finished game's table or from "My games": the seat's place in the rematch (made now, or the
 * one another player made), its link kept in this browser like any seat link, and the address of its table.
 */
import { rematchOf } from './api.ts';
import { keepSeatToken } from './seat-token.ts';

export async function joinRematch(gameId: string, token: string): Promise<string> {
  const seat = await rematchOf(gameId, token);
  keepSeatToken(seat.id, seat.token);
  return `/play/${seat.id}`;
}
