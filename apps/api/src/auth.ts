import type { Seat } from '@turnpost/rules';
import type { Context } from 'hono';
import { ApiError, forbidden } from './errors.ts';
import type { ServicesEnv } from './middleware/services.ts';
import type { LoadedGame } from './services/loaded-game.ts';
import type { PollTag } from './services/seats.ts';

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
async function guarded<T>(c: Context<ServicesEnv>, check: (header: string | undefined) => Promise<T>, always = false): Promise<T> {
  const header = c.req.header('Authorization');
  if (header || always) c.var.guard.checkTokenAttempt(c.var.client);
  try {
    return await check(header);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 410)) await c.var.guard.tokenFailed(c.var.client);
    throw error;
  }
}

/** The game of `:id` with its engine, and the seat of the request's token (null = spectator). */
export function gameAndSeat(c: Context<ServicesEnv>): Promise<{ loaded: LoadedGame; seat: Seat | null }> {
  return guarded(c, async (header) => {
    const seats = c.var.services.seats;
    const loaded = await seats.game(c.req.param('id') ?? '');
    return { loaded, seat: await seats.seatOf(loaded, bearer(header)) };
  });
}

/** What tags `:id` for an If-None-Match poll (its version, chat, rematch), the token checked as `gameAndSeat` checks it (one indexed read). */
export function versionForPoll(c: Context<ServicesEnv>): Promise<PollTag> {
  return guarded(c, (header) => c.var.services.seats.pollVersion(c.req.param('id') ?? '', () => bearer(header)));
}

/** The game of `:id` for a call only its host may make: the request's token must be the host link's. */
export function gameAsHost(c: Context<ServicesEnv>): Promise<LoadedGame> {
  return guarded(c, async (header) => {
    const loaded = await c.var.services.seats.game(c.req.param('id') ?? '');
    await c.var.services.host.check(loaded, bearer(header));
    return loaded;
  });
}

/** The game of `:id` for someone joining it: through its invite link's token, or none for a game in the lobby. */
export function gameToJoin(c: Context<ServicesEnv>): Promise<LoadedGame> {
  return guarded(c, async (header) => {
    const loaded = await c.var.services.seats.game(c.req.param('id') ?? '');
    await c.var.services.joining.check(loaded, bearer(header));
    return loaded;
  });
}

/** Runs `work` with a token from the request body (a carried code) checked as a link is: a wrong one counts. */
export function withTokenGuard<T>(c: Context<ServicesEnv>, work: () => Promise<T>): Promise<T> {
  return guarded(c, () => work(), true);
}

/** Like gameAndSeat, for calls only a seated player may make. */
export async function gameAndOwnSeat(c: Context<ServicesEnv>, what = 'do this'): Promise<{ loaded: LoadedGame; seat: Seat }> {
  const { loaded, seat } = await gameAndSeat(c);
  if (seat === null) throw new ApiError(403, 'E_FORBIDDEN', `Spectators cannot ${what}: open your seat link.`);
  return { loaded, seat };
}
