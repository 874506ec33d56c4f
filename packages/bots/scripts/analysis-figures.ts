/**
 * `npm run analysis-figures -w @turnpost/bots -- [--games 200] [--fit-games 200] [--only <kind>] [--cost-games 3]
 * [--judge-games 4] [--fit-only]`: the figures behind the analysis' calibration, budget and threshold
 * (docs/analysis.md), kind by kind, printed as markdown:
 * - the calibration's fit (calibration.ts): over `--fit-games` games of easy bots (seeds `analysis-figures:fit:…`; the kinds' chance-scale.ts),
 *   what each of the 32 states behind each seat's midpoint chance holds (its outcome, or every seat's estimate) is
 *   recorded once, and the Brier score of the chances it gives is worked out for each temperature of a grid, the
 *   free-for-all tables and the team tables apart; the best is the fitted T (`--fit-only`: this and nothing else);
 * - how well the line foretells: over `--games` other games of easy bots (the fastest honest players; seats over the
 *   kind's range, and each team option at its table), each seat's chance at the game's midpoint read from its own
 *   view with the kinds' chance scales as they are, scored against the result (1 for a winner, 0 else) by the Brier score, beside
 *   the same states read uncalibrated (the bots' reward) and the naive 1/sides;
 * - what a full analysis costs: every seat's line at every version and every decision judged as if each seat were a
 *   person, for `--cost-games` games of easy bots at the kind's largest table, in CPU seconds (process.cpuUsage);
 * - where the threshold lies: in `--judge-games` games of hard bots, the share of moves a threshold flags among the
 *   hard bot's own moves and among uniformly random moves at the same decisions;
 * - one game's analysis (the first of the cost games): its turning points and its line at every tenth of the game.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type AnyEngine, type ChanceScale, engines, type GameSetup, Rng } from '@turnpost/rules';
import { randomAction } from '../src/choose-move.ts';
import { canDeterminize, type DeterminizingEngine } from '../src/determinize.ts';
import { analyseMoment, analysisStream, type MomentAnalysis } from '../src/analysis/analyse.ts';
import { botGame } from '../src/analysis/bot-game.ts';
import { ANALYSIS_BUDGET } from '../src/analysis/budget.ts';
import { temperatureFor } from '../src/analysis/calibration.ts';
import { isTurningPoint, type Judgement, judgeDecision, TURNING_POINT_GAIN } from '../src/analysis/judge.ts';
import { type Moment, momentsOf, type PlayedEvent } from '../src/analysis/moment.ts';
import { type Sides, sidesOf } from '../src/analysis/sides.ts';
import { playedOutDraws } from '../src/analysis/win-chance.ts';
import { estimateOf, estimateShares, outcomeShares } from '../src/analysis/win-share.ts';
import { median } from '../src/statistics.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    'fit-games': { type: 'string' },
    'fit-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    'cost-games': { type: 'string', default: '3' },
    'judge-games': { type: 'string', default: '4' },
  },
});
const games = Number(values.games);
const fitGames = Number(values['fit-games'] ?? values.games);
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

/**
 * What one state behind a seat's chance held once played out: the seat's share of a finished game (whatever the
 * calibration), or every seat's estimate (its share then depends on the temperature).
 */
type Draw = { share: number } | { estimate: number[] | undefined };

/** One seat's midpoint reading: the states behind it, the naive 1/sides beside it, and whether the seat won. */
interface Reading {
  table: string;
  seat: number;
  seats: number;
  sides: Sides;
  draws: Draw[];
  naive: number;
  won: 0 | 1;
}

/** The seat's chance from its draws, as `winChance` reads it, at temperature T (undefined: uncalibrated). */
function chanceAt(r: Reading, temperature: number | undefined): number {
  let total = 0;
  for (const d of r.draws) total += 'share' in d ? d.share : (estimateShares(d.estimate, r.seats, r.sides, temperature)[r.seat] ?? 0);
  return total / r.draws.length;
}

/** The chance the analysis reads with the kind's chance scale as it is. */
const calibrated = (engine: AnyEngine) => (r: Reading) => chanceAt(r, temperatureFor(engine, r.sides));
const uncalibrated = (r: Reading) => chanceAt(r, undefined);

/**
 * Each seat's reading at the midpoint of `count` games of easy bots, the tables taken in turn, seeds
 * `analysis-figures:<set><kind>:<g>`. Each seat's draws are those of `analyseMoment` (the same states, from the same
 * stream); for the first game at each table, the chances they give are checked to be the analysis' own.
 */
function readings(engine: DeterminizingEngine, tables: readonly Table[], set: string, count: number): Reading[] {
  const out: Reading[] = [];
  for (let g = 0; g < count; g++) {
    progress(`${engine.id} ${set || 'line '}${g + 1}/${count}`);
    const table = tables[g % tables.length] as Table;
    const setup = { seats: table.seats, options: table.options, seed: `analysis-figures:${set}${engine.id}:${g}` };
    const events = botGame(engine, setup, new Array(table.seats).fill('easy'));
    const sides = sidesOf(engine, table.seats, table.options);
    const winners = momentAt(engine, setup, events, events.length).outcome?.winners ?? [];
    const middle = momentAt(engine, setup, events, Math.floor(events.length / 2));
    if (middle.outcome) throw new Error(`${setup.seed}: over at its midpoint`);
    const seats = table.seats;
    const read = middle.views.map((view, seat): Reading => {
      const draws: Draw[] = [];
      for (const end of playedOutDraws({ engine, seat, seats, view, rng: analysisStream(setup.seed, middle.version, seat), budget: ANALYSIS_BUDGET })) {
        const outcome = engine.outcome(end);
        draws.push(outcome ? { share: outcomeShares(outcome, seats, sides)[seat] ?? 0 } : { estimate: estimateOf(engine, end) });
      }
      return { table: table.label, seat, seats, sides, draws, naive: 1 / sides.length, won: winners.includes(seat) ? 1 : 0 };
    });
    if (g < tables.length) {
      const analysed = analyseMoment(engine, seats, { ...middle, decision: undefined }, setup.seed, ANALYSIS_BUDGET, sides).winChance;
      if (JSON.stringify(read.map(calibrated(engine))) !== JSON.stringify(analysed)) throw new Error(`${setup.seed}: the recorded draws are not the analysis'`);
    }
    out.push(...read);
  }
  return out;
}

const brier = (rs: readonly Reading[], chance: (r: Reading) => number): number => rs.reduce((sum, r) => sum + (chance(r) - r.won) ** 2, 0) / rs.length;

/** Games, the Brier scores of the line, of the same draws uncalibrated and of the naive 1/sides, and the line's ratio to the naive (a markdown row's cells). */
function brierCells(engine: AnyEngine, rs: readonly Reading[], played: number): string {
  const line = brier(rs, calibrated(engine));
  const naive = brier(rs, (r) => r.naive);
  return `${played} | ${line.toFixed(4)} | ${brier(rs, uncalibrated).toFixed(4)} | ${naive.toFixed(4)} | ${(line / naive).toFixed(2)}`;
}

/** The temperatures tried: the R10 series (ten a decade, each about 1.26 times the last) from 0.1 to 100, in the estimate's units. */
const GRID = Array.from({ length: 31 }, (_, k) => Number((0.1 * 10 ** (k / 10)).toPrecision(2)));

/** The readings a fitted temperature is for: the free-for-all tables (every side one seat) or the team tables; a solo table keeps the reward. */
const GROUPS = {
  'free-for-all': (r: Reading) => r.sides.length > 1 && r.sides.every((side) => side.length === 1),
  teams: (r: Reading) => r.sides.some((side) => side.length > 1),
} as const;

interface Fit {
  group: keyof typeof GROUPS;
  readings: number;
  /** The Brier score at each temperature of GRID. */
  scores: number[];
  best: number;
  bestScore: number;
  uncalibratedScore: number;
}

/** The best temperature of the grid for each group the kind's fit readings hold. */
function fit(rs: readonly Reading[]): Fit[] {
  const fits: Fit[] = [];
  for (const [group, within] of Object.entries(GROUPS) as [keyof typeof GROUPS, (r: Reading) => boolean][]) {
    const at = rs.filter(within);
    if (!at.length) continue;
    const scores = GRID.map((t) => brier(at, (r) => chanceAt(r, t)));
    const k = scores.indexOf(Math.min(...scores));
    fits.push({ group, readings: at.length, scores, best: GRID[k] as number, bestScore: scores[k] as number, uncalibratedScore: brier(at, uncalibrated) });
  }
  return fits;
}

/**
 * A solo table's readings, which keep the reward (`squash`, reward.ts): its Brier score beside a constant (the fit
 * games' win rate) and beside the best logistic of the estimate, (estimate − threshold) / scale, over a grid, to
 * show what a solo calibration could add.
 */
function soloFit(rs: readonly Reading[]): string | undefined {
  const at = rs.filter((r) => r.sides.length === 1);
  if (!at.length) return undefined;
  const rate = at.reduce((sum, r) => sum + r.won, 0) / at.length;
  const logistic = (threshold: number, scale: number) => (r: Reading) =>
    r.draws.reduce((sum, d) => sum + ('share' in d ? d.share : 1 / (1 + Math.exp(-((d.estimate?.[0] ?? 0) - threshold) / scale))), 0) / r.draws.length;
  let best = { threshold: 0, scale: 0, score: Infinity };
  for (let threshold = 0; threshold <= 40; threshold++)
    for (const scale of GRID) {
      const score = brier(at, logistic(threshold, scale));
      if (score < best.score) best = { threshold, scale, score };
    }
  return `solo (${at.length} readings, kept uncalibrated): Brier ${brier(at, uncalibrated).toFixed(4)}; the win rate ${pct(rate)} as a constant ${brier(at, () => rate).toFixed(4)}; the best logistic, (estimate − ${best.threshold}) / ${best.scale}, ${best.score.toFixed(4)}.`;
}

/** The chance scale a fit gives a kind (its rules folder's chance-scale.ts): a temperature where it beats the reward, the team table's apart where it differs. */
function entryOf(fits: readonly Fit[]): ChanceScale | undefined {
  const free = fits.find((f) => f.group === 'free-for-all');
  const teams = fits.find((f) => f.group === 'teams');
  if (!free || free.bestScore >= free.uncalibratedScore) return undefined;
  return teams && teams.best !== free.best && teams.bestScore < teams.uncalibratedScore ? { temperature: free.best, teams: teams.best } : { temperature: free.best };
}

/**
 * How often the seats read at each level of chance won (a calibrated line wins as often as it says), with the
 * calibration and, beside, the same draws uncalibrated.
 */
const BINS = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1.0001];
function calibrationRows(rs: readonly Reading[], line: (r: Reading) => number): string[] {
  const rows = ['| chance read | readings | mean chance | won | uncalibrated: readings | mean chance | won |', '|---|---|---|---|---|---|---|'];
  const cells = (chance: (r: Reading) => number, low: number, high: number) => {
    const bin = rs.filter((r) => chance(r) >= low && chance(r) < high);
    const mean = (f: (r: Reading) => number) => (bin.length ? pct(bin.reduce((sum, r) => sum + f(r), 0) / bin.length) : '–');
    return `${bin.length} | ${mean(chance)} | ${mean((r) => r.won)}`;
  };
  for (let b = 0; b + 1 < BINS.length; b++) {
    const low = BINS[b] as number;
    const high = BINS[b + 1] as number;
    rows.push(`| ${pct(low).replace('.0', '')}–${pct(Math.min(1, high)).replace('.0', '')} | ${cells(line, low, high)} | ${cells(uncalibrated, low, high)} |`);
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
const uncommitted = execFileSync('git', ['status', '--porcelain', '--', '.'], { encoding: 'utf8' }).trim() !== '';
const began = new Date();
const loadBefore = load();
const out: string[] = [];
const brierRows: string[] = [];
const costRows: string[] = [];
const fitColumns: { label: string; scores: number[] }[] = [];
const fitLines: string[] = [];
for (const engine of chosen) {
  const tables = tablesOf(engine);
  const fitReadings = readings(engine, tables, 'fit:', fitGames);
  const fits = fit(fitReadings);
  for (const f of fits) {
    fitColumns.push({ label: `${engine.id}${f.group === 'teams' ? ' teams' : ''}`, scores: f.scores });
    fitLines.push(
      `- ${engine.id}, ${f.group} (${f.readings} readings): T = ${f.best}, Brier ${f.bestScore.toFixed(4)}; uncalibrated ${f.uncalibratedScore.toFixed(4)}.`,
    );
  }
  const solo = soloFit(fitReadings);
  if (solo) fitLines.push(`- ${engine.id}, ${solo}`);
  const entry = entryOf(fits);
  const now = engine.chanceScale;
  fitLines.push(
    `- ${engine.id}: the fit gives ${entry ? JSON.stringify(entry) : 'no entry (the reward is as good)'}; the engine's chanceScale (its chance-scale.ts) has ${now ? JSON.stringify(now) : 'none'}${JSON.stringify(entry) === JSON.stringify(now) ? ' (the same)' : ' (**differs**)'}.`,
  );
  if (values['fit-only']) continue;
  const read = readings(engine, tables, '', games);
  const line = calibrated(engine);
  brierRows.push(`| ${engine.id} | all: ${tables.map((t) => t.label).join(', ')} | ${brierCells(engine, read, games)} |`);
  for (const t of tables) {
    const at = read.filter((r) => r.table === t.label);
    brierRows.push(`| | ${t.label} | ${brierCells(engine, at, at.length / t.seats)} |`);
  }
  const c = cost(engine);
  costRows.push(`| ${engine.id} | ${c.seats} | ${c.seconds.length} | ${median(c.lengths)} | ${median(c.seconds).toFixed(1)} | ${c.seconds.map((s) => s.toFixed(1)).join(', ')} |`);
  const t = thresholds(engine, tables);
  out.push(`### ${engine.id}`, '', `The line at the midpoint by the chance it read (${read.length} readings):`, '', ...calibrationRows(read, line), '');
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
console.log(`\`npm run analysis-figures -w @turnpost/bots -- ${process.argv.slice(2).join(' ')}\`, commit ${commit}${uncommitted ? ' with uncommitted changes in packages/bots' : ''}, began ${began.toISOString()}, took ${minutes} min; 1/5/15-minute load ${loadBefore} before, ${load()} after, 1-minute load ${(loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)).toFixed(1)} on average during it (most ${Math.max(0, ...loads).toFixed(1)}). Budget ${JSON.stringify(ANALYSIS_BUDGET)}.\n`);
console.log(`### The calibration's fit (${fitGames} games of easy bots a kind, seeds analysis-figures:fit:<kind>:<g>)\n`);
console.log('The Brier score of the midpoint line at each temperature T (in each kind’s estimate units), the free-for-all tables and the team tables apart (a solo table keeps the reward):\n');
console.log(`| T | ${fitColumns.map((c) => c.label).join(' | ')} |\n|---|${'---|'.repeat(fitColumns.length)}`);
for (const [k, t] of GRID.entries()) {
  const cells = fitColumns.map((c) => {
    const score = c.scores[k] as number;
    return score === Math.min(...c.scores) ? `**${score.toFixed(4)}**` : score.toFixed(4);
  });
  console.log(`| ${t} | ${cells.join(' | ')} |`);
}
console.log(`\n${fitLines.join('\n')}`);
if (values['fit-only']) process.exit(0);
console.log('\n### The line at the midpoint, against the results (Brier score; lower is better)\n');
console.log(`Other games than the fit's (seeds analysis-figures:<kind>:<g>), read with the kinds' chance scales as they are; "uncalibrated": the same draws read by the bots' reward.\n`);
console.log('| kind | table (seats) | games | Brier | uncalibrated | naive 1/sides | ratio |\n|---|---|---|---|---|---|---|');
console.log(brierRows.join('\n'));
console.log('\n### A full analysis’s CPU at the largest table\n');
console.log('| kind | seats | games | events (median) | CPU s (median) | each |\n|---|---|---|---|---|---|');
console.log(costRows.join('\n'));
console.log('\n' + out.join('\n'));
