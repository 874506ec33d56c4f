/**
 * How fast Civ Builder replays (issue 14's targets): `npx tsx scripts/civ-measure.ts [games per table] [name=dir …]`.
 * Per table, random complete games (core's uniform `randomPlayout`, and the purposeful bot of civ-builder/playouts.ts):
 * events per game, each game's full replay (median of several runs), µs per event, the longest game from nothing,
 * and a seat's `view` + `choices` (and `view` + `legalActions`) at sampled states. Medians throughout: the machine is
 * noisy. To compare engines in one run, name copies of the rules folder (each `dir` holds `packages/rules/src`, e.g.
 * a `git archive` of an older commit): `before=/tmp/old now=.`; their runs are interleaved.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AnyEngine } from '../src/core/engine.ts';
import { type ActionEvent, type GameSetup, aloud, randomPlayout } from '../src/core/index.ts';
import { civBuilder } from '../src/civ-builder/index.ts';
import { botPlayout } from '../src/civ-builder/playouts.ts';

const GAMES = Number(process.argv[2] ?? 20);
const RUNS = 7;

interface Engine {
  name: string;
  game: AnyEngine;
  replay: (game: AnyEngine, setup: GameSetup, events: readonly ActionEvent[]) => unknown;
  initialState: (game: AnyEngine, setup: GameSetup) => unknown;
}

async function load(name: string, dir: string): Promise<Engine> {
  const root = existsSync(resolve(dir, 'src/core')) ? resolve(dir) : resolve(dir, 'packages/rules');
  const core = await import(`${root}/src/core/index.ts`);
  const { civBuilder: game } = await import(`${root}/src/civ-builder/index.ts`);
  return { name, game, replay: core.replay, initialState: core.initialState };
}

const specs = process.argv.slice(3).map((s) => ({ name: s.split('=')[0] ?? s, dir: s.split('=')[1] ?? '.' }));
const engines = await Promise.all((specs.length > 0 ? specs : [{ name: 'now', dir: '.' }]).map((s) => load(s.name, s.dir)));

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

/** For each engine, the median over `runs` of one game's full replay in ms (engines interleaved run by run). */
function replayMs(g: Played, runs = RUNS): number[] {
  const times = engines.map(() => [] as number[]);
  for (let r = 0; r < runs; r++) engines.forEach((e, i) => times[i]?.push(timeOnce(() => e.replay(e.game, g.setup, g.events))));
  return times.map(median);
}

/** view + choices (or legalActions) of the awaited seats at every 5th state of a game, in µs each. */
function seatTimes(e: Engine, g: Played, ask: 'choices' | 'legalActions'): number[] {
  const out: number[] = [];
  let state = e.initialState(e.game, g.setup);
  g.events.forEach((ev, i) => {
    if (i % 5 === 0)
      for (const seat of e.game.awaiting(state) as number[]) {
        const ms = median(
          Array.from({ length: 3 }, () =>
            timeOnce(() => {
              e.game.view(state, seat);
              if (ask === 'choices') e.game.choices?.(state, seat);
              else e.game.legalActions(state, seat);
            }),
          ),
        );
        out.push(ms * 1000);
      }
    const next = e.game.apply(state, ev.seat, ev.action, aloud);
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
  console.log('table    engine  | events med/max | replay med / p99 ms | µs/event med (all) | view+choices med µs | view+legal med µs');
  for (const t of TABLES) {
    const games = gamesOf(kind, t.seats, t.teams);
    const lengths = games.map((g) => g.events.length);
    const perGame = games.map((g) => replayMs(g));
    for (const g of games) if (!longest || g.events.length > longest.events.length) longest = g;
    engines.forEach((e, k) => {
      const ms = perGame.map((times) => times[k] ?? 0);
      const perEvent = games.map((g, i) => ((ms[i] ?? 0) * 1000) / g.events.length);
      const all = (ms.reduce((a, b) => a + b, 0) * 1000) / lengths.reduce((a, b) => a + b, 0);
      const sample = games.slice(0, 5);
      const vc = median(sample.flatMap((g) => seatTimes(e, g, 'choices')));
      const vl = median(sample.flatMap((g) => seatTimes(e, g, 'legalActions')));
      console.log(
        `${t.label.padEnd(8)} ${e.name.padEnd(7)} | ${median(lengths)} / ${Math.max(...lengths)}`.padEnd(34) +
          `| ${median(ms).toFixed(2)} / ${quantile(ms, 0.99).toFixed(2)}`.padEnd(22) +
          `| ${median(perEvent).toFixed(2)} (${all.toFixed(2)})`.padEnd(21) +
          `| ${vc.toFixed(1)}`.padEnd(22) +
          `| ${vl.toFixed(1)}`,
      );
    });
  }
}
if (longest) {
  const g = longest;
  const ms = replayMs(g, 31);
  engines.forEach((e, k) =>
    console.log(
      `longest game, ${e.name}: ${g.events.length} events (${g.setup.seed}), full replay ${(ms[k] ?? 0).toFixed(2)} ms (median of 31), ${(((ms[k] ?? 0) * 1000) / g.events.length).toFixed(2)} µs/event`,
    ),
  );
}
