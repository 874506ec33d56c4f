import { openTestDatabase, type TestDatabase } from '@turnpost/db/testing';
import { MailConsents } from '@turnpost/db';
import { engines } from '@turnpost/rules';
import { type AppDeps, createApp } from './app.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  /** Moves the injected clock. */
  advance(ms: number): void;
  now(): Date;
  call(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** The real app over a fresh test database (real PostgreSQL with DATABASE_URL, else PGlite) and a fake clock. */
export async function openTestApp(start = new Date('2026-03-01T12:00:00Z'), overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  let now = start.getTime();
  const clock = {
    advance: (ms: number) => {
      now += ms;
    },
    now: () => new Date(now),
  };
  return appOver(database, clock, overrides, () => database.close());
}

/**
 * A second server over `t`'s database and clock, with nothing cached (another process, a restarted one): closing it
 * leaves the database to `t`.
 */
export function sameDatabase(t: TestApp): TestApp {
  return appOver(t.database, t, {}, async () => {});
}

function appOver(database: TestDatabase, clock: Pick<TestApp, 'advance' | 'now'>, overrides: Partial<AppDeps>, closeDatabase: () => Promise<void>): TestApp {
  const errors: unknown[] = [];
  const app = createApp({
    connect: () => ({ ...database, close: async () => {} }),
    clock: clock.now,
    secret: 'test-secret',
    logError: (e) => errors.push(e),
    ...overrides,
  });
  return {
    app,
    database,
    advance: clock.advance,
    now: clock.now,
    call: (method, path, opts = {}) => {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.body !== undefined) {
        headers['Content-Type'] ??= 'application/json';
        body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      }
      return Promise.resolve(app.request(path, { method, headers, body }));
    },
    close: async () => {
      if (errors.length) console.error('unexpected server errors', errors);
      await closeDatabase();
    },
  };
}

/** A response's JSON body, loosely typed for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary fields
export const bodyOf = async (res: Response): Promise<any> => res.json();

/**
 * Addresses that said yes to Turnpost's emails already (mail consent, `MailConsents`), for tests about the emails that
 * come after it: asked for a game made here, then confirmed, as the confirm link does.
 */
export async function consentGiven(t: TestApp, emails: string[]): Promise<void> {
  const engine = engines[0] as (typeof engines)[number];
  const seats = Array.from({ length: Math.max(2, engine.seats.min) }, (_, i) => ({ name: `P${i}` }));
  const game = await bodyOf(await t.call('POST', '/api/games', { body: { game: engine.id, seats }, headers: { 'CF-Connecting-IP': 'consent-given' } }));
  const consents = new MailConsents(t.database.db);
  for (const email of emails) {
    await consents.ask(email, game.id, t.now());
    await consents.confirm(email, t.now());
  }
}
