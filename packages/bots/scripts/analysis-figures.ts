/**
 * `npm run analysis-figures -w @turnpost/bots -- [--games 200] [--only <kind>] [--cost-games 3] [--judge-games 4]`:
 * the figures behind the analysis' budget and threshold (docs/analysis.md), kind by kind, printed as markdown:
 * - how well the line foretells: over `--games` games of easy bots (the fastest honest players; seats over the
 *   kind's range, and each team option at its table), each seat's chance at the game's midpoint read from its own
 *   view, scored against the result (1 for a winner, 0 else) by the Brier score, beside the naive 1/sides;
 * - what a full analysis costs: every seat's line at every version and every decision judged as if each seat were a
 *   person, for `--cost-games` games of easy bots at the kind's largest table, in CPU seconds (process.cpuUsage);
 * - where the threshold lies: in `--judge-games` games of hard bots, the share of moves a threshold flags among the
 *   hard bot's own moves and among uniformly random moves at the same decisions;
 * - one game's analysis (the first of the cost games): its turning points and its line at every tenth of the game.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type AnyEngine, engines, type GameSetup, Rng } from '@turnpost/rules';
import { randomAction } from '../src/choose-move.ts';
import { canDeterminize, type DeterminizingEngine } from '../src/determinize.ts';
import { analyseMoment, type MomentAnalysis } from '../src/analysis/analyse.ts';
import { botGame } from '../src/analysis/bot-game.ts';
import { ANALYSIS_BUDGET } from '../src/analysis/budget.ts';
import { isTurningPoint, type Judgement, judgeDecision, TURNING_POINT_GAIN } from '../src/analysis/judge.ts';
import { type Moment, momentsOf, type PlayedEvent } from '../src/analysis/moment.ts';
import { sidesOf } from '../src/analysis/sides.ts';
import { median } from '../src/statistics.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    only: { type: 'string' },
    'cost-games': { type: 'string', default: '3' },
    'judge-games': { type: 'string', default: '4' },
  },
});
const games = Number(values.games);
const costGames = Number(values['cost-games']);
const judgeGames = Number(values['judge-games']);
/** The thresholds tried, the chosen one among them. */
const THRESHOLDS = [...new Set([0.02, 0.05, 0.1, 0.15, TURNING_POINT_GAIN])].sort((a, b) => a - b);

interface Table {
  seats: number;
  options: Record<string, unknown>;
  label: string;
}

/** Every seat count of the kind, and each team option at the seats its teams fill. */
function tablesOf(engine: AnyEngine): Table[] {
  const tables: Table[] = [];
  for (let seats = engine.seats.min; seats <= engine.seats.max; seats++) tables.push({ seats, options: {}, label: `${seats}` });
  for (const o of engine.options)
    if (o.kind === 'boolean' && o.teams) tables.push({ seats: o.teams.flat().length, options: { [o.name]: true }, label: `${o.teams.flat().length} ${o.name}` });
  return tables;
}

const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/** The 1-minute load, sampled every 30 s of the run (where it reports progress: the work never yields to a timer). */
const loads: number[] = [];
let sampled = 0;
function progress(text: string): void {
  process.stderr.write(`\r${text}`.padEnd(60));
  if (Date.now() - sampled < 30_000) return;
  sampled = Date.now();
  loads.push(loadavg()[0] as number);
}

/** The moment after `version` events. */
function momentAt(engine: AnyEngine, setup: GameSetup, events: readonly PlayedEvent[], version: number): Moment {
  for (const m of momentsOf(engine, setup, events.slice(0, version))) if (m.version === version) return m;
  throw new Error(`no moment ${version}`);
}

/** One seat's chance read at a game's midpoint, the naive 1/sides beside it, and whether the seat won. */
interface Reading {
  table: string;
  chance: number;
  naive: number;
  won: 0 | 1;
}

/** Each seat's chance at the midpoint of `games` games of easy bots, the tables taken in turn. */
function readings(engine: AnyEngine, tables: readonly Table[]): Reading[] {
  const out: Reading[] = [];
  for (let g = 0; g < games; g++) {
    progress(`${engine.id} line ${g + 1}/${games}`);
    const table = tables[g % tables.length] as Table;
    const setup = { seats: table.seats, options: table.options, seed: `analysis-figures:${engine.id}:${g}` };
    const events = botGame(engine, setup, new Array(table.seats).fill('easy'));
    const sides = sidesOf(engine, table.seats, table.options);
    const winners = momentAt(engine, setup, events, events.length).outcome?.winners ?? [];
    const middle = momentAt(engine, setup, events, Math.floor(events.length / 2));
    const { winChance } = analyseMoment(engine, table.seats, { ...middle, decision: undefined }, setup.seed, ANALYSIS_BUDGET, sides);
    winChance.forEach((chance, seat) => out.push({ table: table.label, chance, naive: 1 / sides.length, won: winners.includes(seat) ? 1 : 0 }));
  }
  return out;
}

/** Games, the Brier scores of the line and of the naive 1/sides, and their ratio (a markdown row's cells). */
function brierCells(rs: readonly Reading[], played: number): string {
  const line = rs.reduce((sum, r) => sum + (r.chance - r.won) ** 2, 0) / rs.length;
  const naive = rs.reduce((sum, r) => sum + (r.naive - r.won) ** 2, 0) / rs.length;
  return `${played} | ${line.toFixed(4)} | ${naive.toFixed(4)} | ${(line / naive).toFixed(2)}`;
}

/** How often the seats read at each level of chance won (a calibrated line wins as often as it says). */
const BINS = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0001];
function calibration(rs: readonly Reading[]): string[] {
  const rows = ['| chance read | readings | mean chance | won |', '|---|---|---|---|'];
  for (let b = 0; b + 1 < BINS.length; b++) {
    const low = BINS[b] as number;
    const high = BINS[b + 1] as number;
    const bin = rs.filter((r) => r.chance >= low && r.chance < high);
    const mean = (f: (r: Reading) => number) => (bin.length ? pct(bin.reduce((sum, r) => sum + f(r), 0) / bin.length) : '–');
    rows.push(`| ${pct(low).replace('.0', '')}–${pct(Math.min(1, high)).replace('.0', '')} | ${bin.length} | ${mean((r) => r.chance)} | ${mean((r) => r.won)} |`);
  }
  return rows;
}

/** A full analysis of a game: every moment, every decision judged. */
function analyseGame(engine: AnyEngine, setup: GameSetup, events: readonly PlayedEvent[]): MomentAnalysis[] {
  const sides = sidesOf(engine, setup.seats, setup.options);
  return [...momentsOf(engine, setup, events)].map((m) => analyseMoment(engine, setup.seats, m, setup.seed, ANALYSIS_BUDGET, sides));
}

/** The CPU seconds of full analyses at the largest table, and the first game's analysis with its events. */
function cost(engine: AnyEngine) {
  const seats = engine.seats.max;
  const seconds: number[] = [];
  const lengths: number[] = [];
  let first: { analysis: MomentAnalysis[]; events: PlayedEvent[] } | undefined;
  for (let g = 0; g < costGames; g++) {
    progress(`${engine.id} cost ${g + 1}/${costGames}`);
    const setup = { seats, options: {}, seed: `analysis-figures:${engine.id}:cost:${g}` };
    const events = botGame(engine, setup, new Array(seats).fill('easy'));
    const started = process.cpuUsage();
    const analysis = analyseGame(engine, setup, events);
    seconds.push(cpuSeconds(started));
    lengths.push(events.length);
    first ??= { analysis, events };
  }
  return { seats, seconds, lengths, first };
}

/** Judgements of the hard bot's own moves and of random moves at the same decisions. */
function thresholds(engine: DeterminizingEngine, tables: readonly Table[]) {
  const hard: Judgement[] = [];
  const random: Judgement[] = [];
  for (let g = 0; g < judgeGames; g++) {
    const table = (g % 2 === 0 ? tables[tables.length - 1] : tables[0]) as Table; // the largest table, then the smallest
    const setup = { seats: table.seats, options: table.options, seed: `analysis-figures:${engine.id}:judge:${g}` };
    const events = botGame(engine, setup, new Array(table.seats).fill('hard'));
    const sides = sidesOf(engine, table.seats, table.options);
    for (const m of momentsOf(engine, setup, events)) {
      const d = m.decision;
      if (!d) continue;
      progress(`${engine.id} judge ${g + 1}/${judgeGames}: ${m.version}/${events.length}`);
      const judge = (played: unknown, part: string) =>
        judgeDecision({ engine, seats: table.seats, decision: { ...d, played }, rng: Rng.fromSeed(`${setup.seed}:${m.version}:${part}`), budget: ANALYSIS_BUDGET, sides });
      hard.push(judge(d.played, 'hard'));
      random.push(judge(randomAction(d.legalActions, `${setup.seed}:${m.version}`), 'random'));
    }
  }
  return { hard, random };
}

const chosen = engines.filter(canDeterminize).filter((e) => !values.only || values.only.split(',').includes(e.id));
const load = () => loadavg().map((l) => l.toFixed(1)).join(', ');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const began = new Date();
const loadBefore = load();
const out: string[] = [];
const brierRows: string[] = [];
const costRows: string[] = [];
for (const engine of chosen) {
  const tables = tablesOf(engine);
  const read = readings(engine, tables);
  brierRows.push(`| ${engine.id} | all: ${tables.map((t) => t.label).join(', ')} | ${brierCells(read, games)} |`);
  for (const t of tables) {
    const at = read.filter((r) => r.table === t.label);
    brierRows.push(`| | ${t.label} | ${brierCells(at, at.length / t.seats)} |`);
  }
  const c = cost(engine);
  costRows.push(`| ${engine.id} | ${c.seats} | ${c.seconds.length} | ${median(c.lengths)} | ${median(c.seconds).toFixed(1)} | ${c.seconds.map((s) => s.toFixed(1)).join(', ')} |`);
  const t = thresholds(engine, tables);
  out.push(`### ${engine.id}`, '', `The line at the midpoint by the chance it read (${read.length} readings):`, '', ...calibration(read), '');
  out.push(`Flagged moves in ${judgeGames} games of hard bots (${t.hard.length} decisions with a choice):`, '');
  out.push('| threshold | hard bot’s own moves | uniformly random moves |', '|---|---|---|');
  for (const th of THRESHOLDS) {
    const share = (js: Judgement[]) => pct(js.filter((j) => isTurningPoint(j, th)).length / Math.max(1, js.length));
    out.push(`| ${th}${th === TURNING_POINT_GAIN ? ' (chosen)' : ''} | ${share(t.hard)} | ${share(t.random)} |`);
  }
  const meanGain = (js: Judgement[]) => (js.reduce((s, j) => s + j.gain, 0) / Math.max(1, js.length)).toFixed(3);
  out.push('', `Mean gain found: hard ${meanGain(t.hard)}, random ${meanGain(t.random)}.`, '');
  if (c.first) {
    const { analysis, events } = c.first;
    const points = analysis.flatMap((a) => (a.turningPoint ? [{ version: a.version, ...a.turningPoint }] : []));
    out.push(`One game (easy bots, ${c.seats} seats, ${events.length} events, seed analysis-figures:${engine.id}:cost:0): ${points.length} turning points; the five largest:`, '');
    for (const p of [...points].sort((x, y) => y.gain - x.gain).slice(0, 5))
      out.push(`- event ${p.version}, seat ${p.seat}: played ${JSON.stringify(p.played)}; better ${JSON.stringify(p.better)} (+${pct(p.gain)})`);
    out.push('', 'Its line (each seat’s chance at every tenth of the game):', '', '| version | ' + Array.from({ length: c.seats }, (_, s) => `seat ${s}`).join(' | ') + ' |', `|---|${'---|'.repeat(c.seats)}`);
    for (let k = 0; k <= 10; k++) {
      const a = analysis[Math.round((k * (analysis.length - 1)) / 10)] as MomentAnalysis;
      out.push(`| ${a.version} | ${a.winChance.map(pct).join(' | ')} |`);
    }
    out.push('');
  }
}
process.stderr.write('\n');
const minutes = ((Date.now() - began.getTime()) / 60_000).toFixed(0);
console.log(`## Analysis figures\n`);
console.log(`\`npm run analysis-figures -w @turnpost/bots -- ${process.argv.slice(2).join(' ')}\`, commit ${commit}, began ${began.toISOString()}, took ${minutes} min; 1/5/15-minute load ${loadBefore} before, ${load()} after, 1-minute load ${(loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)).toFixed(1)} on average during it (most ${Math.max(0, ...loads).toFixed(1)}). Budget ${JSON.stringify(ANALYSIS_BUDGET)}.\n`);
console.log('### The line at the midpoint, against the results (Brier score; lower is better)\n');
console.log('| kind | table (seats) | games | Brier | naive 1/sides | ratio |\n|---|---|---|---|---|---|');
console.log(brierRows.join('\n'));
console.log('\n### A full analysis’s CPU at the largest table\n');
console.log('| kind | seats | games | events (median) | CPU s (median) | each |\n|---|---|---|---|---|---|');
console.log(costRows.join('\n'));
console.log('\n' + out.join('\n'));
