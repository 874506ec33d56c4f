import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Connection, Database } from './database.ts';
import * as schema from './schema.ts';

/** pg's error when a query's answer did not come within `query_timeout`. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * A pooled connection to a real PostgreSQL server (Node). A pooled client whose backend goes away (restart,
 * `pg_terminate_backend`) is dropped from the pool and reported to `onIdleError` instead of crashing the process;
 * the next query opens a fresh connection. Connecting gives up after `connectTimeoutMs`, and a query whose answer
 * does not come within `queryTimeoutMs` fails (so requests answer 503 quickly while the server is unreachable, locked
 * out or frozen). A connection that timed out is closed, and with it the idle ones (a fault that froze one socket
 * froze its neighbours too; healthy ones reopen in milliseconds), so the pool serves again on fresh connections
 * instead of handing out dead ones; TCP keep-alive finds sockets whose peer vanished.
 */
export function connectPostgres(
  url: string,
  max = 10,
  opts: { onIdleError?: (error: Error) => void; connectTimeoutMs?: number; queryTimeoutMs?: number; onQuery?: (sql: string) => void } = {},
): Connection {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    query_timeout: opts.queryTimeoutMs ?? 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', opts.onIdleError ?? ((error) => console.error('database connection lost:', error.message)));
  pool.on('connect', (client) => closeOnTimeout(pool, client));
  const onQuery = opts.onQuery;
  const db = drizzle(pool, { schema, ...(onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {}) }) as unknown as Database;
  return { db, driver: 'postgres', close: () => pool.end() };
}

/** Closes a socket under pg (the client then reports itself unusable and the pool drops it). */
function destroy(client: pg.ClientBase): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * Watches `client`'s queries: when one times out, the client's socket is closed (the pool drops it when it comes
 * back, or at once if idle) and so are the pool's idle clients' (pg-pool keeps them in `_idle`; without it only the
 * client that timed out goes).
 */
function closeOnTimeout(pool: pg.Pool, client: pg.PoolClient): void {
  const timedOut = (error: unknown) => {
    if (!(error instanceof Error) || error.message !== READ_TIMEOUT) return;
    destroy(client);
    const idle = (pool as unknown as { _idle?: { client: pg.PoolClient }[] })._idle;
    for (const item of idle ?? []) destroy(item.client);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        timedOut(error);
        (callback as (e: unknown, r: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(timedOut);
    return result;
  }) as typeof client.query;
}
