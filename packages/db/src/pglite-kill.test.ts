/**
 * The embedded default survives SIGKILL: a process appending to PGlite is killed mid-stream, the data folder
 * reopens, and every acknowledged event is there, with the version matching the last one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectPglite } from './pglite.ts';
import { EventStore } from './store.ts';

describe('PGlite after SIGKILL', () => {
  it('reopens with every acknowledged event', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'turnpost-kill-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'pglite-writer.ts'), dir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((r) => child.once('exit', r));
      let acked = 0;
      await new Promise<void>((resolve, reject) => {
        let buffer = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          for (const m of buffer.matchAll(/acked (\d+)/g)) acked = Math.max(acked, Number(m[1]));
          buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
          if (acked >= 40) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited ${code}`))));
      });
      await exited;
      const reopened = await connectPglite(dir);
      const store = new EventStore(reopened.db);
      const stored = await store.loadGame('g');
      const events = await store.loadEvents('g');
      await reopened.close();
      expect(stored?.game.version).toBeGreaterThanOrEqual(acked);
      expect(events.length).toBe(stored?.game.version);
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
