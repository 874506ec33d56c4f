/**
 * `npm run bot-targets -- [--games 200] [--jobs 2] [--only <kind>[,<kind>…]] [--out docs/bots.md]`: the bots' strength
 * targets, every kind at its smallest and largest seat count: hard against uniform
 * random (one hard seat, the others random; Saltmarket solo: hard's and random's solo win rates) and hard against
 * easy (one hard seat, the others easy). Each tournament runs in its own process (`tournament --json`), `--jobs` at
 * a time; prints a markdown report with every figure and whether each target holds, and writes it to `--out`.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { engines } from '@turnpost/rules';
import type { Standing } from '../src/standings.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    jobs: { type: 'string', default: String(Math.max(1, cpus().length)) },
    only: { type: 'string' },
    out: { type: 'string' },
  },
});
const games = Number(values.games);
const jobs = Number(values.jobs);

interface Tournament {
  game: string;
  seats: number;
  options: Record<string, unknown>;
  bots: string;
  /** What it proves, and the target. */
  against: 'random' | 'easy' | 'solo';
}

interface Result {
  game: string;
  seats: number;
  options: unknown;
  games: number;
  eventsMedian: number;
  bots: Standing[];
}

const tournaments: Tournament[] = engines
  .filter((e) => !values.only || values.only.split(',').includes(e.id))
  .flatMap((e): Tournament[] => {
    const counts = [...new Set([e.seats.min, e.seats.max])];
    const options = {};
    return counts.flatMap((seats): Tournament[] =>
      seats === 1
        ? [
            { game: e.id, seats, options, bots: 'hard', against: 'solo' },
            { game: e.id, seats, options, bots: 'random', against: 'solo' },
          ]
        : [
            { game: e.id, seats, options, bots: 'hard,random', against: 'random' },
            { game: e.id, seats, options, bots: 'hard,easy', against: 'easy' },
          ],
    );
  });

async function play(t: Tournament): Promise<Result> {
  const args = ['tsx', 'scripts/tournament.ts', '--json', '--game', t.game, '--seats', String(t.seats)];
  args.push('--bots', t.bots, '--games', String(games), '--options', JSON.stringify(t.options), '--seed', 'targets');
  const started = Date.now();
  const { stdout } = await run('npx', args, { maxBuffer: 1 << 24 });
  console.error(`${t.game} ${t.seats} seats ${t.bots}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return JSON.parse(stdout) as Result;
}

const results = new Array<Result>(tournaments.length);
let next = 0;
const startedAt = Date.now();
const loads: number[] = [];
const sampler = setInterval(() => loads.push(loadavg()[0] ?? 0), 10_000);
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < tournaments.length) {
      const i = next++;
      results[i] = await play(tournaments[i] as Tournament);
    }
  }),
);
clearInterval(sampler);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 0);
const LIMIT_MS: Record<string, number> = { easy: 5, medium: 100, hard: 1000 };
const lines: string[] = [];
let failures = 0;
lines.push('| game | seats | players | games | events (median) | hard\'s win share (95%) | target | holds | hard ms/decision median (p95) | other ms median |');
lines.push('|---|---|---|---|---|---|---|---|---|---|');
tournaments.forEach((t, i) => {
  const r = results[i] as Result;
  const hard = r.bots.find((b) => b.level === 'hard');
  const other = r.bots.find((b) => b.level !== 'hard');
  const share = hard ?? other;
  if (!share) return;
  // head to head: 65%; more seats: twice the fair share of the one hard seat
  const target =
    t.against === 'solo' ? (hard ? 0.9 : undefined) : t.against === 'random' ? 0.9 : t.seats === 2 ? 0.65 : 2 / t.seats;
  const timeOk = r.bots.every((b) => b.level === 'random' || b.msPerDecisionMedian <= (LIMIT_MS[b.level] ?? Infinity));
  const holds = (target === undefined || share.winShare >= target) && timeOk;
  if (!holds) failures++;
  lines.push(
    `| ${t.game} | ${t.seats} | ${t.bots} | ${r.games} | ${r.eventsMedian} | ${share.level} ${pct(share.winShare)} (${pct(share.winShareLow)}–${pct(share.winShareHigh)}) | ${target === undefined ? '—' : `≥ ${pct(target)}`} | ${holds ? 'yes' : 'NO'} | ${hard ? `${ms(hard.msPerDecisionMedian)} (${ms(hard.msPerDecisionP95)})` : '—'} | ${other && other.level !== 'random' && other !== share ? `${other.level} ${ms(other.msPerDecisionMedian)}` : '—'} |`,
  );
});
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(0);
const meanLoad = loads.length ? (loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(2) : 'n/a';
const report = [
  `Command: \`npm run bot-targets -- --games ${games} --jobs ${jobs}${values.only ? ` --only ${values.only}` : ''}\`; ${minutes} min on ${cpus().length} cores, ${jobs} tournaments at a time, mean 1-minute load ${meanLoad}.`,
  '',
  ...lines,
  '',
  failures === 0 ? 'Every target holds.' : `${failures} target(s) do not hold.`,
].join('\n');
console.log(report);
if (values.out) writeFileSync(values.out, `${report}\n`);
process.exitCode = failures === 0 ? 0 : 1;
