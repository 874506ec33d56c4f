/**
 * A server killed while its bots were due: the real Node server (src/node.ts, a process of its own) is SIGKILLed in
 * the middle of a chain of hard bots' moves, and a new server on the same PostgreSQL moves the bots left due (its
 * sweep at start). Every bot move is appended exactly once and the game plays on: the bots' next turns follow.
 * PostgreSQL only (two processes share the database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TestDatabase, openTestDatabase } from '@turnpost/db/testing';
import { type AnyEngine, engineFor, fold, replay } from '@turnpost/rules';
import { events, games } from '@turnpost/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../worker-harness.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
/** How many moves the bots make after the restart before the test looks at the log (a few turns of five bots). */
const BOT_MOVES_AFTER = 15;

interface Server {
  origin: string;
  child: ChildProcess;
  output: () => string;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const logFile = join(mkdtempSync(join(tmpdir(), 'turnpost-killed-')), 'server.log');
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/node.ts'], {
    cwd: apiDir,
    // the sweep only at start: what moves the bots after the kill is the new server's first look (and no analysis of
    // the finished games: its thread is for the bots)
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      TOKEN_SECRET: 'killed-server-test-secret',
      BOT_SWEEP_INTERVAL_MS: '3600000',
      ANALYSE_FINISHED: '0',
    },
    stdio: ['ignore', logFd, logFd],
  });
  const log = () => readFileSync(logFile, 'utf8');
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${log()}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child, output: log };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${log()}`);
}

/** The game's version and awaited seats as a seat's open table sees them. */
async function seen(server: Server, id: string, auth: Record<string, string>): Promise<{ version: number; awaiting: number[] }> {
  const res = await fetch(`${server.origin}/api/games/${id}/view`, { headers: auth });
  return (await res.json()) as { version: number; awaiting: number[] };
}

/** SIGKILLs the server (if it still runs) and resolves once it is gone. */
const killed = (server: Server) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

describe.skipIf(!process.env.DATABASE_URL)('bots after a server killed mid-move', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const row = async (id: string) => {
    const [found] = await database.db.select().from(games).where(eq(games.id, id));
    if (!found) throw new Error(`no game ${id}`);
    return found;
  };

  it('appends each bot move once and plays on, after a SIGKILL while the bots were due', async () => {
    const url = database.url as string;
    const first = await startServer(url);
    let second: Server | undefined;
    try {
      // Arquetect at 6: after the person's move five hard bots move one after another, a few hundred ms each
      const created: { id: string; seats: { token: string }[] } = await (
        await fetch(`${first.origin}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: 'arquetect', seats: [{ name: 'Ann' }, ...Array.from({ length: 5 }, () => ({ bot: 'hard' }))] }),
        })
      ).json();
      const id = created.id;
      const token = created.seats[0]?.token;
      const auth = { authorization: `Bearer ${token}` };
      const legal: { version: number; legalActions: { type: string }[] } = await (await fetch(`${first.origin}/api/games/${id}/legal-actions`, { headers: auth })).json();
      // Ann gifts a card and declares herself done: the five bots then play among themselves, one after another (a
      // done player is never a trade partner or a target), each staying in for up to ten turns
      const gift = legal.legalActions.find((a) => a.type === 'gift');
      const post = async (version: number, action: unknown, key: string) =>
        fetch(`${first.origin}/api/games/${id}/actions`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ expectedVersion: version, action, idempotencyKey: key }),
        });
      expect((await post(legal.version, gift, 'ann-gift')).status).toBe(200);
      expect((await post(legal.version + 1, { type: 'endTurn', player: 0, done: true }, 'ann-end')).status).toBe(200);
      const annDone = legal.version + 2;

      // kill the server once a bot has moved and another is due (its search under way)
      for (let i = 0; ; i++) {
        const now = await seen(first, id, auth);
        if (now.version > annDone && now.awaiting.some((s) => s !== 0)) break;
        if (i > 3000) throw new Error(`no bot moved: ${first.output()}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      await killed(first);
      const atKill = await row(id);
      expect(atKill.awaiting.some((s) => s !== 0)).toBe(true);

      // a new server on the same database: its first sweep moves the bots left due, and they play on (a few turns'
      // worth of moves, or to the end of the game, whichever comes first)
      second = await startServer(url);
      for (let i = 0; ; i++) {
        const now = await seen(second, id, auth);
        if (now.awaiting.length === 0 || now.version >= atKill.version + BOT_MOVES_AFTER) break;
        if (i > 1200) throw new Error(`the bots stopped at version ${now.version}: ${second.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      await killed(second); // the log read below stays as it is
      const after = await row(id);
      expect(after.version).toBeGreaterThan(atKill.version);

      // the log: one event per version, each bot move under its key, made by the seat the game awaited then
      const list = await database.db.select().from(events).where(eq(events.gameId, id)).orderBy(events.seq);
      expect(list.map((e) => e.seq)).toEqual(list.map((_, i) => i + 1));
      const keys = list.map((e) => e.idempotencyKey);
      expect(new Set(keys).size).toBe(keys.length);
      const engine = engineFor(after.kind, after.rulesVersion) as AnyEngine;
      let state = replay(engine, { seats: after.seatCount, options: after.options, seed: after.seed }, []);
      for (const e of list) {
        expect(engine.awaiting(state)).toContain(e.seat);
        if (e.seat !== 0) expect(e.idempotencyKey).toMatch(new RegExp(`^bot:${id}:${e.seat}:\\d+$`));
        state = fold(engine, state, [{ seat: e.seat, action: e.action }]);
      }
      expect(engine.awaiting(state)).toEqual(after.awaiting);
    } finally {
      await killed(first);
      if (second) await killed(second);
    }
  }, 180_000);
});
