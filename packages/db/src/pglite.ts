import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Connection, Database } from './database.ts';
import * as schema from './schema.ts';

/** The embedded database: PGlite kept in `dataDir` (or in memory when omitted). One connection, no races. */
export async function connectPglite(dataDir?: string, opts: { onQuery?: (sql: string) => void } = {}): Promise<Connection> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const onQuery = opts.onQuery;
  const db = drizzle(client, { schema, ...(onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {}) }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close() };
}
