import { type AnalysisBudget, QUICK_ANALYSIS } from '@turnpost/bots';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustedProxy } from './client-address.ts';

/** Every environment variable the Node server reads, in one place. */
export interface NodeEnv {
  port: number;
  /** A real PostgreSQL; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The web app's static build. */
  webDir: string;
  /** Secret for seat tokens and unsubscribe links; when absent one is generated and kept in `dataDir`. */
  tokenSecret: string | undefined;
  /** Origin used in email links. */
  publicUrl: string;
  /** SMTP transport, e.g. smtp://user:pass@host:587. */
  smtpUrl: string | undefined;
  /** Resend-compatible HTTP email API. */
  emailApiUrl: string | undefined;
  emailApiKey: string | undefined;
  emailFrom: string;
  /** How often the reminder dispatcher runs (ms). */
  reminderIntervalMs: number;
  /** How often the bots' sweep looks for games left waiting on a bot (after a restart, a run that died), or on a person whose time ran out. */
  botSweepIntervalMs: number;
  /**
   * ANALYSE_FINISHED (default 1): the bots analyse every finished game in the background (issue 50); 0: only the
   * games whose analysis someone asked for (a replay opened), as the browser tests' servers do to spare the CPU.
   */
  analyseFinished: boolean;
  /**
   * ANALYSIS_BUDGET=quick: the bots' analysis spends the tests' small budget (`QUICK_ANALYSIS`), as the browser tests'
   * servers do (a whole Civ Builder game's full analysis is about 40 s of CPU); absent, the real one.
   */
  analysisBudget: AnalysisBudget | undefined;
  /** DEV_CLOCK=1: the server's clock can be moved forward from this machine (`POST /api/dev/clock`), to try a pace. */
  devClock: boolean;
  /** TRUST_PROXY: the reverse proxies' header the client's address is read from (client-address.ts); null: none. */
  trustProxy: TrustedProxy | null;
  /** WEBHOOKS_ALLOW_LOCAL=1, tests only: a game's webhook may be on this machine (never set it in production). */
  webhooksAllowLocal: boolean;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function integer(name: string, value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer in ${min}..${max}, not ${value}`);
  return n;
}

export function readNodeEnv(env: NodeJS.ProcessEnv = process.env): NodeEnv {
  const port = integer('PORT', env.PORT, 8787, 0, 65535);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? `${repoRoot}.data/pglite`,
    webDir: env.WEB_DIR ?? `${repoRoot}apps/web/build`,
    tokenSecret: env.TOKEN_SECRET || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    emailApiUrl: env.EMAIL_API_URL || undefined,
    emailApiKey: env.EMAIL_API_KEY || undefined,
    emailFrom: env.EMAIL_FROM ?? 'Turnpost <turns@turnpost.local>',
    reminderIntervalMs: integer('REMINDER_INTERVAL_MS', env.REMINDER_INTERVAL_MS, 15_000, 1000),
    botSweepIntervalMs: integer('BOT_SWEEP_INTERVAL_MS', env.BOT_SWEEP_INTERVAL_MS, 10_000, 500),
    analyseFinished: env.ANALYSE_FINISHED !== '0',
    analysisBudget: env.ANALYSIS_BUDGET === 'quick' ? QUICK_ANALYSIS : undefined,
    devClock: env.DEV_CLOCK === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webhooksAllowLocal: env.WEBHOOKS_ALLOW_LOCAL === '1',
  };
}
