import type { StoredGame } from '@turnpost/db';
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

/**
 * Runs a token check of the request: refused at once while the client is blocked for guessing, and a wrong token
 * (403) counts against its budget.
 */
async function guarded<T>(c: Context<GamesEnv>, check: (header: string | undefined) => Promise<T>): Promise<T> {
  const header = c.req.header('Authorization');
  if (header) c.var.guard.checkTokenAttempt(c.var.client);
  try {
    return await check(header);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) await c.var.guard.tokenFailed(c.var.client);
    throw error;
  }
}

/** The table of `:id` and the seat of the request's token (null = spectator). */
export function tableAndSeat(c: Context<GamesEnv>): Promise<{ table: StoredGame; seat: Seat | null }> {
  return guarded(c, async (header) => {
    const games = c.var.games;
    const table = await games.table(c.req.param('id') ?? '');
    return { table, seat: await games.seatOf(table, bearer(header)) };
  });
}

/** The version of `:id` for an If-None-Match poll, the token checked as `tableAndSeat` checks it (one indexed read). */
export function versionForPoll(c: Context<GamesEnv>): Promise<number> {
  return guarded(c, (header) => c.var.games.pollVersion(c.req.param('id') ?? '', () => bearer(header)));
}

/** Like tableAndSeat, for calls only a seated player may make. */
export async function tableAndOwnSeat(c: Context<GamesEnv>, what = 'do this'): Promise<{ table: StoredGame; seat: Seat }> {
  const { table, seat } = await tableAndSeat(c);
  if (seat === null) throw new ApiError(403, 'E_FORBIDDEN', `Spectators cannot ${what}: open your seat link.`);
  return { table, seat };
}
