import { fetchWebhookSender } from './webhooks/webhook.ts';
import { webhookUrlProblem } from './webhooks/webhook-url.ts';
import { neonConfig } from '@neondatabase/serverless';
import { connectNeon } from '@turnpost/db/neon';
import { createApp } from './app.ts';
import { BotRunner } from './bots/bot-runner.ts';
import { thinkHere } from './bots/thinking.ts';
import { httpApiMailer } from './mail/http-api.ts';
import { dispatchReminders } from './services/reminders.ts';
import { AbuseGuard, BindingRateLimiter, DatabaseRateLimiter, databaseAbuseGuard, type RateLimitBinding } from './services/abuse-guard.ts';
import { CHAT_LIMITS } from '@turnpost/rules/table';
import { StateCache } from './services/state-cache.ts';
import { workerAssets } from './worker-pages.ts';

/** Vars and secrets of wrangler.toml (secrets: DATABASE_URL, TOKEN_SECRET, EMAIL_API_KEY). */
export interface WorkerEnv {
  DATABASE_URL: string;
  TOKEN_SECRET: string;
  /** Origin used in email links, e.g. https://turnpost.example. */
  PUBLIC_URL: string;
  /** A Resend-compatible email API (e.g. https://api.resend.com/emails), its key and sender. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Local development only: `host:port/v2` of a WebSocket→TCP proxy in front of a plain PostgreSQL. */
  NEON_WS_PROXY?: string;
  /** Rate-limiting bindings (`[[ratelimits]]` in wrangler.toml): wrong links and new games per address. */
  TOKEN_FAILURES?: RateLimitBinding;
  CREATIONS?: RateLimitBinding;
  /** `0`: the Cron Trigger analyses only the finished games whose analysis was asked for (`ANALYSE_FINISHED` on Node). */
  ANALYSE_FINISHED?: string;
  /** The web build (`[assets] binding`): its files, and the SPA's page for the app's pages (worker-pages.ts). */
  ASSETS: Fetcher;
}

/** The platform's rate limiting when bound; otherwise per isolate, in memory. */
function guardFor(env: WorkerEnv): AbuseGuard {
  if (!env.TOKEN_FAILURES || !env.CREATIONS) return databaseAbuseGuard(() => connectNeon(env.DATABASE_URL));
  return new AbuseGuard({
    tokenFailures: new BindingRateLimiter(env.TOKEN_FAILURES),
    creations: new BindingRateLimiter(env.CREATIONS),
    // a seat's messages, counted in the database: the platform's binding is per location, and isolates do not share memory
    chat: new DatabaseRateLimiter(() => connectNeon(env.DATABASE_URL), CHAT_LIMITS.perMinute, 60_000),
    periodSeconds: 60,
  });
}

// Replayed states are pure data, safe to keep between requests of one isolate; connections are not.
const cache = new StateCache(200);
let app: ReturnType<typeof createApp> | undefined;
let bots: BotRunner | undefined;

function configureNeon(env: WorkerEnv) {
  if (!env.NEON_WS_PROXY) return;
  const proxy = env.NEON_WS_PROXY;
  neonConfig.wsProxy = (host, port) => `${proxy}?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
}

/**
 * The bots' runner: it thinks here, in the isolate (a Worker has no threads), after the response (`waitUntil`) or in
 * the Cron Trigger's sweep, each run on its own Neon pool.
 */
/** The wall time a Cron Trigger's run gives to the bots' analyses, well within the CPU a scheduled Worker may use. */
const ANALYSIS_CRON_MS = 20_000;

function botsFor(env: WorkerEnv): BotRunner {
  bots ??= new BotRunner({
    connect: () => connectNeon(env.DATABASE_URL),
    cache,
    clock: () => new Date(),
    thinker: thinkHere,
    logError: (error) => console.error('bot run failed', error),
    secret: env.TOKEN_SECRET,
  });
  return bots;
}

function appFor(env: WorkerEnv) {
  configureNeon(env);
  app ??= createApp({
    // One Neon pool per request, closed when the request is done (no I/O shared across requests).
    connect: () => connectNeon(env.DATABASE_URL),
    secret: env.TOKEN_SECRET,
    cache,
    guard: guardFor(env),
    clientAddress: (c) => c.req.header('CF-Connecting-IP') ?? 'unknown',
    bots: botsFor(env),
    assets: workerAssets(env.ASSETS),
  });
  return app;
}

export default {
  fetch(request, env, ctx) {
    return appFor(env).fetch(request, env, ctx);
  },

  /**
   * Cron Trigger: move any bot left due (a run that died with its isolate) and play, by the autopilot, the waits of
   * people whose time ran out, then send the turn emails that are due; then analyse finished games (issue 50) for
   * what is left of the invocation, a chunk at a time (`ANALYSIS_CRON_MS`: the next run goes on where this one stopped).
   */
  async scheduled(_controller, env) {
    configureNeon(env);
    const swept = await botsFor(env).sweep();
    if (swept > 0) console.log(JSON.stringify({ bots: { games: swept } }));
    // without an email API no email goes (they stay queued), but the group chats are still told
    const mailer =
      env.EMAIL_API_URL && env.EMAIL_API_KEY
        ? httpApiMailer({ endpoint: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM ?? 'Turnpost <turns@turnpost.example>' })
        : null;
    if (mailer === null) console.warn('reminders: no EMAIL_API_URL/EMAIL_API_KEY configured, no email sent');
    const connection = connectNeon(env.DATABASE_URL);
    try {
      const webhooks = fetchWebhookSender((url) => webhookUrlProblem(url));
      const report = await dispatchReminders({ db: connection.db, mailer, secret: env.TOKEN_SECRET, publicUrl: env.PUBLIC_URL, cache, webhooks });
      console.log(JSON.stringify({ reminders: report }));
    } finally {
      await connection.close();
    }
    await botsFor(env).analysis.kick(Date.now() + ANALYSIS_CRON_MS, env.ANALYSE_FINISHED !== '0');
  },
} satisfies ExportedHandler<WorkerEnv>;
