import type { Table } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import type { Context } from 'hono';
import { ApiError, forbidden } from './errors.ts';
import type { GamesEnv } from './middleware/games.ts';

/** `Authorization: Bearer <token>`; none means a spectator. */
export function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw forbidden();
  return match[1];
}

/** The table of `:id` and the seat of the request's token (null = spectator). */
export async function tableAndSeat(c: Context<GamesEnv>): Promise<{ table: Table; seat: Seat | null }> {
  const games = c.var.games;
  const header = c.req.header('Authorization');
  if (header) c.var.guard.checkTokenAttempt(c.var.client);
  const table = await games.table(c.req.param('id') ?? '');
  try {
    return { table, seat: await games.seatOf(table, bearer(header)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) await c.var.guard.tokenFailed(c.var.client);
    throw error;
  }
}

/** Like tableAndSeat, for calls only a seated player may make. */
export async function tableAndOwnSeat(c: Context<GamesEnv>, what = 'do this'): Promise<{ table: Table; seat: Seat }> {
  const { table, seat } = await tableAndSeat(c);
  if (seat === null) throw new ApiError(403, 'E_FORBIDDEN', `Spectators cannot ${what}: open your seat link.`);
  return { table, seat };
}
