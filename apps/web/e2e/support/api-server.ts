/**
 * The real API server as a child process, serving the built web app on the same origin: embedded PGlite in a temp
 * dir, or, when DATABASE_URL is set, a fresh database of its own on that PostgreSQL, dropped after (the server runs
 * its migrations itself).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyTestDatabase } from '@turnpost/db/testing';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
export const buildDir = join(webDir, 'build');

export interface ApiServer {
  origin: string;
  /** The server's output so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface ApiServerOptions {
  /** Extra environment for the server, e.g. `{ REMINDER_INTERVAL_MS: '1000' }` to send due emails every second. */
  env?: Record<string, string>;
}

export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  if (!existsSync(join(buildDir, '200.html'))) {
    throw new Error(`The web app is not built (${buildDir}/200.html is missing): run \`vite build\` first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'turnpost-e2e-'));
  // a database of its own: no sweep of this server (bots, reminders, a dev clock) reaches another file's games
  const database = process.env.DATABASE_URL ? await emptyTestDatabase(process.env.DATABASE_URL) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(database ? { DATABASE_URL: database.url } : {}),
    // the bots analyse only the games whose replay asks for it (not every game a test finishes), on the tests' small
    // budget: a full analysis of each Civ Builder game a replay test opens cost CI minutes of CPU (2026-12-06)
    ANALYSE_FINISHED: '0',
    ANALYSIS_BUDGET: 'quick',
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIR: buildDir,
  };
  // node with tsx's loader in the same process: `npx tsx` spends about 2 s more per start on npx's lookup and on a
  // second node process that tsx's command line runs the server in (2026-12-06), once for each browser test file
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(webDir, '../api/src/node.ts')], {
    cwd: webDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API server did not start within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, output: () => output, stop };
}
