/**
 * The bots of a Node server: they think in a pool of worker threads (one fewer than the cores, at least one), off the
 * event loop that serves people, holding their searches while it answers a request; a sweep moves any bot left due,
 * at start and every `sweepIntervalMs`, and then the bots analyse the finished games waiting for it.
 */
import { availableParallelism } from 'node:os';
import type { AnalysisBudget } from '@turnpost/bots';
import type { Connection } from '@turnpost/db';
import type { StateCache } from '../services/state-cache.ts';
import { BotRunner } from './bot-runner.ts';
import { ServingCounter } from './people-first.ts';
import { thinkerPool } from './thinker-pool.ts';

export interface NodeBots {
  runner: BotRunner;
  /** Wraps the server's fetch handler: while it answers a request, the bots' searches wait (people-first.ts). */
  serving: ServingCounter['track'];
  stop(): Promise<void>;
}

export function startNodeBots(options: {
  connect: () => Connection;
  cache: StateCache;
  sweepIntervalMs: number;
  /** Whether the sweep asks for the analyses of finished games without one (`NodeEnv.analyseFinished`). */
  analyseFinished: boolean;
  /** What the analysis of each version may spend (`NodeEnv.analysisBudget`; absent: the bots' own). */
  analysisBudget?: AnalysisBudget;
  clock: () => Date;
  secret: string;
}): NodeBots {
  const counter = new ServingCounter();
  const thinker = thinkerPool(Math.max(1, availableParallelism() - 1), counter.buffer);
  const logError = (error: unknown) => console.error('bots:', error);
  const { connect, cache, clock, secret, analysisBudget } = options;
  const runner = new BotRunner({ connect, cache, clock, thinker, logError, secret, analysisBudget });
  // the bots' analyses of finished games (issue 50) after each sweep: they wait behind bots' moves in the threads
  const sweep = () =>
    void runner
      .sweep()
      .then(() => runner.analysis.kick(Number.POSITIVE_INFINITY, options.analyseFinished))
      .catch(logError);
  sweep();
  const sweeper = setInterval(sweep, options.sweepIntervalMs);
  return {
    runner,
    serving: (fetch) => counter.track(fetch),
    stop: async () => {
      clearInterval(sweeper);
      await thinker.close();
    },
  };
}
