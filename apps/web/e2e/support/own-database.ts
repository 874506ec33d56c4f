/**
 * A browser test file's own PostgreSQL database, beside the one in DATABASE_URL: created empty before its server
 * starts (the server migrates it) and dropped after. Files then run side by side without one server's sweeps (bots,
 * reminders, a dev clock's autopilot) reaching another file's games, and without two servers migrating one database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface OwnDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function onServer(baseUrl: string, sql: string): Promise<void> {
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function ownDatabase(baseUrl: string): Promise<OwnDatabase> {
  const base = decodeURIComponent(new URL(baseUrl).pathname.slice(1)) || 'postgres';
  const name = `${base}_e2e_${randomBytes(4).toString('hex')}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63);
  await onServer(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(baseUrl, `drop database if exists "${name}" with (force)`) };
}
