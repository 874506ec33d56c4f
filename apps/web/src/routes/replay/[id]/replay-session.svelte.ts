/**
 * One open replay as the page draws it: the screen's fields in Svelte state, driven by the replay's flow
 * (replay-flow.ts) over the API of one game.
 */
import { type ApiError, getAnalysis, getGame, getLogPage, getScores, getStep } from '$lib/api.ts';
import type { ExpandedSeatView, GameAnalysis, GameSummary, LogPage, Perspective } from '$lib/api-types.ts';
import type { AnalysisState } from './analysis-poll.ts';
import { ReplayFlow, type ReplayScreen, type ReplaySource } from './replay-flow.ts';

/** Log lines asked for per page while reading the whole log. */
const LOG_PAGE_LINES = 500;

/** A finished game's replay from the API (no seat token: every perspective is open once a game is over). */
const apiSource = (id: string): ReplaySource => ({
  summary: () => getGame(id),
  logPage: (before, perspective) => getLogPage(id, before, { limit: LOG_PAGE_LINES, perspective }),
  scores: () => getScores(id),
  step: (version, perspective) => getStep(id, version, perspective),
  analysis: () => getAnalysis(id),
});

export class ReplaySession implements ReplayScreen {
  summary = $state<GameSummary | null>(null);
  log = $state.raw<LogPage>({ log: [], logAfter: 0 });
  logError = $state<string | null>(null);
  failure = $state<ApiError | null>(null);
  unfinished = $state(false);
  step = $state(0);
  perspective = $state<Perspective>('spectator');
  shown = $state<ExpandedSeatView | null>(null);
  loading = $state(false);
  stepError = $state<string | null>(null);
  playing = $state(false);
  scores = $state.raw<number[][]>([]);
  chart = $state<'pending' | 'series' | 'none'>('pending');
  analysis = $state.raw<GameAnalysis | null>(null);
  analysisState = $state<AnalysisState>('asking');
  analysisError = $state<string | null>(null);

  private readonly flow: ReplayFlow;

  constructor(
    readonly gameId: string,
    initial: { step: number | null; perspective: Perspective },
  ) {
    this.step = initial.step ?? 0;
    this.perspective = initial.perspective;
    this.flow = new ReplayFlow(this, apiSource(gameId));
  }

  get version(): number {
    return this.summary?.version ?? 0;
  }

  start = (): Promise<void> => this.flow.start();
  stop = (): void => this.flow.stop();
  go = (step: number): void => this.flow.go(step);
  see = (perspective: Perspective): void => this.flow.see(perspective);
  play = (): void => this.flow.play();
  pause = (): void => this.flow.pause();
  toggle = (): void => this.flow.toggle();
  retryAnalysis = (): void => this.flow.retryAnalysis();
}
