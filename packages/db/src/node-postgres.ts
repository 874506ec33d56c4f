import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Connection, Database } from './database.ts';
import * as schema from './schema.ts';

/** A pooled connection to a real PostgreSQL server (Node). */
export function connectPostgres(url: string, max = 10): Connection {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, driver: 'postgres', close: () => pool.end() };
}
