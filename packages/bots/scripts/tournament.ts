/**
 * `npm run tournament -w @turnpost/bots -- --game <kind> --seats <n> --bots hard,random[,…] [--games 200]
 * [--options '{"teams":true}'] [--seed s] [--hard-budget '{"iterations":600}'] [--json]`: complete games through the rules (no HTTP), the players rotating
 * one seat on each game; prints each player's win share with its 95% interval, mean score, ms per decision (median,
 * p95) and the games' median length. `--bots` names a player per seat (a shorter list repeats its last entry).
 * `--hard-budget` changes the hard bot's search for a trial (fields of `Budget` over the kind's own), never a table's.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { engineFor } from '@turnpost/rules';
import { eventsMedian, standings } from '../src/standings.ts';
import { isPlayer, type Player, playGame } from '../src/tournament.ts';
import { type Budget, budgetFor } from '../src/level.ts';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    seats: { type: 'string' },
    bots: { type: 'string' },
    games: { type: 'string', default: '200' },
    options: { type: 'string', default: '{}' },
    seed: { type: 'string', default: 'tournament' },
    'hard-budget': { type: 'string' },
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
const records = [];
for (let g = 0; g < games; g++) {
  records.push(playGame(spec, g, () => performance.now()));
  if (!values.json && process.stderr.isTTY) process.stderr.write(`\r${g + 1}/${games}`);
}
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
