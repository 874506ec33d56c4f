#!/usr/bin/env node
/**
 * `npm run mutation:all [-- --force] [-- <target> …]` (weekly, outside CI: hours on two cores): every mutation run of
 * docs/quality.md on the commit checked out, core first, then the table's rules, then each game; then one table of
 * the scores as StrykerJS computes them (its own `mutation-testing-metrics` over each run's mutation.json: the "All
 * files" row its summary prints, reused results included), with the commit, each run's time and the command.
 * Written to reports/mutation/all.md and printed.
 *
 * Each run starts from its committed baseline (mutation-baseline/<target>.json, Stryker's incremental file): only the
 * mutants whose code or covering tests changed since are tested again, so the five fit one sitting once each has a
 * baseline. `--force` tests every mutant from scratch (a target without a baseline is from scratch anyway); commit
 * the baselines a run leaves for the next one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { calculateMetrics } from 'mutation-testing-metrics';

const root = new URL('..', import.meta.url);
const TARGETS = ['core', 'table', 'avenue-empires', 'arquetect', 'saltmarket', 'civ-builder'];
const force = process.argv.includes('--force');
const asked = process.argv.slice(2).filter((a) => a !== '--force');
const unknown = asked.filter((t) => !TARGETS.includes(t));
if (unknown.length > 0) {
  console.error(`Unknown: ${unknown.join(', ')}. One or more of: ${TARGETS.join(', ')}`);
  process.exit(2);
}
const targets = asked.length > 0 ? asked : TARGETS;
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const commit = git('rev-parse', 'HEAD');
const dirty = git('status', '--porcelain', '--', '.') !== '';

const rows = [];
let failed = false;
for (const target of targets) {
  const started = Date.now();
  const fresh = force || !existsSync(new URL(`mutation-baseline/${target}.json`, root));
  const run = spawnSync(process.execPath, ['scripts/mutation.mjs', target, ...(force ? ['--force'] : [])], { cwd: root, stdio: 'inherit' });
  const minutes = (Date.now() - started) / 60_000;
  if (run.status !== 0) {
    failed = true;
    rows.push(`| ${target} | run failed (exit ${run.status}) | | | | | | | ${minutes.toFixed(1)} | ${fresh ? 'from scratch' : 'from its baseline'} |`);
    continue;
  }
  const report = JSON.parse(readFileSync(new URL(`reports/mutation/${target}/mutation.json`, root), 'utf8'));
  const m = calculateMetrics(report.files).metrics;
  rows.push(
    `| ${target} | ${m.totalMutants} | ${m.killed} | ${m.timeout} | ${m.survived} | ${m.noCoverage} | ${m.totalInvalid + m.ignored} | **${m.mutationScore.toFixed(2)}%** | ${minutes.toFixed(1)} | ${fresh ? 'from scratch' : 'from its baseline'} |`,
  );
}

const table = [
  `Commit \`${commit}\`${dirty ? ' (with uncommitted changes in packages/rules)' : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC;`,
  `\`npm run mutation:all${asked.length > 0 || force ? ` -- ${[...(force ? ['--force'] : []), ...asked].join(' ')}` : ''}\` (RANDOM_RUNS=${process.env.RANDOM_RUNS ?? '4'}).`,
  '',
  '| run | mutants | killed | timed out | survived | no coverage | errors, ignored | score (StrykerJS) | minutes | tested |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
mkdirSync(new URL('reports/mutation/', root), { recursive: true });
writeFileSync(new URL('reports/mutation/all.md', root), table);
console.log(`\n${table}`);
process.exit(failed ? 1 : 0);
