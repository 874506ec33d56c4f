/** `turnpost-verify` from a terminal: a record file verifies (exit 0), a tampered one does not (exit 1), junk is refused (exit 2). */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineFor } from '../src/index.ts';
import { playedRecord } from '../src/core/testing/records.ts';

const bin = fileURLToPath(new URL('../bin/turnpost-verify.mjs', import.meta.url));

function run(file: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, file], (error, out, err) => resolve({ code: error ? Number(error.code) : 0, out, err }));
  });
}

describe('turnpost-verify', () => {
  it('verifies a record file, and catches a tampered one', async () => {
    const engine = engineFor('saltmarket');
    if (!engine) throw new Error('no engine');
    const record = await playedRecord(engine, { seats: 3, seed: 'cli' });
    const dir = await mkdtemp(join(tmpdir(), 'turnpost-verify-'));
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify(record));
    const ok = await run(good);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/✓ The seed revealed matches the commitment/);
    expect(ok.out).toMatch(/· Hidden by the rules: each player/);
    expect(ok.out).toMatch(/^Shuffle and result verified \(\d+\.\d ms\)\.$/m);

    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...record, shuffle: { ...record.shuffle, seed: 'guessed' } }));
    const caught = await run(bad);
    expect(caught.code).toBe(1);
    expect(caught.out).toMatch(/✗ The seed revealed does not match the commitment/);
    expect(caught.out).toMatch(/^NOT verified/m);

    const junk = join(dir, 'junk.json');
    await writeFile(junk, '{ not json');
    const refused = await run(junk);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^Cannot read a record from /);
  }, 30_000);
});
