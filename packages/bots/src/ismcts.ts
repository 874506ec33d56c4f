import { type AnyEngine, canonicalJson, type Rng, type Seat } from '@turnpost/rules';
import type { DeterminizingEngine } from './determinize.ts';
import { bestOf, MAX_WEIGHED, oneStepValues } from './greedy.ts';
import type { Budget } from './level.ts';
import { rewards } from './reward.ts';
import { actorOf, step, turnBegins } from './step.ts';
import { Edge, mostVisited, TreeNode } from './tree.ts';

const EXPLORATION = 0.7;

/** How many children a node visited `visits` times may have (progressive widening: 2·√visits, at least 2). */
export const widthFor = (visits: number): number => Math.max(2, Math.ceil(2 * Math.sqrt(visits)));

export interface SearchInput {
  engine: DeterminizingEngine;
  seat: Seat;
  seats: number;
  view: unknown;
  /** The seat's legal actions as it was given them: the search chooses among exactly these. */
  legalActions: readonly unknown[];
  budget: Budget;
  rng: Rng;
  /** Called before each iteration (`DecisionRequest.pause`). */
  pause?: () => void;
  /** `DecisionRequest.othersAtRandom`: the other seats' actions are drawn uniformly, in the tree and in playouts. */
  othersAtRandom?: boolean;
}

/**
 * Chooses one of `legalActions` by SO-ISMCTS: every iteration draws a state the seat cannot tell from the truth
 * (`determinize`), descends the tree by UCB among the actions legal in that state, expands one untried action,
 * plays on at random for at most `playoutDepth` actions, and credits each actor on the way with its reward.
 */
export function search(input: SearchInput): unknown {
  return mostVisited(searchRoot(input).edges.values())?.action ?? input.legalActions[0];
}

/** The root of `search`'s tree once its iterations are spent: each legal action it tried as an edge (the analysis reads them). */
export function searchRoot(input: SearchInput): TreeNode {
  const { engine, seat, seats, view, budget, rng } = input;
  const root = new TreeNode();
  const rootKeys = input.legalActions.map(canonicalJson);
  if (budget.rootPrior) seedRoot(root, input, rootKeys, budget.rootPrior);
  for (let i = 0; i < budget.iterations; i++) {
    if (decided(root, budget.iterations - i)) break;
    input.pause?.();
    let state = engine.determinize(view, seat, rng);
    let node = root;
    const path: { edge: Edge; actor: Seat }[] = [];
    let awaited: readonly Seat[] | undefined; // the seats awaited before the last step
    let turnsEnded = 0;
    for (;;) {
      const next = engine.awaiting(state);
      if (awaited && turnBegins(awaited, next)) turnsEnded++;
      awaited = next;
      const actor = actorOf(awaited, seat);
      if (actor === undefined) break;
      const atRoot = node === root;
      const legal = atRoot ? input.legalActions : engine.legalActions(state, actor);
      // below the root every action comes from the engine, always built in the same key order: JSON.stringify keys
      // them (several times faster than the canonical form the root needs for a caller's list)
      const keys = atRoot ? rootKeys : legal.map((a) => JSON.stringify(a));
      if (input.othersAtRandom && actor !== seat) {
        // a chance node: the other seat plays as a random player would, and the search goes on below its draw
        const k = rng.int(0, legal.length - 1);
        const key = keys[k] as string;
        const edge = node.edges.get(key) ?? new Edge(legal[k]);
        node.edges.set(key, edge);
        node.visits++;
        state = step(engine, state, actor, edge.action);
        path.push({ edge, actor });
        node = edge.child;
        continue;
      }
      const untried: number[] = [];
      let best: Edge | undefined;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < keys.length; k++) {
        const edge = node.edges.get(keys[k] as string);
        if (!edge) {
          untried.push(k);
          continue;
        }
        edge.available++;
        const value = edge.ucb(budget.exploration ?? EXPLORATION);
        if (value > bestValue) {
          bestValue = value;
          best = edge;
        }
      }
      // progressive widening: a node tries a new action only while it has few children for its visits, so a wide
      // step (hundreds of gifts or buys) is searched deeply among some actions rather than thinly among all
      if (untried.length > 0 && (!best || node.edges.size < widthFor(node.visits))) {
        const k = untried[rng.int(0, untried.length - 1)] as number;
        const action = legal[k];
        const edge = new Edge(action);
        edge.available++;
        node.edges.set(keys[k] as string, edge);
        node.visits++;
        state = step(engine, state, actor, action);
        path.push({ edge, actor });
        break;
      }
      if (!best) break;
      node.visits++;
      state = step(engine, state, actor, best.action);
      path.push({ edge: best, actor });
      node = best.child;
    }
    if (awaited && turnBegins(awaited, engine.awaiting(state))) turnsEnded++; // the step the descent expanded last
    state = playout(engine, state, seat, budget.playoutDepth, rng, {
      greedySeats: budget.greedyPlayouts ? seats : undefined,
      toTurnEnd: budget.playoutToTurnEnd,
      turnsLeft: budget.horizonTurns === undefined ? undefined : budget.horizonTurns - turnsEnded,
      othersAtRandom: input.othersAtRandom,
    });
    const reward = rewards(engine, state, seats);
    for (const { edge, actor } of path) {
      edge.visits++;
      edge.total += reward[actor] ?? 0;
    }
  }
  return root;
}

/** Draws for the one-step look that seeds the root (`Budget.rootPrior`). */
const PRIOR_SAMPLES = 2;

/**
 * Progressive bias at the root: every legal action starts as an edge with `prior` visits at its one-step value (the
 * look the easy bot takes, over a few drawn states), so the search spends its iterations refining the actions that
 * look best now instead of a random few, and a deeper look overrules the first one only with evidence.
 */
function seedRoot(root: TreeNode, input: SearchInput, keys: readonly string[], prior: number): void {
  const { engine, seat, seats, view, legalActions, rng } = input;
  const drawn = Array.from({ length: PRIOR_SAMPLES }, () => engine.determinize(view, seat, rng));
  const values = oneStepValues(engine, seat, seats, drawn, legalActions);
  legalActions.forEach((action, k) => {
    const edge = new Edge(action);
    edge.visits = prior;
    edge.available = prior;
    edge.total = prior * (values[k] as number);
    root.edges.set(keys[k] as string, edge);
    root.visits += prior;
  });
}

/**
 * Whether the most visited action at the root can no longer be overtaken in the `left` iterations: the search stops
 * there, choosing what it would have chosen anyway (counted, so still a pure function of its inputs).
 */
function decided(root: TreeNode, left: number): boolean {
  let first = 0;
  let second = 0;
  for (const e of root.edges.values()) {
    if (e.visits > first) [first, second] = [e.visits, first];
    else if (e.visits > second) second = e.visits;
  }
  return first - second > left;
}

/** One of `legal` at random, weighed by the kind's `playoutWeight` where it has one. */
function pick(engine: AnyEngine, state: unknown, legal: readonly unknown[], rng: Rng): unknown {
  if (!engine.playoutWeight) return legal[rng.int(0, legal.length - 1)];
  const weights = legal.map((a) => engine.playoutWeight?.(state, a) ?? 1);
  let x = (rng.next() / 2 ** 32) * weights.reduce((sum, w) => sum + w, 0);
  for (let i = 0; i < legal.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return legal[i];
  }
  return legal[legal.length - 1];
}

/**
 * Actions of whoever is awaited, at most `depth` of them: at random, weighed by the kind's `playoutWeight`; or, given
 * the seat count (`greedySeats`, for `Budget.greedyPlayouts`), each actor's best one-step move as the easy bot sees it
 * (a rollout the search then improves on; unlike the easy bot, it takes the best, never a near tie). With `toTurnEnd`
 * it stops where the first actor's turn ends, so every playout is scored at a turn's end (`Budget.playoutToTurnEnd`);
 * with `turnsLeft`, where that many more turns have ended (`Budget.horizonTurns`, less those the descent saw end).
 */
export function playout(
  engine: AnyEngine,
  start: unknown,
  seat: Seat,
  depth: number,
  rng: Rng,
  shape: { greedySeats?: number; toTurnEnd?: boolean; turnsLeft?: number; othersAtRandom?: boolean } = {},
): unknown {
  const { greedySeats, toTurnEnd, othersAtRandom } = shape;
  let turnsLeft = shape.turnsLeft ?? Number.POSITIVE_INFINITY;
  let state = start;
  let first: Seat | undefined;
  let before: readonly Seat[] | undefined;
  for (let d = 0; d < depth && turnsLeft > 0; d++) {
    const awaited = engine.awaiting(state);
    if (before && turnBegins(before, awaited) && --turnsLeft <= 0) break;
    before = awaited;
    const actor = actorOf(awaited, seat);
    if (actor === undefined) break;
    first ??= actor;
    if (toTurnEnd && actor !== first) break;
    const legal = engine.legalActions(state, actor);
    if (legal.length === 0) break;
    const action =
      othersAtRandom && actor !== seat
        ? legal[rng.int(0, legal.length - 1)]
        : greedySeats
          ? bestNow(engine, state, actor, greedySeats, legal, rng)
          : pick(engine, state, legal, rng);
    state = step(engine, state, actor, action);
  }
  return state;
}

/** The actor's best action by its reward right after it (ties at random; a long list sampled, as the easy bot does). */
function bestNow(engine: AnyEngine, state: unknown, actor: Seat, seats: number, legal: readonly unknown[], rng: Rng): unknown {
  const weighed = legal.length <= MAX_WEIGHED ? legal : rng.shuffle(legal).slice(0, MAX_WEIGHED);
  return weighed[bestOf(oneStepValues(engine, actor, seats, [state], weighed), rng)];
}
