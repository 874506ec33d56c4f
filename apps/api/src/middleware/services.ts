import { type Connection, EventStore, ReminderQueue } from '@turnpost/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AbuseGuard, memoryAbuseGuard } from '../services/abuse-guard.ts';
import { HistoryService } from '../services/history.ts';
import { PlayService } from '../services/play.ts';
import { SeatsService } from '../services/seats.ts';
import { StateCache } from '../services/state-cache.ts';

export interface ServicesOptions {
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

export type ServicesEnv = {
  Variables: { play: PlayService; history: HistoryService; seats: SeatsService; guard: AbuseGuard; client: string };
};

const fromHeader = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown';

/** Puts the play, history and seats services on the context; the connection is released when the request is done. */
export const services = ({
  connect,
  secret,
  clock = () => new Date(),
  cache = new StateCache(),
  guard = memoryAbuseGuard(),
  clientAddress = fromHeader,
}: ServicesOptions) =>
  createMiddleware<ServicesEnv>(async (c, next) => {
    c.set('guard', guard);
    c.set('client', clientAddress(c));
    const connection = await connect();
    const store = new EventStore(connection.db);
    const history = new HistoryService(store, cache);
    c.set('history', history);
    c.set('play', new PlayService(store, history, clock, secret));
    c.set('seats', new SeatsService(store, new ReminderQueue(connection.db), clock, secret));
    try {
      await next();
    } finally {
      await connection.close();
    }
  });
