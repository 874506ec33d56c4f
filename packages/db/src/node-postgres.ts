import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Connection, Database } from './database.ts';
import * as schema from './schema.ts';

/**
 * A pooled connection to a real PostgreSQL server (Node). A pooled client whose backend goes away (restart,
 * `pg_terminate_backend`) is dropped from the pool and reported to `onIdleError` instead of crashing the process;
 * the next query opens a fresh connection. Connecting gives up after `connectTimeoutMs`, so requests answer 503
 * quickly while the server is unreachable.
 */
export function connectPostgres(
  url: string,
  max = 10,
  opts: { onIdleError?: (error: Error) => void; connectTimeoutMs?: number; onQuery?: (sql: string) => void } = {},
): Connection {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000 });
  pool.on('error', opts.onIdleError ?? ((error) => console.error('database connection lost:', error.message)));
  const onQuery = opts.onQuery;
  const db = drizzle(pool, { schema, ...(onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {}) }) as unknown as Database;
  return { db, driver: 'postgres', close: () => pool.end() };
}
