/** What "My games" learns of one held seat: its game's public summary, and which seat it is when not yet recorded. */
import { ApiError, getGame, getSeatView } from '$lib/api.ts';
import type { Seat } from '$lib/api-types.ts';
import { type KeptSeat, keepSeat } from '$lib/my-seats.ts';
import type { SeatGame } from './seat-rows.ts';

export async function readSeat(kept: KeptSeat): Promise<{ seat: Seat | null; game: SeatGame }> {
  try {
    const game = await getGame(kept.gameId);
    let seat = kept.seat;
    if (seat === null) {
      // Kept before seats were recorded: the seat's own view says which seat the token is (and records it now).
      const view = await getSeatView(kept.gameId, kept.token, null);
      seat = view?.seatView.seat ?? null;
      if (seat !== null) keepSeat(kept.gameId, seat);
    }
    return { seat, game: { kind: 'found', game } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return { seat: kept.seat, game: { kind: 'gone' } };
    if (error.status === 403) return { seat: kept.seat, game: { kind: 'refused' } };
    return { seat: kept.seat, game: { kind: 'unreachable', message: error.message } };
  }
}
