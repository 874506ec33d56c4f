/**
 * `npm run bench:verify -w @turnpost/rules`: for every kind, the longest of a few random complete games at each seat
 * count (and each yes-or-no option), as a public record: its size as JSON, and the time `verifyRecord` takes on Node
 * (median of 7 runs), in-process and as the `turnpost-verify` command (its whole run, Node's and tsx's start included).
 * The record files are left in the system's temp folder for trying the command by hand.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type AnyEngine, engineFor, engines, type GameRecord, verifyRecord } from '../src/index.ts';
import { playedRecord } from '../src/core/testing/records.ts';

const GAMES_PER_TABLE = 6;
const RUNS = 7;
const bin = fileURLToPath(new URL('../bin/turnpost-verify.mjs', import.meta.url));
/** The defaults, and each yes-or-no option turned on where the table allows it (Civ Builder's teams at 4). */
function optionSets(engine: AnyEngine, seats: number): Record<string, unknown>[] {
  const flags = engine.options.filter((o) => o.kind === 'boolean').map((o) => ({ [o.name]: true }));
  return [{}, ...flags.filter((o) => engine.parseOptions(o, seats).ok)];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

console.log(`Verifying the longest game of each kind (node ${process.version}; ${GAMES_PER_TABLE} random games per table)\n`);
console.log('| kind | seats | moves | record (bytes) | gzip (bytes) | verifyRecord median | turnpost-verify (whole command) median |');
console.log('|---|---|---|---|---|---|---|');
for (const engine of engines) {
  let longest: GameRecord | null = null;
  for (let seats = engine.seats.min; seats <= engine.seats.max; seats++)
    for (const options of optionSets(engine, seats))
      for (let g = 0; g < GAMES_PER_TABLE; g++) {
        const record = await playedRecord(engine, { seats, options, seed: `bench-${engine.id}-${seats}-${g}-${JSON.stringify(options)}` });
        if (!longest || record.events.length > longest.events.length) longest = record;
      }
  if (!longest) continue;
  const text = JSON.stringify(longest);
  const file = join(tmpdir(), `turnpost-longest-${engine.id}.json`);
  writeFileSync(file, text);
  const inProcess: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const verified = await verifyRecord(JSON.parse(text), engineFor);
    inProcess.push(performance.now() - started);
    if (!verified.shuffle || !verified.result) throw new Error(`${engine.id}: the record does not verify`);
  }
  const command: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    execFileSync(process.execPath, [bin, file], { stdio: 'ignore' });
    command.push(performance.now() - started);
  }
  const gzip = (await import('node:zlib')).gzipSync(text).length;
  console.log(
    `| ${engine.id} | ${longest.seats.length}${Object.keys(longest.game.options as object).map((o) => ` (${o})`).join('')} | ${longest.events.length} | ${text.length} | ${gzip} | ${median(inProcess).toFixed(1)} ms | ${median(command).toFixed(0)} ms |`,
  );
}
