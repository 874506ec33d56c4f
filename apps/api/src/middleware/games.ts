import type { Connection } from '@turnpost/db';
import { createMiddleware } from 'hono/factory';
import { GameService } from '../services/game-service.ts';
import { StateCache } from '../services/state-cache.ts';

export interface GamesOptions {
  /** Opens the database for one request (Worker: a new Neon pool) or hands out the shared one (Node). */
  connect: () => Connection | Promise<Connection>;
  /** The server secret that seat tokens and unsubscribe links are derived from. */
  secret: string;
  clock?: () => Date;
  cache?: StateCache;
}

export type GamesEnv = { Variables: { games: GameService } };

/** Puts a GameService on the context; the connection is released when the request is done. */
export const games = ({ connect, secret, clock = () => new Date(), cache = new StateCache() }: GamesOptions) =>
  createMiddleware<GamesEnv>(async (c, next) => {
    const connection = await connect();
    c.set('games', new GameService(connection.db, clock, cache, secret));
    try {
      await next();
    } finally {
      await connection.close();
    }
  });
