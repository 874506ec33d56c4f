/**
 * `npx tsx scripts/civ-measure.ts [games per table]`: how fast Civ Builder replays (issue 14's targets). Per table,
 * random complete games (core's uniform `randomPlayout`, and the purposeful bot of civ-builder/playouts.ts): events
 * per game, the full replay of each game (median of several runs), µs per event, the longest game from nothing, and a
 * seat's `view` + `choices` (and `view` + `legalActions`) at sampled states. Medians throughout: the machine is noisy.
 */
import { performance } from 'node:perf_hooks';
import { type ActionEvent, type GameSetup, initialState, randomPlayout, replay } from '../src/core/index.ts';
import { civBuilder } from '../src/civ-builder/index.ts';
import { botPlayout } from '../src/civ-builder/playouts.ts';
import type { CivState } from '../src/civ-builder/state.ts';

const GAMES = Number(process.argv[2] ?? 20);
const RUNS = 7;

interface Played {
  setup: GameSetup;
  events: ActionEvent[];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};

function timeOnce(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

/** The median over RUNS of one game's full replay, in ms. */
const replayMs = (g: Played, runs = RUNS): number =>
  median(Array.from({ length: runs }, () => timeOnce(() => replay(civBuilder, g.setup, g.events))));

/** view + choices (or legalActions) of the awaited seats at every 5th state of a game, in µs each. */
function seatTimes(g: Played, ask: 'choices' | 'legalActions'): number[] {
  const out: number[] = [];
  let state = initialState<CivState>(civBuilder, g.setup);
  g.events.forEach((e, i) => {
    if (i % 5 === 0)
      for (const seat of civBuilder.awaiting(state)) {
        const ms = median(
          Array.from({ length: 3 }, () =>
            timeOnce(() => {
              civBuilder.view(state, seat);
              if (ask === 'choices') civBuilder.choices?.(state, seat);
              else civBuilder.legalActions(state, seat);
            }),
          ),
        );
        out.push(ms * 1000);
      }
    const next = civBuilder.apply(state, e.seat, e.action as never);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  });
  return out;
}

const TABLES = [
  { label: '2 seats', seats: 2, teams: false },
  { label: '3 seats', seats: 3, teams: false },
  { label: '4 seats', seats: 4, teams: false },
  { label: 'teams', seats: 4, teams: true },
];

function gamesOf(kind: 'random' | 'bot', seats: number, teams: boolean): Played[] {
  return Array.from({ length: GAMES }, (_, i) => {
    const seed = `measure:${kind}:${seats}:${teams}:${i}`;
    const setup = { seats, options: { teams }, seed };
    const events =
      kind === 'random'
        ? randomPlayout(civBuilder, { seats, options: { teams }, seed, maxActions: 5000 }).events
        : botPlayout(seats, teams, seed).events;
    return { setup, events };
  });
}

// warm the JIT on a few games first, so the first table is not penalised
for (const g of gamesOf('random', 2, false).slice(0, 5)) replayMs(g, 3);

let longest: Played | null = null;
for (const kind of ['random', 'bot'] as const) {
  console.log(`\n${kind} games, ${GAMES} per table (replay: median of ${RUNS} runs per game)`);
  console.log('table    | events med/max | replay med / p99 ms | µs/event med (all) | view+choices med µs | view+legal med µs');
  for (const t of TABLES) {
    const games = gamesOf(kind, t.seats, t.teams);
    const lengths = games.map((g) => g.events.length);
    const ms = games.map((g) => replayMs(g));
    const perEvent = games.map((g, i) => ((ms[i] ?? 0) * 1000) / g.events.length);
    const all = (ms.reduce((a, b) => a + b, 0) * 1000) / lengths.reduce((a, b) => a + b, 0);
    const sample = games.slice(0, 5);
    const vc = median(sample.flatMap((g) => seatTimes(g, 'choices')));
    const vl = median(sample.flatMap((g) => seatTimes(g, 'legalActions')));
    for (const g of games) if (!longest || g.events.length > longest.events.length) longest = g;
    console.log(
      `${t.label.padEnd(8)} | ${median(lengths)} / ${Math.max(...lengths)}`.padEnd(26) +
        `| ${median(ms).toFixed(2)} / ${quantile(ms, 0.99).toFixed(2)}`.padEnd(22) +
        `| ${median(perEvent).toFixed(2)} (${all.toFixed(2)})`.padEnd(21) +
        `| ${vc.toFixed(1)}`.padEnd(22) +
        `| ${vl.toFixed(1)}`,
    );
  }
}
if (longest) {
  const g = longest;
  const ms = replayMs(g, 31);
  console.log(`\nlongest game: ${g.events.length} events (${g.setup.seed}), full replay ${ms.toFixed(2)} ms (median of 31), ${((ms * 1000) / g.events.length).toFixed(2)} µs/event`);
}
