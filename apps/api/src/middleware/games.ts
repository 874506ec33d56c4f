import type { Connection } from '@turnpost/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AbuseGuard, memoryAbuseGuard } from '../services/abuse-guard.ts';
import { GameService } from '../services/game-service.ts';
import { StateCache } from '../services/state-cache.ts';

export interface GamesOptions {
  /** Opens the database for one request (Worker: a new Neon pool) or hands out the shared one (Node). */
  connect: () => Connection | Promise<Connection>;
  /** The server secret that seat tokens and unsubscribe links are derived from. */
  secret: string;
  clock?: () => Date;
  cache?: StateCache;
  /** Rate limits on wrong links and new games (default: in memory, 20 a minute per address). */
  guard?: AbuseGuard;
  /** The client's address (Node: the socket's; Worker: CF-Connecting-IP). */
  clientAddress?: (c: Context) => string;
}

export type GamesEnv = { Variables: { games: GameService; guard: AbuseGuard; client: string } };

const fromHeader = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown';

/** Puts a GameService on the context; the connection is released when the request is done. */
export const games = ({
  connect,
  secret,
  clock = () => new Date(),
  cache = new StateCache(),
  guard = memoryAbuseGuard(),
  clientAddress = fromHeader,
}: GamesOptions) =>
  createMiddleware<GamesEnv>(async (c, next) => {
    c.set('guard', guard);
    c.set('client', clientAddress(c));
    const connection = await connect();
    c.set('games', new GameService(connection.db, clock, cache, secret));
    try {
      await next();
    } finally {
      await connection.close();
    }
  });
