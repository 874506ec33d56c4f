import { Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import type { Connection, Database } from './database.ts';
import * as schema from './schema.ts';

/**
 * The Worker's driver. A Neon Pool must be opened and closed inside one request (no I/O across requests),
 * so create one per request and close it when the response is done.
 */
export function connectNeon(url: string): Connection {
  const pool = new Pool({ connectionString: url });
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, driver: 'neon', close: () => pool.end() };
}
