/**
 * Who computes the bots' analysis of finished games (issue 50), and when: in the background, one game at a time per
 * process, a chunk of versions at a time. A runner leases a game (no other runner takes it while the lease holds),
 * replays its states, hands each chunk's views to the thinker (Node: the bots' threads, people's requests first;
 * Workers: the invocation itself) and stores the chunk only where no other runner stored it first. A runner that
 * stops mid-game (a restart, a Worker's CPU limit) leaves its lease to run out; the next one goes on where the stored
 * chunks end, so every version is analysed and stored exactly once.
 */
import { type AnalysisBudget, momentOf, type Moment, type MomentAnalysis } from '@turnpost/bots';
import { AnalysisStore, type AnalysisRow, type Connection, EventStore, type EventRow, type StoredTurningPoint } from '@turnpost/db';
import { type AnyEngine, canSee, fold, foldNarrated, type Seat } from '@turnpost/rules';
import { isTableEvent } from '@turnpost/rules/table';
import { HistoryService } from '../services/history.ts';
import { type LoadedGame, loadGame } from '../services/loaded-game.ts';
import type { StateCache } from '../services/state-cache.ts';
import type { Thinker } from './thinking.ts';

export interface AnalysisRunnerOptions {
  connect: () => Connection | Promise<Connection>;
  cache: StateCache;
  clock: () => Date;
  thinker: Thinker;
  logError: (error: unknown) => void;
  /** What the analysis of each version may spend (default: the bots' `ANALYSIS_BUDGET`; tests spend less). */
  analysisBudget?: AnalysisBudget;
}

/** Versions analysed and stored at a time: small enough for a Worker's CPU limit, large enough to be few writes. */
export const CHUNK = 24;
/** How long a lease holds without a stored chunk: a runner that stopped is taken over after this. */
export const LEASE_MS = 120_000;
/** Finished games without an analysis asked for at each sweep, at most. */
const ASK_LIMIT = 20;

export class AnalysisRunner {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: AnalysisRunnerOptions) {}

  /**
   * Analyses waiting games until none waits or `deadline` (ms since the epoch) passes, asking first for the analyses
   * of finished games that have none (`askFinished`). One loop per process: a kick during a loop runs it once more.
   */
  kick(deadline = Number.POSITIVE_INFINITY, askFinished = true): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.work(deadline, askFinished);
        } while (this.again && Date.now() < deadline);
      } catch (error) {
        this.options.logError(error);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** One pass: leases and analyses waiting games, one after another, until none waits or the deadline passes. */
  private async work(deadline: number, askFinished: boolean): Promise<void> {
    const connection = await this.options.connect();
    try {
      const analyses = new AnalysisStore(connection.db);
      if (askFinished) await analyses.askFinished(this.options.clock(), ASK_LIMIT);
      while (Date.now() < deadline) {
        const now = this.options.clock();
        const row = await analyses.lease(now, new Date(now.getTime() + LEASE_MS));
        if (!row) return;
        const finished = await this.analyse(row, new EventStore(connection.db), analyses, deadline);
        if (!finished) await analyses.release(row.gameId);
      }
    } finally {
      await connection.close();
    }
  }

  /** Analyses a leased game chunk by chunk from where it stands; whether it got to the end (else the deadline came). */
  private async analyse(row: AnalysisRow, store: EventStore, analyses: AnalysisStore, deadline: number): Promise<boolean> {
    const loaded = await loadGame(store, row.gameId);
    const history = new HistoryService(store, this.options.cache);
    let from = row.done;
    while (from <= row.version) {
      if (Date.now() >= deadline) return false;
      const to = Math.min(row.version, from + CHUNK - 1);
      const chunk = await this.chunk(loaded, history, store, from, to);
      const now = this.options.clock();
      // another runner storing this chunk first (its lease ran out under us) ends this one's work on the game
      if (!(await analyses.store(row.gameId, { from, ...chunk }, now, new Date(now.getTime() + LEASE_MS)))) return true;
      from = to + 1;
    }
    return true;
  }

  /** The analysis of versions `from` … `to`: each seat's chances after each, and the turning points among them. */
  private async chunk(loaded: LoadedGame, history: HistoryService, store: EventStore, from: number, to: number) {
    const { engine, game, seats } = loaded;
    const seatCount = seats.length;
    let before = from === 0 ? undefined : await history.stateAt(loaded, from - 1);
    let state = from === 0 ? await history.stateAt(loaded, 0) : before;
    const events = from === 0 && to === 0 ? [] : await store.loadEvents(game.id, Math.max(0, from - 1), to);
    const bySeq = new Map(events.map((e) => [e.seq, e]));
    const moments: Moment[] = [];
    const made = new Map<number, { event: EventRow; before: unknown }>();
    for (let version = from; version <= to; version++) {
      const event = bySeq.get(version);
      if (event) {
        before = state;
        // the state only: a turning point's moves are worded on their own (`wordsOf`)
        state = fold(engine, state, [event], version - 1);
        made.set(version, { event, before });
      }
      const byPerson = event !== undefined && event.by === null && !isTableEvent(event.action);
      moments.push(momentOf(engine, seatCount, event ? before : undefined, state, version, event && { seat: event.seat, action: event.action, byPerson }));
    }
    const { kind, rulesVersion, options } = game;
    const budget = this.options.analysisBudget;
    const analysed = await this.options.thinker.analyse({ kind, rulesVersion, seats: seatCount, options, moments, seed: game.id, budget });
    return {
      winChance: analysed.map((a) => a.winChance),
      turningPoints: analysed.flatMap((a) => turningPointOf(engine, a, made.get(a.version)) ?? []),
    };
  }
}

/** A moment's turning point, with both moves in the log's words as their mover saw them. */
function turningPointOf(engine: AnyEngine, analysed: MomentAnalysis, made: { event: EventRow; before: unknown } | undefined): StoredTurningPoint | undefined {
  const point = analysed.turningPoint;
  if (!point || !made) return undefined;
  const { version } = analysed;
  return {
    version,
    seat: point.seat,
    played: wordsOf(engine, made.before, point.seat, point.played, version),
    better: wordsOf(engine, made.before, point.seat, point.better, version),
    gain: point.gain,
  };
}

/** The log's sentences for `action` taken by `seat` from `state`, as that seat would have read them. */
function wordsOf(engine: AnyEngine, state: unknown, seat: Seat, action: unknown, version: number): string[] {
  const { entries } = foldNarrated(engine, state, [{ seat, action }], version - 1);
  return entries.filter((e) => canSee(e, seat, false)).map((e) => e.text);
}
