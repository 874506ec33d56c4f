/**
 * One open replay: the finished game's summary and events, the step and perspective on screen (fetched through the
 * step cache, neighbours prefetched), autoplay, and the score samples for the chart.
 */
import { SvelteMap } from 'svelte/reactivity';
import { ApiError, getEvents, getGame } from '$lib/api.ts';
import type { GameEvent, GameSummary, Perspective, TableState } from '$lib/api-types.ts';
import { sampleSteps, seatScores } from './scores.ts';
import { StepCache } from './step-cache.ts';

/** How long each step stays on screen while playing. */
export const PLAY_MS = 900;
/** How long a step that is not cached yet must stay asked for before it is fetched. */
const SETTLE_MS = 60;

export class ReplaySession {
  summary = $state<GameSummary | null>(null);
  events = $state<GameEvent[]>([]);
  /** Why there is no replay (unknown game); an unfinished game is `unfinished` instead. */
  failure = $state<ApiError | null>(null);
  unfinished = $state(false);
  step = $state(0);
  perspective = $state<Perspective>('spectator');
  /** The view on screen: the step asked for once it has arrived, the previous one until then. */
  shown = $state<TableState | null>(null);
  loading = $state(false);
  stepError = $state<string | null>(null);
  playing = $state(false);
  /** Each seat's score at the sampled steps (spectator views); `chart` says whether the game has scores at all. */
  readonly samples = new SvelteMap<number, number[]>();
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
      const [log] = await Promise.all([getEvents(this.gameId), this.show()]);
      this.events = log.events;
      void this.loadScores();
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

  /** Spectator views every few steps: each seat's public score over the game, drawn as it arrives. */
  private async loadScores(): Promise<void> {
    const steps = sampleSteps(this.version);
    let first: TableState;
    try {
      first = await this.cache.prefetch(this.version, 'spectator');
    } catch {
      this.chart = 'none';
      return;
    }
    const last = seatScores(first.view);
    if (!last) {
      this.chart = 'none';
      return;
    }
    this.samples.set(this.version, last);
    this.chart = 'series';
    await Promise.all(
      steps.map((s) =>
        this.cache
          .prefetch(s, 'spectator')
          .then((t) => {
            const scores = seatScores(t.view);
            if (scores && !this.stopped) this.samples.set(s, scores);
          })
          .catch(() => {}),
      ),
    );
  }
}
