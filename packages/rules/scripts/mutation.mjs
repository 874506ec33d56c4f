#!/usr/bin/env node
/**
 * `npm run mutation -- <game|core|table> [stryker options]`: StrykerJS over one game's rules, core's, or the table's
 * (`src/table`: pace, notices, autopilot, seats; stryker.config.mjs), outside CI.
 * Reports land in reports/mutation/<game>/: mutation.html to browse the survivors, mutation.json, and
 * incremental.json, which makes the next run test only what changed. StrykerJS is pinned to 9.6 (package.json), the
 * last line whose engines take the project's Node 20 (10 wants Node 22), so it runs on this Node.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Each game's folder, core (every game's rules run on it) and the table's rules (`src/table`). */
const games = readdirSync(new URL('../src/', import.meta.url)).filter((name) => statSync(new URL(`../src/${name}`, import.meta.url)).isDirectory());
const [game, ...rest] = process.argv.slice(2);
if (!game || !games.includes(game)) {
  console.error(`Usage: npm run mutation -- <game|core|table> [stryker options]\nOne of: ${games.join(', ')}`);
  process.exit(2);
}
const stryker = join(dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')), 'bin/stryker.js');
const args = [stryker, 'run', 'stryker.config.mjs', ...rest];
const started = Date.now();
/** Random games per test in a mutation run (core/testing/random-runs.ts: tests run once per surviving mutant; the score is a lower bound). */
const RANDOM_RUNS = process.env.RANDOM_RUNS ?? '4';
const run = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MUTATION_GAME: game, RANDOM_RUNS },
});
console.log(`mutation ${game}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(run.status ?? 1);
