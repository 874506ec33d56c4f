import { type AnyEngine, Rng, type Seat } from '@turnpost/rules';
import { canDeterminize } from './determinize.ts';
import { greedy } from './greedy.ts';
import { search } from './ismcts.ts';
import { type Budget, budgetFor, type Level } from './level.ts';

/** Everything a bot decides from: never a game state. */
export interface DecisionRequest {
  /** The engine of the game's kind at the game's rules version. */
  engine: AnyEngine;
  seat: Seat;
  /** How many seats the game has. */
  seats: number;
  /** The seat's view, as the engine's `view(state, seat)` gives it. */
  view: unknown;
  /** The seat's legal actions now, as the engine's `legalActions(state, seat)` lists them. */
  legalActions: readonly unknown[];
  level: Level;
  /** Any string; the same request with the same seed gives the same action. */
  seed: string;
  /** Overrides the level's budget (experiments; a server keeps to the levels). */
  budget?: Budget;
  /**
   * Called between search iterations: a host may block in it to give the CPU to other work for a while (a Node
   * server holds its thinking threads while people's requests are in flight). It changes nothing decided.
   */
  pause?: () => void;
  /**
   * Research only (the ceiling tool, never a table): the other seats are known to play uniformly at random, so the
   * search draws their actions as a random player would instead of searching them as rivals.
   */
  othersAtRandom?: boolean;
}

/**
 * One of `legalActions`, chosen at `level`: a pure function of the request (kind, rules version, view, legal actions,
 * level, seed), so a server may retry a bot's move and get the same one.
 */
export function chooseMove(request: DecisionRequest): unknown {
  const { engine, seat, seats, view, legalActions, level } = request;
  if (legalActions.length === 0) throw new Error(`seat ${seat} has no legal action to choose from`);
  if (legalActions.length === 1) return legalActions[0];
  if (!canDeterminize(engine)) throw new Error(`${engine.id} cannot draw a state from a seat's view yet`);
  const rng = Rng.fromSeed(`bot:${engine.id}:v${engine.rulesVersion}:${level}:${request.seed}`);
  const budget = request.budget ?? budgetFor(engine, level);
  if (budget.iterations === 0) {
    const { samples, tolerance = 0 } = budget;
    // the easy level judges as a beginner would, where the kind says how (`noviceEstimate`); another level given a
    // one-step budget (a trial's) keeps the kind's estimate
    const novice = level === 'easy' ? engine.noviceEstimate : undefined;
    const judging = novice ? { ...engine, estimate: novice } : engine;
    return greedy({ engine: judging, seat, seats, view, legalActions, samples, tolerance, rng });
  }
  return search({ engine, seat, seats, view, legalActions, budget, rng, pause: request.pause, othersAtRandom: request.othersAtRandom });
}

/** A uniformly random legal action (the baseline a tournament measures bots against). */
export function randomAction(legalActions: readonly unknown[], seed: string): unknown {
  if (legalActions.length === 0) throw new Error('no legal action to choose from');
  return legalActions[Rng.fromSeed(`random:${seed}`).int(0, legalActions.length - 1)];
}
