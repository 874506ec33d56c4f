import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** Any drizzle Postgres database over our schema: node-postgres, PGlite or the Neon serverless driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to release it. */
export interface Connection {
  db: Database;
  driver: 'postgres' | 'pglite' | 'neon';
  close(): Promise<void>;
}

/** `db.execute` answers `{rows}` on every driver we use; this reads them typed. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return (Array.isArray(rows) ? rows : result) as T[];
}

/** A transaction of a store's database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
