export { connectPostgres } from './node-postgres.ts';
export { connectPglite } from './pglite.ts';
export { migrateDatabase, migrationsFolder } from './migrate.ts';
export { listenForPolls, POLL_CHANNEL, type PollFeed } from './poll-feed.ts';
