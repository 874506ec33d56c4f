/**
 * A bot's decision as a task: everything it decides from (never a game state), and who computes it. The server
 * hands a `Thought` to a `Thinker`: here, in the same isolate (the Worker, tests), or on Node in a pool of worker
 * threads (thinker-pool.ts), so a search never blocks the event loop that answers people's polls.
 */
import { type DecisionRequest, chooseMove } from '@turnpost/bots';
import { engineFor } from '@turnpost/rules';

/**
 * A decision request (`DecisionRequest` of the bots) with the engine named, not held, so it can cross to a thread:
 * the kind and rules version, the seat, its view and legal actions, the level, and a seed derived from the game, seat
 * and version (a retried decision is the same decision).
 */
export type Thought = Omit<DecisionRequest, 'engine' | 'budget'> & { kind: string; rulesVersion: number };

export interface Thinker {
  think(thought: Thought): Promise<unknown>;
  /** Stops any threads it runs. */
  close(): Promise<void>;
}

/** One decision, computed where it is called (`pause`: see the bots' `DecisionRequest.pause`). */
export function thinkNow(thought: Thought, pause?: () => void): unknown {
  const engine = engineFor(thought.kind, thought.rulesVersion);
  if (!engine) throw new Error(`no engine for ${thought.kind} v${thought.rulesVersion}`);
  const { seat, seats, view, legalActions, level, seed } = thought;
  return chooseMove({ engine, seat, seats, view, legalActions, level, seed, pause });
}

/** Decides in the calling isolate (the Worker, where a request's CPU is the bot's budget; tests). */
export const thinkHere: Thinker = {
  think: async (thought) => thinkNow(thought),
  close: async () => {},
};
