import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
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

/**
 * `query` run as the prepared statement `name`: over node-postgres (and Neon's pooled driver) PostgreSQL parses and
 * plans it once per connection instead of at every call (drizzle's `execute` sends raw SQL unnamed; only its query
 * builders take `.prepare(name)`). The statement's text must be the same at every call, its values all parameters.
 * PGlite and Neon's HTTP driver run it as `execute` would.
 */
export function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}

/** A transaction of a store's database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
