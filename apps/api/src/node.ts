import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Connection } from '@turnpost/db';
import { connectPglite, connectPostgres, migrateDatabase } from '@turnpost/db/node';
import { nodePolls } from './node-polls.ts';
import type { Context } from 'hono';
import { createApp } from './app.ts';
import { clientAddressOf } from './client-address.ts';
import { nodeResolveHost, nodeWebhookSender } from './webhooks/node-sender.ts';
import { databaseAbuseGuard } from './services/abuse-guard.ts';
import { startNodeBots } from './bots/node-bots.ts';
import { type NodeEnv, readNodeEnv } from './env.ts';
import { DevMailbox } from './mail/dev-mailbox.ts';
import { httpApiMailer } from './mail/http-api.ts';
import type { Mailer } from './mail/mailer.ts';
import { smtpMailer } from './mail/smtp.ts';
import { dispatchReminders } from './services/reminders.ts';
import { StateCache } from './services/state-cache.ts';
import { newSecret } from './tokens.ts';
import { nodeCompression } from './node-compress.ts';
import { webAssets } from './web-assets.ts';
import { DevClock } from './routes/dev-clock.ts';
import { startLine } from './start-line.ts';

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
  const secret = env.tokenSecret ?? localSecret(env);
  const cache = new StateCache();
  const mailer = mailerFor(env);
  const webhooks = nodeWebhookSender({ allowLocal: env.webhooksAllowLocal });
  const devClock = env.devClock ? new DevClock() : null;
  const clock = devClock?.now ?? (() => new Date());
  const { botSweepIntervalMs: sweepIntervalMs, analyseFinished, analysisBudget } = env;
  const bots = startNodeBots({ connect: () => shared, cache, sweepIntervalMs, analyseFinished, analysisBudget, clock, secret });
  // unchanged polls answered from memory while every server's changes are heard (PostgreSQL NOTIFY)
  const feed = env.databaseUrl ? nodePolls(env.databaseUrl) : null;
  const polls = feed?.polls;
  const app = createApp({
    connect: () => shared,
    clock,
    allowLocalWebhooks: env.webhooksAllowLocal,
    ...(devClock ? { devClock: { clock: devClock, allow: fromLoopback } } : {}),
    bots: bots.runner,
    secret,
    cache,
    clientAddress: (c) =>
      clientAddressOf(getConnInfo(c).remote.address ?? 'unknown', env.trustProxy, env.trustProxy ? c.req.header(env.trustProxy.header) : undefined),
    // the limits hold across every server of this database
    guard: databaseAbuseGuard(() => shared),
    assets: webAssets(env.webDir),
    trustForwardedProto: env.trustProxy !== null,
    resolveHost: nodeResolveHost,
    compress: nodeCompression,
    ...(polls ? { polls } : {}),
    ...(mailer instanceof DevMailbox ? { devMail: { mailbox: mailer, allow: fromLoopback } } : {}),
  });
  const server = serve({ fetch: bots.serving(app.fetch), port: env.port, hostname: '0.0.0.0' }, (info) => {
    const database = env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}`;
    console.log(startLine({ port: info.port, database, email: mailer.name, devClock: devClock !== null }));
  });
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const report = await dispatchReminders({ db: connection.db, mailer, secret, publicUrl: env.publicUrl, cache, clock, webhooks });
      if (report.claimed > 0) console.log('reminders', report);
    } catch (error) {
      console.error('reminder dispatch failed', error);
    } finally {
      running = false;
    }
  }, env.reminderIntervalMs);
  const stop = () => {
    clearInterval(timer);
    void bots.stop();
    void feed?.stop();
    server.close(() => void connection.close().then(() => process.exit(0)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** True for requests from this machine (the dev mailbox shows seat links). */
function fromLoopback(c: Context): boolean {
  const address = getConnInfo(c).remote.address ?? '';
  return address === '127.0.0.1' || address === '::1' || address.startsWith('::ffff:127.');
}

function mailerFor(env: NodeEnv): Mailer {
  if (env.smtpUrl) return smtpMailer(env.smtpUrl, env.emailFrom);
  if (env.emailApiUrl && env.emailApiKey)
    return httpApiMailer({ endpoint: env.emailApiUrl, apiKey: env.emailApiKey, from: env.emailFrom });
  return new DevMailbox();
}

/** Without TOKEN_SECRET a secret is generated once and kept beside the data (links must survive restarts). */
function localSecret(env: NodeEnv): string {
  const file = join(dirname(env.dataDir), 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = newSecret();
  writeFileSync(file, secret);
  chmodSync(file, 0o600);
  return secret;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
