/**
 * `npm run ceiling -w @turnpost/bots -- --game <kind> --seats <n> [--games 60] [--iterations n] [--against random]
 * [--knowing-random]`: how far any bot could go at a table, whatever it knew. One seat (rotating) searches as hard
 * does, but every determinization is the true state: it sees every hidden card, which no bot at a table ever does.
 * With `--knowing-random` (against random only) it also knows the others play uniformly at random: their actions are
 * chance draws in its tree and its playouts, not a rival's best replies, so with enough iterations its win share nears
 * the best that search can reach against that table. Its win share bounds what an honest bot of that budget and that
 * judgement (the kind's estimate, playouts and search shape, `budgetFor`) can reach: more search alone would not pass
 * it, but a better judgement can. Arquetect at 6 seats against random was the lesson: the all-seeing search with the
 * old judgement won 81.8% of 200 games, and hard, honest, with an estimate that counts a seat's turns still to come
 * and a trade on the table as it would likely end, 98.5% (docs/bot-targets.md). Research only: a tool outside src/, which the honesty test keeps from any hidden state.
 */
import { parseArgs } from 'node:util';
import { type AnyEngine, engineFor, fold, opening } from '@turnpost/rules';
import { chooseMove, randomAction } from '../src/choose-move.ts';
import { budgetFor, isLevel } from '../src/level.ts';
import { wilson } from '../src/statistics.ts';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    seats: { type: 'string' },
    games: { type: 'string', default: '60' },
    iterations: { type: 'string' },
    against: { type: 'string', default: 'random' },
    'knowing-random': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`ceiling: ${message}`);
  process.exit(2);
}

const engine: AnyEngine = engineFor(values.game ?? '') ?? fail(`unknown --game ${JSON.stringify(values.game ?? '')}`);
const seats = Number(values.seats ?? engine.seats.min);
const games = Number(values.games);
const hard = budgetFor(engine, 'hard');
const budget = { ...hard, iterations: Number(values.iterations ?? hard.iterations) };
const against = values.against ?? 'random';
if (against !== 'random' && !isLevel(against)) fail('--against takes random, easy, medium or hard');
const othersAtRandom = values['knowing-random'] ?? false;
if (othersAtRandom && against !== 'random') fail('--knowing-random goes with --against random');

let credit = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seeing = g % seats;
  let state = opening(engine, { seats, options: {}, seed: `ceiling:${g}` }).state;
  for (let events = 0; ; events++) {
    const seat = engine.awaiting(state)[0];
    if (seat === undefined) break;
    const legalActions = engine.legalActions(state, seat);
    const view = engine.view(state, seat);
    const seed = `ceiling:${g}:${events}`;
    let action: unknown;
    if (seat === seeing) {
      const truth = state;
      const allSeeing = { ...engine, determinize: () => structuredClone(truth) };
      action = chooseMove({ engine: allSeeing, seat, seats, view, legalActions, level: 'hard', seed, budget, othersAtRandom });
    } else if (against === 'random') action = randomAction(legalActions, seed);
    else action = chooseMove({ engine, seat, seats, view, legalActions, level: against as 'easy', seed });
    state = fold(engine, state, [{ seat, action }]);
  }
  const outcome = engine.outcome(state) ?? fail(`game ${g} ended without an outcome`);
  if (outcome.winners.includes(seeing)) credit += 1 / outcome.winners.length;
}
const [low, high] = wilson(credit, games);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(
  `${engine.title}, ${seats} seats, ${games} games: an all-seeing search of ${budget.iterations} iterations${othersAtRandom ? ' that knows the others play at random' : ''} against ${against} wins ${pct(credit / games)} (${pct(low)}–${pct(high)}), ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
