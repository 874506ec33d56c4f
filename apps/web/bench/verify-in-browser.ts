/**
 * `npm run bench:verify -w @turnpost/web` (after `npm run build -w @turnpost/web` and `npm run bench:verify -w
 * @turnpost/rules`, which leaves the longest random game of each kind as a record in the system's temp folder): each
 * record is imported into a real server (its own database; embedded PGlite unless DATABASE_URL is set) and its replay
 * opened in Chromium 5 times, each in a fresh context. Medians of the browser's own times: the badge from the page's
 * start, from the record's arrival, and the Web Worker's replay.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engines } from '@turnpost/rules';
import { startApiServer } from '../e2e/support/api-server.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { noteVerifiedAt, openVerified, type VerifiedTimes } from '../e2e/support/verified-badge.ts';

const RUNS = 5;
const records = engines.map((engine) => ({ kind: engine.id, file: join(tmpdir(), `turnpost-longest-${engine.id}.json`) }));
const missing = records.filter((r) => !existsSync(r.file));
if (missing.length > 0) {
  console.error(`No record at ${missing.map((r) => r.file).join(', ')}: run \`npm run bench:verify -w @turnpost/rules\` first.`);
  process.exit(2);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const server = await startApiServer();
const browser = await launchChromium();
try {
  console.log(`The longest game of each kind, verified in Chromium's Web Worker (${RUNS} loads each, medians)\n`);
  console.log('| kind | moves | record (bytes) | replay in the worker | badge from the record\'s arrival | badge from the page\'s start |');
  console.log('|---|---|---|---|---|---|');
  for (const { kind, file } of records) {
    const text = readFileSync(file, 'utf8');
    const imported = await fetch(`${server.origin}/api/games/import`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
    if (imported.status !== 201) throw new Error(`${kind}: import answered ${imported.status} ${await imported.text()}`);
    const { id } = (await imported.json()) as { id: string };
    const runs: VerifiedTimes[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(noteVerifiedAt);
      const page = await context.newPage();
      runs.push(await openVerified(page, `${server.origin}/replay/${id}`));
      await context.close();
    }
    const moves = (JSON.parse(text) as { events: unknown[] }).events.length;
    console.log(
      `| ${kind} | ${moves} | ${Buffer.byteLength(text)} | ${median(runs.map((r) => r.inWorker))} ms | ${median(runs.map((r) => r.badge - r.record))} ms | ${median(runs.map((r) => r.badge))} ms |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
