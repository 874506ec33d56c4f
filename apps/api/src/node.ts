import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Connection } from '@turnpost/db';
import { connectPglite, connectPostgres, migrateDatabase } from '@turnpost/db/node';
import type { MiddlewareHandler } from 'hono';
import { createApp } from './app.ts';
import { readNodeEnv } from './env.ts';

/** Local entry: PostgreSQL when DATABASE_URL is set, else embedded PGlite; serves the web build beside the API. */
async function main() {
  const env = readNodeEnv();
  let connection: Connection;
  if (env.databaseUrl) {
    connection = connectPostgres(env.databaseUrl);
  } else {
    mkdirSync(env.dataDir, { recursive: true });
    connection = await connectPglite(env.dataDir);
  }
  await migrateDatabase(connection);
  const shared: Connection = { ...connection, close: async () => {} };
  const app = createApp({ connect: () => shared, assets: webAssets(env.webDir) });
  const server = serve({ fetch: app.fetch, port: env.port, hostname: '0.0.0.0' }, (info) => {
    const where = env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}`;
    console.log(`Turnpost on http://localhost:${info.port} (database: ${where})`);
  });
  const stop = () => server.close(() => void connection.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Static files of the web build with the SPA fallback page for client-side routes. */
function webAssets(dir: string): MiddlewareHandler {
  const fallback = ['200.html', 'index.html'].map((f) => join(dir, f)).find((f) => existsSync(f));
  if (!fallback) {
    return async (c) => c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
  }
  const page = readFileSync(fallback, 'utf8');
  const files = serveStatic({ root: relative(process.cwd(), dir) || '.' });
  return async (c) => {
    const served = await files(c, async () => {});
    return served ?? c.html(page);
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
