import { neonConfig } from '@neondatabase/serverless';
import { connectNeon } from '@turnpost/db/neon';
import { createApp } from './app.ts';
import { StateCache } from './services/state-cache.ts';

/** Bindings and vars of wrangler.toml (secrets: DATABASE_URL). */
export interface WorkerEnv {
  DATABASE_URL: string;
  /** Local development only: `host:port/v2` of a WebSocket→TCP proxy in front of a plain PostgreSQL. */
  NEON_WS_PROXY?: string;
}

// Replayed states are pure data, safe to keep between requests of one isolate; connections are not.
const cache = new StateCache(200);
let app: ReturnType<typeof createApp> | undefined;

function appFor(env: WorkerEnv) {
  if (env.NEON_WS_PROXY) {
    const proxy = env.NEON_WS_PROXY;
    neonConfig.wsProxy = (host, port) => `${proxy}?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  app ??= createApp({
    // One Neon pool per request, closed when the request is done (no I/O shared across requests).
    connect: () => connectNeon(env.DATABASE_URL),
    cache,
  });
  return app;
}

export default {
  fetch(request, env, ctx) {
    return appFor(env).fetch(request, env, ctx);
  },
} satisfies ExportedHandler<WorkerEnv>;
