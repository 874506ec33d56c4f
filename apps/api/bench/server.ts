/**
 * The Node server as `src/node.ts` wires it (node-postgres pool, shared state cache, compression, security headers,
 * unchanged polls answered from memory: node-polls.ts), started by the HTTP benchmark in a process of its own so the
 * load generator does not share its event loop. The one difference: the per-address limits on new games and wrong
 * links are lifted, since every benchmark client is 127.0.0.1. Reads DATABASE_URL (a migrated database), PORT and
 * WEB_DIR (the web build, served as node.ts serves it); prints `listening <port>` when ready. `PEOPLE_FIRST=0` serves
 * without holding the bots' searches while requests are in flight (src/bots/people-first.ts), to measure what that
 * hold is worth.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { connectPostgres, migrateDatabase } from '@turnpost/db/node';
import { createApp } from '../src/app.ts';
import { startNodeBots } from '../src/bots/node-bots.ts';
import { nodeCompression } from '../src/node-compress.ts';
import { nodePolls } from '../src/node-polls.ts';
import { memoryAbuseGuard } from '../src/services/abuse-guard.ts';
import { readNodeEnv } from '../src/env.ts';
import { StateCache } from '../src/services/state-cache.ts';
import { webAssets } from '../src/web-assets.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench server: DATABASE_URL is required');
const connection = connectPostgres(url);
await migrateDatabase(connection);
const shared = { ...connection, close: async () => {} };
const cache = new StateCache();
const feed = nodePolls(url);
// bots think in worker threads as on the Node server, so a bench with thinking bots measures what people would see
const bots = startNodeBots({ connect: () => shared, cache, sweepIntervalMs: 10_000, analyseFinished: false, clock: () => new Date(), secret: 'bench-secret' });
const app = createApp({
  bots: bots.runner,
  connect: () => shared,
  secret: 'bench-secret',
  cache,
  clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
  guard: memoryAbuseGuard({ tokenFailures: 1_000_000, creations: 1_000_000 }),
  compress: nodeCompression,
  assets: webAssets(readNodeEnv().webDir),
  polls: feed.polls,
});
const server = serve({ fetch: process.env.PEOPLE_FIRST === '0' ? app.fetch : bots.serving(app.fetch), port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${(info as AddressInfo).port}`);
});
const stop = () => server.close(() => void Promise.all([feed.stop(), connection.close()]).then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
