#!/usr/bin/env node
/**
 * `npm start`: the web app's build (turbo: first start only, or when its code changed), then the server, one line per
 * phase so a first start (about a minute, most of it the build) never sits silent. The build's own output is shown
 * only if it fails. The server's output follows as it is; Ctrl-C (or SIGTERM to this process) stops it cleanly.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const say = (line) => console.log(`Turnpost: ${line}`);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

/** Runs `command`, its output kept: printed only if it fails (then this process exits with its code). */
function quietly(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code === 0) return done();
      process.stdout.write(output);
      process.exit(code ?? 1);
    });
  });
}

const built = existsSync(join(root, 'apps/web/build/200.html'));
say(built ? 'checking the web app’s build (rebuilt only if its code changed)…' : 'building the web app (first start only, about a minute)…');
const started = Date.now();
await quietly(bin('turbo'), ['run', 'build', '--filter=@turnpost/web', '--output-logs=errors-only']);
const seconds = Math.round((Date.now() - started) / 1000);
if (seconds >= 5) say(`web app built in ${seconds} s.`);

const embedded = !process.env.DATABASE_URL;
const fresh = embedded && !existsSync(process.env.DATA_DIR ?? join(root, '.data/pglite'));
say(`starting the server (${fresh ? 'creating its embedded database, first start only' : 'applying any new database migrations'})…`);
const server = spawn(bin('tsx'), [join(root, 'apps/api/src/node.ts')], { cwd: root, env: process.env, stdio: 'inherit' });
// a terminal's Ctrl-C reaches the server too (same process group): wait for it to close; a SIGTERM to this process
// alone is passed on
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
