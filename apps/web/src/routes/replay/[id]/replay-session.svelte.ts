/**
 * One open replay: the finished game's summary and whole log (its moves), the step and perspective on screen
 * (fetched through the step cache, neighbours prefetched), autoplay, and each seat's score over the game.
 */
import { ApiError, getGame, getLogPage, getScores } from '$lib/api.ts';
import type { GameSummary, LogPage, OpenTable, Perspective } from '$lib/api-types.ts';
import { readWholeLog } from './moves.ts';
import { StepCache } from './step-cache.ts';

/** How long each step stays on screen while playing. */
export const PLAY_MS = 900;
/** How long a step that is not cached yet must stay asked for before it is fetched. */
const SETTLE_MS = 60;
/** Log lines asked for per page while reading the whole log. */
const LOG_PAGE_LINES = 500;

export class ReplaySession {
  summary = $state<GameSummary | null>(null);
  /** The game's log lines read so far (from the end back): every line after `logAfter`. */
  log = $state.raw<LogPage>({ log: [], logAfter: 0 });
  /** Why the log could not be read in full, if it could not. */
  logError = $state<string | null>(null);
  /** Why there is no replay (unknown game); an unfinished game is `unfinished` instead. */
  failure = $state<ApiError | null>(null);
  unfinished = $state(false);
  step = $state(0);
  perspective = $state<Perspective>('spectator');
  /** The view on screen: the step asked for once it has arrived, the previous one until then. */
  shown = $state<OpenTable | null>(null);
  loading = $state(false);
  stepError = $state<string | null>(null);
  playing = $state(false);
  /** `scores[v][seat]`: each seat's score after event v; `chart` says whether the game keeps a score at all. */
  scores = $state.raw<number[][]>([]);
  chart = $state<'pending' | 'series' | 'none'>('pending');

  private readonly cache: StepCache;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    readonly gameId: string,
    initial: { step: number | null; perspective: Perspective },
  ) {
    this.cache = new StepCache(gameId);
    this.step = initial.step ?? 0;
    this.perspective = initial.perspective;
  }

  get version(): number {
    return this.summary?.version ?? 0;
  }

  async start(): Promise<void> {
    try {
      const summary = await getGame(this.gameId);
      this.summary = summary;
      if (summary.status !== 'finished') {
        this.unfinished = true;
        return;
      }
      this.step = Math.min(Math.max(0, this.step), summary.version);
      if (typeof this.perspective === 'number' && this.perspective >= summary.seats.length) this.perspective = 'spectator';
      this.log = { log: [], logAfter: summary.version };
      void this.loadMoves();
      void this.loadScores();
      await this.show();
    } catch (error) {
      this.failure = error instanceof ApiError ? error : new ApiError(0, 'E_UNKNOWN', 'The replay could not be loaded.');
    }
  }

  stop(): void {
    this.stopped = true;
    this.pause();
  }

  go(step: number): void {
    const next = Math.min(Math.max(0, Math.round(step)), this.version);
    if (next === this.step && this.shown?.version === next) return;
    this.step = next;
    void this.show();
  }

  see(perspective: Perspective): void {
    if (perspective === this.perspective) return;
    this.perspective = perspective;
    void this.show();
  }

  play(): void {
    if (this.step >= this.version) this.go(0);
    this.playing = true;
    this.schedule();
  }

  pause(): void {
    this.playing = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  private schedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.playing || this.stopped) return;
    this.timer = setTimeout(() => {
      if (!this.playing) return;
      if (this.loading) return this.schedule();
      if (this.step >= this.version) return this.pause();
      this.go(this.step + 1);
      if (this.step >= this.version) this.pause();
      else this.schedule();
    }, PLAY_MS);
  }

  private async show(): Promise<void> {
    const { step, perspective } = this;
    const cached = this.cache.has(step, perspective);
    this.loading = !cached || this.shown === null;
    this.stepError = null;
    // Dragging the scrubber passes many steps in a moment: fetch only the one it settles on.
    if (!cached && this.shown !== null) {
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      if (step !== this.step || perspective !== this.perspective) return;
    }
    try {
      const table = await this.cache.get(step, perspective);
      if (step !== this.step || perspective !== this.perspective || this.stopped) return;
      this.shown = table;
      this.loading = false;
      this.prefetchAround();
    } catch (error) {
      if (step !== this.step || perspective !== this.perspective) return;
      this.loading = false;
      this.stepError = error instanceof ApiError ? error.message : `Step ${step} could not be loaded.`;
      this.pause();
    }
  }

  /** The steps the player is likely to ask for next: either side, and further ahead while playing. */
  private prefetchAround(): void {
    const ahead = this.playing ? [1, 2, 3, 4] : [1, -1, 2];
    for (const d of ahead) {
      const s = this.step + d;
      if (s >= 0 && s <= this.version) this.cache.prefetch(s, this.perspective).catch(() => {});
    }
  }

  /** The whole log, newest page first, so the moves list fills in from the end. */
  private async loadMoves(): Promise<void> {
    try {
      await readWholeLog(
        (before) => getLogPage(this.gameId, before, { limit: LOG_PAGE_LINES }),
        this.version,
        (held) => {
          if (!this.stopped) this.log = held;
        },
      );
    } catch (error) {
      this.logError = error instanceof ApiError ? error.message : 'The moves could not be loaded.';
    }
  }

  /** Each seat's score after every event, for games that keep one (404 otherwise: no chart). */
  private async loadScores(): Promise<void> {
    try {
      const { series } = await getScores(this.gameId);
      if (this.stopped) return;
      this.scores = series;
      this.chart = series.length > 0 ? 'series' : 'none';
    } catch {
      this.chart = 'none';
    }
  }
}
