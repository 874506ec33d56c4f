/**
 * What an open replay does, apart from how the page keeps and draws it: reads the finished game's summary, its moves
 * as the chosen perspective saw them, each seat's score over the game and the bots' analysis (waiting for it while
 * the server computes it, analysis-poll.ts); shows the step and perspective asked for (through the step cache,
 * neighbours prefetched) and plays the steps by itself. Plain TypeScript, so it runs under Node's tests: it writes
 * into a `ReplayScreen`, which the page's session keeps in Svelte state.
 */
import { ApiError } from '$lib/api.ts';
import type { ExpandedSeatView, GameAnalysis, GameSummary, LogPage, Perspective, ScoreSeries, SeatView } from '$lib/api-types.ts';
import { ANALYSIS_POLL_MS, AnalysisPoll, type AnalysisScreen } from './analysis-poll.ts';
import { readWholeLog } from './moves.ts';
import { StepCache } from './step-cache.ts';

/** How long each step stays on screen while playing. */
export const PLAY_MS = 900;
/** How long a step that is not cached yet must stay asked for before it is fetched. */
export const SETTLE_MS = 60;

/** Where a replay's data come from (the API for one game; a fake in tests). */
export interface ReplaySource {
  summary(): Promise<GameSummary>;
  /** The log lines of the events before `before`, as `perspective` saw them while the game was played. */
  logPage(before: number, perspective: Perspective): Promise<LogPage>;
  scores(): Promise<ScoreSeries>;
  step(version: number, perspective: Perspective): Promise<SeatView>;
  /** The bots' analysis: asking for it has the server compute it; read again until it is `ready`. */
  analysis(): Promise<GameAnalysis>;
}

/** Everything the page draws of a replay. */
export interface ReplayScreen extends AnalysisScreen {
  summary: GameSummary | null;
  /** The moves as the perspective on screen saw them, read so far (from the end back): every line after `logAfter`. */
  log: LogPage;
  /** Why those moves could not be read in full, if they could not. */
  logError: string | null;
  /** Why there is no replay (unknown game); an unfinished game is `unfinished` instead. */
  failure: ApiError | null;
  unfinished: boolean;
  step: number;
  perspective: Perspective;
  /** The view on screen: the step asked for once it has arrived, the previous one until then. */
  shown: ExpandedSeatView | null;
  loading: boolean;
  stepError: string | null;
  playing: boolean;
  /** `scores[v][seat]`: each seat's score after event v; `chart` says whether the game keeps a score at all. */
  scores: number[][];
  chart: 'pending' | 'series' | 'none';
}

export class ReplayFlow {
  private readonly cache: StepCache;
  private readonly analysis: AnalysisPoll;
  /** Each perspective's moves, read once (or being read); a failed read is forgotten, so asking again retries. */
  private readonly reads = new Map<Perspective, Promise<LogPage>>();
  /** The lines of each perspective read so far, to show at once when the player comes back to it. */
  private readonly held = new Map<Perspective, LogPage>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly screen: ReplayScreen,
    private readonly source: ReplaySource,
    private readonly timing = { playMs: PLAY_MS, settleMs: SETTLE_MS, analysisMs: ANALYSIS_POLL_MS },
  ) {
    this.cache = new StepCache((step, perspective) => source.step(step, perspective));
    this.analysis = new AnalysisPoll(screen, () => source.analysis(), timing.analysisMs);
  }

  get version(): number {
    return this.screen.summary?.version ?? 0;
  }

  async start(): Promise<void> {
    const screen = this.screen;
    try {
      const summary = await this.source.summary();
      screen.summary = summary;
      if (summary.status === 'active') {
        screen.unfinished = true;
        return;
      }
      screen.step = Math.min(Math.max(0, Math.round(screen.step)), summary.version);
      const p = screen.perspective;
      if (typeof p === 'number' && (!Number.isInteger(p) || p < 0 || p >= summary.seats.length))
        screen.perspective = 'spectator';
      this.readMoves();
      void this.readScores();
      // only a finished game has one: a game ended early has no winner to foresee
      if (summary.status === 'finished') this.analysis.start();
      else screen.analysisState = 'none';
      await this.show();
    } catch (error) {
      screen.failure = error instanceof ApiError ? error : new ApiError(0, 'E_UNKNOWN', 'The replay could not be loaded.');
    }
  }

  stop(): void {
    this.stopped = true;
    this.pause();
    this.analysis.stop();
  }

  /** Reads the analysis again after a failed read. */
  retryAnalysis(): void {
    this.analysis.retry();
  }

  go(step: number): void {
    const next = Math.min(Math.max(0, Math.round(step)), this.version);
    if (next === this.screen.step && this.screen.shown?.version === next) return;
    this.screen.step = next;
    void this.show();
  }

  /** Sees the game through other eyes: that perspective's view of the step, and its moves. */
  see(perspective: Perspective): void {
    if (perspective === this.screen.perspective) return;
    this.screen.perspective = perspective;
    this.readMoves();
    void this.show();
  }

  play(): void {
    if (this.screen.step >= this.version) this.go(0);
    this.screen.playing = true;
    this.schedule();
  }

  pause(): void {
    this.screen.playing = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  toggle(): void {
    if (this.screen.playing) this.pause();
    else this.play();
  }

  private schedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.screen.playing || this.stopped) return;
    this.timer = setTimeout(() => {
      const screen = this.screen;
      if (!screen.playing) return;
      if (screen.loading) return this.schedule();
      if (screen.step >= this.version) return this.pause();
      this.go(screen.step + 1);
      if (screen.step >= this.version) this.pause();
      else this.schedule();
    }, this.timing.playMs);
  }

  private async show(): Promise<void> {
    const screen = this.screen;
    const { step, perspective } = screen;
    const cached = this.cache.has(step, perspective);
    screen.loading = !cached || screen.shown === null;
    screen.stepError = null;
    // Dragging the scrubber passes many steps in a moment: fetch only the one it settles on.
    if (!cached && screen.shown !== null) {
      await new Promise((r) => setTimeout(r, this.timing.settleMs));
      if (step !== screen.step || perspective !== screen.perspective) return;
    }
    try {
      const table = await this.cache.get(step, perspective);
      if (step !== screen.step || perspective !== screen.perspective || this.stopped) return;
      screen.shown = table;
      screen.loading = false;
      this.prefetchAround();
    } catch (error) {
      if (step !== screen.step || perspective !== screen.perspective) return;
      screen.loading = false;
      screen.stepError = error instanceof ApiError ? error.message : `Step ${step} could not be loaded.`;
      this.pause();
    }
  }

  /** The steps the player is likely to ask for next: either side, and further ahead while playing. */
  private prefetchAround(): void {
    const ahead = this.screen.playing ? [1, 2, 3, 4] : [1, -1, 2];
    for (const d of ahead) {
      const s = this.screen.step + d;
      if (s >= 0 && s <= this.version) this.cache.prefetch(s, this.screen.perspective).catch(() => {});
    }
  }

  /**
   * The moves as the perspective on screen saw them, newest page first so the list fills in from the end. Never
   * another perspective's lines: a spectator's list must not name the cards of a face-down pass that a seat's does.
   */
  private readMoves(): void {
    const screen = this.screen;
    const perspective = screen.perspective;
    screen.log = this.held.get(perspective) ?? { log: [], logAfter: this.version };
    screen.logError = null;
    if (this.reads.has(perspective)) return;
    const reading = readWholeLog(
      (before) => this.source.logPage(before, perspective),
      this.version,
      (held) => {
        this.held.set(perspective, held);
        if (!this.stopped && screen.perspective === perspective) screen.log = held;
      },
    );
    this.reads.set(perspective, reading);
    reading.catch((error) => {
      this.reads.delete(perspective);
      if (screen.perspective === perspective)
        screen.logError = error instanceof ApiError ? error.message : 'The moves could not be loaded.';
    });
  }

  /** Each seat's score after every event, for games that keep one (404 otherwise: no chart). */
  private async readScores(): Promise<void> {
    try {
      const { series } = await this.source.scores();
      if (this.stopped) return;
      this.screen.scores = series;
      this.screen.chart = series.length > 0 ? 'series' : 'none';
    } catch {
      this.screen.chart = 'none';
    }
  }
}
