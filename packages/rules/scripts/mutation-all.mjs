#!/usr/bin/env node
/**
 * `npm run mutation:all` (weekly, outside CI: hours on two cores): every mutation run of docs/quality.md on the
 * commit checked out, each from scratch (`--force`: no mutant taken from an earlier run's incremental file), core
 * first, then each game; then one table of the scores as StrykerJS computes them (its own `mutation-testing-metrics`
 * over each run's mutation.json: the "All files" row its summary prints), with the commit, each run's time and the
 * command. Written to reports/mutation/all.md and printed. `-- <target> …` runs only those.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { calculateMetrics } from 'mutation-testing-metrics';

const root = new URL('..', import.meta.url);
const TARGETS = ['core', 'avenue-empires', 'arquetect', 'saltmarket', 'civ-builder'];
const asked = process.argv.slice(2);
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
  const run = spawnSync(process.execPath, ['scripts/mutation.mjs', target, '--force'], { cwd: root, stdio: 'inherit' });
  const minutes = (Date.now() - started) / 60_000;
  if (run.status !== 0) {
    failed = true;
    rows.push(`| ${target} | run failed (exit ${run.status}) | | | | | | | ${minutes.toFixed(1)} |`);
    continue;
  }
  const report = JSON.parse(readFileSync(new URL(`reports/mutation/${target}/mutation.json`, root), 'utf8'));
  const m = calculateMetrics(report.files).metrics;
  rows.push(
    `| ${target} | ${m.totalMutants} | ${m.killed} | ${m.timeout} | ${m.survived} | ${m.noCoverage} | ${m.totalInvalid + m.ignored} | **${m.mutationScore.toFixed(2)}%** | ${minutes.toFixed(1)} |`,
  );
}

const table = [
  `Commit \`${commit}\`${dirty ? ' (with uncommitted changes in packages/rules)' : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC;`,
  `\`npm run mutation:all${asked.length > 0 ? ` -- ${asked.join(' ')}` : ''}\` (RANDOM_RUNS=${process.env.RANDOM_RUNS ?? '4'}).`,
  '',
  '| run | mutants | killed | timed out | survived | no coverage | errors, ignored | score (StrykerJS) | minutes |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
mkdirSync(new URL('reports/mutation/', root), { recursive: true });
writeFileSync(new URL('reports/mutation/all.md', root), table);
console.log(`\n${table}`);
process.exit(failed ? 1 : 0);
