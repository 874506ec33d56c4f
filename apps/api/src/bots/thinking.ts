/**
 * A bot's decision as a task: everything it decides from (never a game state), and who computes it. The server
 * hands a `Thought` to a `Thinker`: here, in the same isolate (the Worker, tests), or on Node in a pool of worker
 * threads (thinker-pool.ts), so a search never blocks the event loop that answers people's polls.
 */
import { ANALYSIS_BUDGET, type AnalysisBudget, type DecisionRequest, type Moment, type MomentAnalysis, analyseMoment, chooseMove, sidesOf } from '@turnpost/bots';
import { engineFor } from '@turnpost/rules';

/**
 * A decision request (`DecisionRequest` of the bots) with the engine named, not held, so it can cross to a thread:
 * the kind and rules version, the seat, its view and legal actions, the level, and a seed derived from the game, seat
 * and version (a retried decision is the same decision).
 */
export type Thought = Omit<DecisionRequest, 'engine' | 'budget'> & { kind: string; rulesVersion: number };

/**
 * Moments of a finished game to analyse (issue 50): views only, as the bots' analysis reads them, with the engine
 * named so the job can cross to a thread, and the seed the analysis derives its draws from (the game's id).
 */
export interface AnalysisJob {
  kind: string;
  rulesVersion: number;
  seats: number;
  /** The game's rules options: a team game's partners win together (`sidesOf`). */
  options: unknown;
  moments: Moment[];
  seed: string;
  /** What each moment's analysis may spend (default `ANALYSIS_BUDGET`; tests spend less). */
  budget?: AnalysisBudget;
}

export interface Thinker {
  think(thought: Thought): Promise<unknown>;
  /** The bots' analysis of each moment of the job, in order. */
  analyse(job: AnalysisJob): Promise<MomentAnalysis[]>;
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

/** A job's analysis, computed where it is called; `pause` is called before each moment (people first, on Node). */
export function analyseNow(job: AnalysisJob, pause?: () => void): MomentAnalysis[] {
  const engine = engineFor(job.kind, job.rulesVersion);
  if (!engine) throw new Error(`no engine for ${job.kind} v${job.rulesVersion}`);
  const sides = sidesOf(engine, job.seats, job.options);
  return job.moments.map((moment) => {
    pause?.();
    return analyseMoment(engine, job.seats, moment, job.seed, job.budget ?? ANALYSIS_BUDGET, sides);
  });
}

/** Decides in the calling isolate (the Worker, where a request's CPU is the bot's budget; tests). */
export const thinkHere: Thinker = {
  think: async (thought) => thinkNow(thought),
  analyse: async (job) => analyseNow(job),
  close: async () => {},
};
