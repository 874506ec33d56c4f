import { connectPostgres } from './node-postgres.ts';
import { migrateDatabase } from './migrate.ts';

/** `npm run db:migrate`: applies the migrations to the PostgreSQL of DATABASE_URL (e.g. Neon before a deploy). */
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the database to migrate.');
  process.exit(2);
}
const connection = connectPostgres(url, 1);
await migrateDatabase(connection);
await connection.close();
console.log('migrations applied');
