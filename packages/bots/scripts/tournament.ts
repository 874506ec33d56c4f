/**
 * `npm run tournament -w @turnpost/bots -- --game <kind> --seats <n> --bots hard,random[,…] [--games 200]
 * [--options '{"teams":true}'] [--seed s] [--hard-budget '{"iterations":600}'] [--records file.jsonl] [--jobs n] [--json]`:
 * complete games through the rules (no HTTP), the players rotating one seat on each game; prints each player's win
 * share with its 95% interval, mean score, ms per decision (median, p95) and the games' median length. `--bots` names
 * a player per seat (a shorter list repeats its last entry). `--hard-budget` changes the hard bot's search for a trial
 * (fields of `Budget` over the kind's own), never a table's. `--records` keeps each game as it ends and goes on from
 * the games a file already has (kept-games.ts); `--jobs n` plays the games in n processes (one a core), each taking
 * every n-th game, so the same games are played whatever n is.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { engineFor } from '@turnpost/rules';
import { eventsMedian, standings } from '../src/standings.ts';
import { type GameRecord, isPlayer, type Player, playGame } from '../src/tournament.ts';
import { type Budget, budgetFor } from '../src/level.ts';
import { keepGame, keptGames } from './kept-games.ts';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    seats: { type: 'string' },
    bots: { type: 'string' },
    games: { type: 'string', default: '200' },
    options: { type: 'string', default: '{}' },
    seed: { type: 'string', default: 'tournament' },
    'hard-budget': { type: 'string' },
    records: { type: 'string' },
    jobs: { type: 'string', default: '1' },
    /** Internal: this process is job k of n (`k/n`) and plays games k, k+n, k+2n, … into `--records`. */
    part: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`tournament: ${message}`);
  process.exit(2);
}

const engine = engineFor(values.game ?? '') ?? fail(`unknown --game ${JSON.stringify(values.game ?? '')}`);
const seats = Number(values.seats ?? engine.seats.min);
if (!Number.isInteger(seats) || seats < engine.seats.min || seats > engine.seats.max)
  fail(`${engine.title} seats ${engine.seats.min} to ${engine.seats.max} players`);
const named = (values.bots ?? 'hard,random').split(',').map((b) => b.trim());
for (const b of named) if (!isPlayer(b)) fail(`unknown bot ${JSON.stringify(b)} (easy, medium, hard or random)`);
const players = Array.from({ length: seats }, (_, s) => (named[s] ?? named.at(-1)) as Player);
const options = JSON.parse(values.options) as unknown;
const parsed = engine.parseOptions(options, seats);
if (!parsed.ok) fail(parsed.error.message);
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) fail('--games takes a whole number');

const hardBudget = values['hard-budget'] === undefined ? undefined : (JSON.parse(values['hard-budget']) as Partial<Budget>);
const budgets = hardBudget ? { hard: { ...budgetFor(engine, 'hard'), ...hardBudget } } : undefined;
const spec = { engine, seats, options, players, games, seed: values.seed, budgets };
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) fail('--jobs takes a whole number');
const [part, parts] = (values.part ?? '0/1').split('/').map(Number) as [number, number];
const file = values.records ?? (jobs > 1 ? join(mkdtempSync(join(tmpdir(), 'tournament-')), 'games.jsonl') : undefined);
const key = JSON.stringify({ game: engine.id, seats, options, players, seed: values.seed, hardBudget });
/** The games `--records` already holds (none without it). */
function keptSoFar(): Map<number, GameRecord> {
  try {
    return file ? keptGames(file, key) : new Map();
  } catch (error) {
    return fail((error as Error).message);
  }
}
const kept = keptSoFar();

if (jobs > 1 && values.part === undefined) {
  // the jobs play into one file; this process then reads it whole
  const script = process.argv[1] as string;
  const args = [...process.argv.slice(2).filter((a, i, all) => a !== '--jobs' && all[i - 1] !== '--jobs'), '--records', file as string];
  const codes = await Promise.all(
    Array.from({ length: jobs }, (_, k) =>
      new Promise<number>((done) =>
        spawn(process.execPath, [...process.execArgv, script, ...args, '--part', `${k}/${jobs}`], { stdio: ['ignore', 'ignore', 'inherit'] })
          .on('exit', (code) => done(code ?? 1)),
      ),
    ),
  );
  if (codes.some((c) => c !== 0)) fail(`a job failed (exit codes ${codes.join(', ')})`);
} else {
  for (let g = part; g < games; g += parts) {
    if (kept.has(g)) continue;
    const record = playGame(spec, g, () => performance.now());
    kept.set(g, record);
    if (file) keepGame(file, key, g, record);
    if (!values.json && process.stderr.isTTY) process.stderr.write(`\r${kept.size}/${games}`);
  }
  if (values.part !== undefined) process.exit(0);
}
const all = file ? keptSoFar() : kept;
const records = Array.from({ length: games }, (_, g) => all.get(g) ?? fail(`game ${g} was not played`));
const table = standings(records);
const result = { game: engine.id, seats, options, games, eventsMedian: eventsMedian(records), bots: table };
if (values.json) console.log(JSON.stringify(result));
else {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`\n${engine.title}, ${seats} seats, ${games} games, ${JSON.stringify(options)}; median ${result.eventsMedian} events a game`);
  console.log('player  seats  win share  95% interval     mean score  ms/decision median  p95');
  for (const s of table)
    console.log(
      `${s.level.padEnd(7)} ${String(s.seatsHeld).padStart(5)}  ${pct(s.winShare).padStart(9)}  ${pct(s.winShareLow).padStart(6)}–${pct(s.winShareHigh).padEnd(7)}  ${s.meanScore.toFixed(1).padStart(10)}  ${s.msPerDecisionMedian.toFixed(2).padStart(18)}  ${s.msPerDecisionP95.toFixed(2)}`,
    );
}
