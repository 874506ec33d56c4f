/**
 * Who moves the bots, and when: right after the append that made a bot due (`kick`, deferred past the response: on
 * Node a background task, on Workers `ctx.waitUntil`), and in a sweep for any bot left due (after a restart, or a
 * runner that died mid-move: on Node at start and then every few seconds, on Workers from the Cron Trigger). Each run
 * opens its own database connection, since the request's is closed when its response is sent.
 */
import { EventStore, JoiningStore } from '@turnpost/db';
import { HistoryService } from '../services/history.ts';
import { moveBots } from '../services/bot-moves.ts';
import { JoiningService } from '../services/joining.ts';
import { AnalysisRunner, type AnalysisRunnerOptions } from './analysis-runner.ts';

/** What the bots' runner works with: the analysis runner's (the same database, cache, clock and thinker), and more. */
export interface BotRunnerOptions extends AnalysisRunnerOptions {
  /**
   * The server's secret: with it the sweep also starts (or cancels) the games whose open seats' time ran out (`JoiningService.fillDue`).
   */
  secret?: string;
}

/** Games a sweep looks at, at most. */
const SWEEP_LIMIT = 200;

export class BotRunner {
  /** Games with a run under way in this process, and whether another was asked for meanwhile. */
  private readonly running = new Map<string, { again: boolean; done: Promise<void> }>();

  /** The bots' analyses of finished games (issue 50), run by the same thinker after each sweep. */
  readonly analysis: AnalysisRunner;

  constructor(private readonly options: BotRunnerOptions) {
    this.analysis = new AnalysisRunner(options);
  }

  /**
   * Moves the game's due bots. A run already under way here for this game runs once more when it ends instead (so a
   * kick is never lost, and one process never races itself); another process racing it appends nothing twice.
   */
  run(gameId: string): Promise<void> {
    const current = this.running.get(gameId);
    if (current) {
      current.again = true;
      return current.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        do {
          entry.again = false;
          await this.once(gameId);
        } while (entry.again);
      } finally {
        this.running.delete(gameId);
      }
    })();
    this.running.set(gameId, entry);
    return entry.done;
  }

  /**
   * Runs every game that waits on a bot, on a person on autopilot or on a person whose time ran out, after starting
   * (or cancelling) the games whose open seats' time ran out; returns how many it looked at.
   */
  async sweep(): Promise<number> {
    const filled = await this.fillOpenSeats();
    const connection = await this.options.connect();
    let due: string[];
    try {
      due = await new EventStore(connection.db).gamesToMove(this.options.clock(), SWEEP_LIMIT);
    } finally {
      await connection.close();
    }
    // in rounds, oldest wait first: each due game gets one move before any gets a second, so after a restart every
    // waiting game's bot moves soon, not after the games before it have each played all their bots' turns
    const looked = due.length;
    while (due.length > 0) {
      const again: string[] = [];
      for (const id of due) if ((await this.runOnce(id).catch(this.options.logError)) ?? 0) again.push(id);
      due = again;
    }
    return filled + looked;
  }

  /** One move of the game's due bot, unless a run is under way here for it (that run moves it); the moves made. */
  private async runOnce(gameId: string): Promise<number> {
    if (this.running.has(gameId)) return 0;
    let moves = 0;
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        moves = await this.once(gameId, 1);
      } finally {
        this.running.delete(gameId);
      }
    })();
    this.running.set(gameId, entry);
    await entry.done;
    // a kick that came meanwhile runs the game on, as `run` would
    if (entry.again) void this.run(gameId).catch(this.options.logError);
    return moves;
  }

  /** Starts with bots (or cancels) each game whose open seats nobody took in time. */
  private async fillOpenSeats(): Promise<number> {
    const { connect, cache, clock, secret, logError } = this.options;
    if (secret === undefined) return 0;
    const connection = await connect();
    try {
      const store = new EventStore(connection.db);
      const joining = new JoiningService({ store, clock, secret }, new HistoryService(store, cache));
      const due = await new JoiningStore(connection.db).gamesToFill(clock(), SWEEP_LIMIT);
      for (const id of due) await joining.fillDue(id).catch(logError);
      return due.length;
    } finally {
      await connection.close();
    }
  }

  private async once(gameId: string, maxMoves?: number): Promise<number> {
    const { connect, cache, clock, thinker } = this.options;
    const connection = await connect();
    try {
      const store = new EventStore(connection.db);
      return await moveBots({ store, history: new HistoryService(store, cache), clock, thinker }, gameId, maxMoves === undefined ? {} : { maxMoves });
    } finally {
      await connection.close();
    }
  }
}
