/**
 * `npm run bot-targets -- [--games 200] [--jobs 2] [--only <kind>[,<kind>…]] [--seats <n>] [--fresh] [--report]`: the bots' strength
 * targets, every kind at its smallest and largest seat count: hard against uniform
 * random (one hard seat, the others random; Saltmarket solo: hard's and random's solo win rates) and hard against
 * easy (one hard seat, the others easy). Each tournament runs in its own process (`tournament --json`), `--jobs` at
 * a time, and its result is kept in docs/bot-targets/<table>.json as soon as it ends (a run that is cut off resumes
 * where it stopped: tables already measured with `--games` games are skipped unless `--fresh`, and a table cut off
 * part-way goes on from the games it kept in packages/bots/.tournaments/, git-ignored); fewer tables than jobs share
 * the jobs out among them (`tournament --jobs`); prints a markdown
 * report of every kept result, with whether each target holds, and writes it to docs/bot-targets.md (`--report`: only
 * that, from the results kept so far).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { engines } from '@turnpost/rules';
import type { Standing } from '../src/standings.ts';
import { TARGET_NOTES } from './target-notes.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    jobs: { type: 'string', default: String(Math.max(1, cpus().length)) },
    only: { type: 'string' },
    /** Only the tables at this seat count. */
    seats: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    /** Only rewrite docs/bot-targets.md from the kept results. */
    report: { type: 'boolean', default: false },
  },
});
const docs = join(dirname(fileURLToPath(import.meta.url)), '../../../docs');
const kept = join(docs, 'bot-targets');
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
  /** When and how it was measured (kept with the figures). */
  measured?: { date: string; seconds: number; load: number | null };
  game: string;
  seats: number;
  options: unknown;
  games: number;
  eventsMedian: number;
  bots: Standing[];
}

/** Every table of the report; `--only` narrows what runs, never what the report shows. */
const tournaments: Tournament[] = engines
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

const fileOf = (t: Tournament) => join(kept, `${t.game}-${t.seats}-${t.bots.replaceAll(',', '-')}.json`);

function keptResult(t: Tournament): Result | null {
  if (!existsSync(fileOf(t))) return null;
  return JSON.parse(readFileSync(fileOf(t), 'utf8')) as Result;
}

/** Where a table's games are kept while it runs (kept-games.ts), so a run cut off goes on from them. */
const partial = join(dirname(fileURLToPath(import.meta.url)), '..', '.tournaments');
const gamesOf = (t: Tournament) => join(partial, basename(fileOf(t)).replace(/\.json$/, '.jsonl'));

async function play(t: Tournament, jobsOfTable: number): Promise<Result> {
  if (values.fresh) rmSync(gamesOf(t), { force: true });
  const args = ['tsx', 'scripts/tournament.ts', '--json', '--game', t.game, '--seats', String(t.seats)];
  args.push('--bots', t.bots, '--games', String(games), '--options', JSON.stringify(t.options), '--seed', 'targets');
  args.push('--records', gamesOf(t), '--jobs', String(jobsOfTable));
  const started = performance.now();
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0] ?? 0), 10_000);
  const { stdout } = await run('npx', args, { maxBuffer: 1 << 24 }).finally(() => clearInterval(sampler));
  const seconds = Math.round((performance.now() - started) / 1000);
  const load = loads.length ? Number((loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(2)) : 0;
  const result = { measured: { date: new Date().toISOString().slice(0, 10), seconds, load }, ...(JSON.parse(stdout) as Result) };
  writeFileSync(fileOf(t), `${JSON.stringify(result, null, 1)}\n`);
  rmSync(gamesOf(t), { force: true });
  console.error(`${t.game} ${t.seats} seats ${t.bots}: ${seconds} s`);
  return result;
}

mkdirSync(kept, { recursive: true });
mkdirSync(partial, { recursive: true });
const asked = (t: Tournament) =>
  (!values.only || values.only.split(',').includes(t.game)) && (!values.seats || t.seats === Number(values.seats));
const todo = values.report ? [] : tournaments.filter((t) => asked(t) && (values.fresh || (keptResult(t)?.games ?? 0) < games));
let next = 0;
const lanes = Math.min(jobs, Math.max(1, todo.length));
await Promise.all(
  Array.from({ length: lanes }, async (_, lane) => {
    // fewer tables than jobs: each table takes its share of the jobs
    const jobsOfTable = Math.floor(jobs / lanes) + (lane < jobs % lanes ? 1 : 0);
    while (next < todo.length) await play(todo[next++] as Tournament, jobsOfTable);
  }),
);
const results = tournaments.map(keptResult);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 0);
const LIMIT_MS: Record<string, number> = { easy: 5, medium: 100, hard: 1000 };
const lines: string[] = [];
let failures = 0;
lines.push('| game | seats | players | games | events (median) | hard\'s win share (95%) | target | holds | hard ms/decision median (p95) | other ms median | measured (min, mean load) |');
lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
tournaments.forEach((t, i) => {
  const r = results[i];
  if (!r) return;
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
    `| ${t.game} | ${t.seats} | ${t.bots} | ${r.games} | ${r.eventsMedian} | ${share.level} ${pct(share.winShare)} (${pct(share.winShareLow)}–${pct(share.winShareHigh)}) | ${target === undefined ? '—' : `≥ ${pct(target)}`} | ${holds ? 'yes' : 'NO'} | ${hard ? `${ms(hard.msPerDecisionMedian)} (${ms(hard.msPerDecisionP95)})` : '—'} | ${other && other.level !== 'random' && other !== share ? `${other.level} ${ms(other.msPerDecisionMedian)}` : '—'} | ${r.measured ? `${r.measured.date}, ${Math.round(r.measured.seconds / 60)} min, ${r.measured.load ?? 'load not sampled'}` : '—'} |`,
  );
});
const missing = results.filter((r) => r === null).length;
const notes = tournaments.flatMap((t, i) => {
  const note = results[i] ? TARGET_NOTES[basename(fileOf(t), '.json')] : undefined;
  return note ? [`- **${t.game}, ${t.seats} seats, ${t.bots}.** ${note}`] : [];
});
const report = [
  '# Bot strength targets',
  '',
  'Each kind at its smallest and largest seat count: hard against uniform random and against easy (one hard seat, the',
  'others random or easy, the players rotating a seat each game), and Saltmarket solo. Targets: hard\'s win share ≥ 90%',
  'against random (solo: its win rate), ≥ 65% against easy head to head, ≥ twice its fair share at more seats; hard',
  `≤ 1 s, medium ≤ 100 ms and easy ≤ 5 ms per decision (median). Regenerate with \`npm run bot-targets -- --games 200\``,
  `(${cpus().length} cores here; each result is kept in docs/bot-targets/ as its tournament ends, with when it ran, how`,
  'long it took and the mean 1-minute load meanwhile). Medium plays in none of these tables: its time per decision,',
  'with every level\'s on Node and under workerd, is in [bot-cpu.md](bot-cpu.md).',
  '',
  ...lines,
  '',
  missing > 0 ? `${missing} table(s) not measured yet.` : failures === 0 ? 'Every target holds.' : `${failures} target(s) do not hold.`,
  ...(notes.length ? ['', '## Notes', '', ...notes] : []),
].join('\n');
console.log(report);
writeFileSync(join(docs, 'bot-targets.md'), `${report}\n`);
process.exitCode = failures === 0 && missing === 0 ? 0 : 1;
