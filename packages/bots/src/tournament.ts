import { type AnyEngine, fold, opening, type Outcome, type Seat } from '@turnpost/rules';
import { chooseMove, randomAction } from './choose-move.ts';
import { type Budget, isLevel, type Level } from './level.ts';

/** A tournament player: a bot level, or `random` (uniform among the legal actions, the baseline). */
export type Player = Level | 'random';

export function isPlayer(value: string): value is Player {
  return value === 'random' || isLevel(value);
}

export interface TournamentSpec {
  engine: AnyEngine;
  seats: number;
  options: unknown;
  /** Who plays, seat by seat in the first game; each next game rotates them one seat on. */
  players: readonly Player[];
  games: number;
  /** Names the games: the same spec and seed play the same games. */
  seed: string;
  /** A level's budget in place of its own (experiments: a search's size or shape tried against the others). */
  budgets?: Partial<Record<Level, Budget>>;
  /** What to note of each seat in a finished game (a report's tooling: it reads the whole final state). */
  notice?: (state: unknown, outcome: Outcome) => string[][];
}

export interface GameRecord {
  /** The player at each seat. */
  players: Player[];
  /** Win credit per seat: 1 for a sole winner, 1/k each for k winners. */
  credit: number[];
  scores: number[];
  events: number;
  /** Milliseconds per decision, by seat (decisions with a choice only). */
  decisionMs: number[][];
  /** The first player: the first seat awaited alone (after any simultaneous setup), if one was. */
  firstSeat: Seat | undefined;
  /** What `notice` noted of each seat. */
  noted: string[][];
}

/** One game of the tournament: every decision through `chooseMove` (or the random baseline), the state never shown. */
export function playGame(spec: TournamentSpec, index: number, clock: () => number): GameRecord {
  const { engine, seats } = spec;
  const players = Array.from({ length: seats }, (_, s) => spec.players[(s + index) % spec.players.length] as Player);
  let state = opening(engine, { seats, options: spec.options, seed: `${spec.seed}:game:${index}` }).state;
  let firstSeat: Seat | undefined;
  const decisionMs: number[][] = players.map(() => []);
  let events = 0;
  for (;;) {
    const awaited: Seat[] = engine.awaiting(state);
    if (firstSeat === undefined && awaited.length === 1) firstSeat = awaited[0];
    const seat = awaited[0];
    if (seat === undefined) break;
    const legalActions = engine.legalActions(state, seat);
    const view = engine.view(state, seat);
    const player = players[seat] as Player;
    const seed = `${spec.seed}:${index}:${events}`;
    const started = clock();
    const action =
      player === 'random'
        ? randomAction(legalActions, seed)
        : chooseMove({ engine, seat, seats, view: structuredClone(view), legalActions, level: player, seed, budget: spec.budgets?.[player] });
    if (legalActions.length > 1) decisionMs[seat]?.push(clock() - started);
    state = fold(engine, state, [{ seat, action }]);
    events++;
    if (events > 100_000) throw new Error(`${engine.id}: game ${index} did not end`);
  }
  const outcome = engine.outcome(state);
  if (!outcome) throw new Error(`${engine.id}: game ${index} stopped without an outcome`);
  const credit = new Array<number>(seats).fill(0);
  for (const w of outcome.winners) credit[w] = 1 / outcome.winners.length;
  const scores = new Array<number>(seats).fill(0);
  for (const r of outcome.seats) scores[r.seat] = r.score;
  const noted = spec.notice?.(state, outcome) ?? players.map(() => []);
  return { players, credit, scores, events, decisionMs, firstSeat, noted };
}
