import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Connection } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import { connectPostgres } from './node-postgres.ts';
import { connectPglite } from './pglite.ts';

export interface TestDatabase extends Connection {
  /** The connection string of the fresh database (undefined on PGlite). */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: a new database on the real PostgreSQL of `DATABASE_URL`
 * (dropped on close), else a PGlite in a temporary folder. `onQuery` hears every statement sent (to count round
 * trips), the migrations' included.
 */
export async function openTestDatabase(opts: { onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  const admin = process.env.DATABASE_URL;
  if (!admin) {
    const dir = mkdtempSync(join(tmpdir(), 'turnpost-pglite-'));
    const connection = await connectPglite(dir, opts);
    await migrateDatabase(connection);
    return {
      ...connection,
      close: async () => {
        await connection.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { name, url } = await emptyTestDatabase(admin);
  const connection = connectPostgres(url, 25, opts);
  await migrateDatabase(connection);
  return {
    ...connection,
    url,
    close: async () => {
      await connection.close();
      await dropWhenIdle(admin, name);
    },
  };
}

/**
 * A fresh, empty database on the PostgreSQL at `admin` (a connection string), for a process that migrates it itself
 * (a browser test's API server); `drop` removes it, closing whatever connections it still has.
 */
export async function emptyTestDatabase(admin: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `turnpost_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(admin, `create database ${name}`);
  return { name, url: withDatabase(admin, name), drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`) };
}

/**
 * Drops a test database once its closed pool's backends have really gone (they exit a moment after `pool.end()`);
 * forcing it at once would kill them mid-exit and surface as an uncaught "terminating connection" error.
 */
async function dropWhenIdle(admin: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(admin, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await adminQuery(admin, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
