import { fileURLToPath } from 'node:url';
import * as nodePostgres from 'drizzle-orm/node-postgres/migrator';
import * as pglite from 'drizzle-orm/pglite/migrator';
import type { Connection } from './database.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies drizzle-kit's migrations (schema + the append function) to a Node connection. */
export async function migrateDatabase(connection: Connection): Promise<void> {
  const config = { migrationsFolder };
  switch (connection.driver) {
    case 'postgres':
      return nodePostgres.migrate(connection.db as never, config);
    case 'pglite':
      return pglite.migrate(connection.db as never, config);
    case 'neon':
      throw new Error('run migrations from Node (npm run db:migrate) before deploying the Worker');
  }
}
