import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type NeonProxy, startNeonProxy } from '@turnpost/db/neon-proxy';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningWorker {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The real Worker under workerd (`wrangler dev --local`), talking to PostgreSQL through the Neon driver's WebSocket
 * path via a loopback proxy. Offline: metrics, error reports and Cloudflare fetches are off.
 */
export async function startWorker(databaseUrl: string, vars: Record<string, string> = {}): Promise<RunningWorker> {
  const proxy: NeonProxy = await startNeonProxy();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'turnpost-worker-'));
  const envFile = join(dir, '.env');
  const all = { DATABASE_URL: databaseUrl, NEON_WS_PROXY: proxy.address, ...vars };
  writeFileSync(envFile, Object.entries(all).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join('\n'));
  let log = '';
  const child: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', '--local', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()),
      '--env-file', envFile, '--persist-to', join(dir, 'state'), '--test-scheduled', '--show-interactive-dev-session=false',
      '--log-level', 'warn'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(dir, 'logs'),
        CI: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await new Promise((r) => {
        const timer = setTimeout(r, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          r(null);
        });
      });
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }
    }
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler dev exited early:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not answer in 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, output: () => log, stop };
}
