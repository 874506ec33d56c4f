/**
 * The bots' analysis of a finished game as the replay waits for it (issue 50): the first read asks the server to
 * compute it, in the background; the answer is read again every few seconds, its progress shown, until it is ready.
 * Plain TypeScript over a `read` function, so the waiting runs under Node's tests with a fake and fake timers.
 */
import { ApiError } from '$lib/api.ts';
import type { GameAnalysis } from '$lib/api-types.ts';

/** How long between two reads of an analysis still being computed. */
export const ANALYSIS_POLL_MS = 3_000;

/**
 * Where the analysis stands on screen: `asking` (the first read is on its way), `computing` (the server works on it:
 * `analysis` holds its progress and what is analysed so far), `ready`, `failed` (a read failed: `analysisError` says
 * why, `retry` asks again), `none` (this game has no analysis: it ended without finishing).
 */
export type AnalysisState = 'asking' | 'computing' | 'ready' | 'failed' | 'none';

/** The fields of the replay's screen that the analysis writes. */
export interface AnalysisScreen {
  /** The latest answer read (kept while a later read fails). */
  analysis: GameAnalysis | null;
  analysisState: AnalysisState;
  analysisError: string | null;
}

export class AnalysisPoll {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Counts the reads started: an answer to an older read than the latest is dropped. */
  private reads = 0;

  constructor(
    private readonly screen: AnalysisScreen,
    private readonly read: () => Promise<GameAnalysis>,
    private readonly everyMs = ANALYSIS_POLL_MS,
  ) {}

  /** Asks for the analysis and keeps reading it until it is ready (or fails, or the replay closes). */
  start(): void {
    if (this.stopped) return;
    this.clear();
    this.screen.analysisState = this.screen.analysis ? 'computing' : 'asking';
    this.screen.analysisError = null;
    void this.ask();
  }

  /** After a failure: asks again, and goes on waiting. */
  retry(): void {
    if (this.screen.analysisState === 'failed') this.start();
  }

  /** No more reads: the replay has closed. */
  stop(): void {
    this.stopped = true;
    this.clear();
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async ask(): Promise<void> {
    const read = ++this.reads;
    const screen = this.screen;
    try {
      const answer = await this.read();
      if (this.stopped || read !== this.reads) return;
      screen.analysis = answer;
      if (answer.status === 'ready') {
        screen.analysisState = 'ready';
        return;
      }
      screen.analysisState = 'computing';
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.ask();
      }, this.everyMs);
    } catch (error) {
      if (this.stopped || read !== this.reads) return;
      // 404: a game that ended without finishing has no analysis; 409: one still played has none yet
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        screen.analysisState = 'none';
        return;
      }
      screen.analysisState = 'failed';
      screen.analysisError =
        error instanceof ApiError && error.status !== 0
          ? error.message
          : 'The Turnpost server could not be reached. Check your connection.';
    }
  }
}
