/**
 * A finished game for the replay's tests, served the way the API serves it: a summary, replay steps, each
 * perspective's log lines with a face-down pass among them (seat 0's, which only seat 0 reads), and the bots' analysis
 * as the server computes it (answers scripted by the test).
 */
import type { GameAnalysis, GameSummary, LogLine, LogPage, Perspective, SeatView } from '$lib/api-types.ts';
import type { ReplayScreen, ReplaySource } from './replay-flow.ts';

export const SUMMARY: GameSummary = {
  id: 'g1',
  game: 'avenue-empires',
  title: 'Avenue Empires',
  joining: null,
  status: 'finished',
  version: 6,
  pace: null,
  hostLog: [],
  rematch: null,
  seats: [
    { seat: 0, name: 'Ann', awaited: false, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false },
    { seat: 1, name: 'Bob', awaited: false, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false },
    { seat: 2, name: 'Cy', awaited: false, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false },
  ],
  outcome: null,
  shuffle: { commitment: 'c0ffee'.repeat(10) + 'c0ff', sealedCommitment: null },
  importedFrom: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  finishedAt: '2026-03-01T13:00:00.000Z',
  lastMoveAt: '2026-03-01T13:00:00.000Z',
};

/** A replay step as the API answers it. */
export function stepAnswer(version: number, perspective: Perspective): SeatView {
  return {
    ...SUMMARY,
    version,
    seat: perspective === 'spectator' ? null : perspective,
    view: { at: version },
    awaiting: [],
    choices: [['type', ['pass'], [0]]],
    log: [],
    logAfter: version - 1,
  };
}

const line = (seq: number, text: string): LogLine => ({ seq, round: 1, text });

/** Every perspective's lines of the game: the pass of step 1 is seat 0's secret. */
export function linesSeenBy(perspective: Perspective): LogLine[] {
  return [
    line(0, 'The cards are dealt.'),
    ...(perspective === 0 ? [line(1, '@0 chose to pass Tunnel to @1 and Market to @2')] : []),
    line(2, '@1 has chosen'),
    line(4, '@2 built a Wall'),
    line(6, 'The game is over'),
  ];
}

/** Bob's move 4 as the bots judge it: a Tower would have added 18 points to his chance of winning. */
export const TURNING_POINT = { version: 4, seat: 1, played: ['@1 built a Wall'], better: ['@1 built a Tower'], gain: 0.18 };

/** The analysis as the server answers it with `done` of the game's 7 versions analysed (all of them: ready). */
export function analysisAnswer(done: number, status: GameAnalysis['status'] = done >= 7 ? 'ready' : 'running'): GameAnalysis {
  const chances = [
    [0.34, 0.33, 0.33],
    [0.4, 0.3, 0.3],
    [0.45, 0.3, 0.25],
    [0.5, 0.3, 0.2],
    [0.6, 0.12, 0.28],
    [0.7, 0.1, 0.2],
    [1, 0, 0],
  ].slice(0, done);
  return {
    status,
    progress: status === 'ready' ? 1 : Math.floor((100 * done) / 7) / 100,
    seats: [0, 1, 2].map((seat) => ({ seat, winChance: chances.map((c) => c[seat] ?? 0) })),
    turningPoints: done > 4 ? [TURNING_POINT] : [],
    threshold: 0.05,
  };
}

/** The fake API: what was asked, in order; it answers at once, or fails where `control` says so. */
export function fakeSource(summary: GameSummary = SUMMARY) {
  const asked: string[] = [];
  /** The analysis' answers in turn (an error is thrown), the last one again and again. */
  const control = { failSteps: false, failLog: false, analyses: [analysisAnswer(7)] as (GameAnalysis | Error)[] };
  const source: ReplaySource = {
    summary: async () => {
      asked.push('summary');
      return summary;
    },
    logPage: async (before, perspective) => {
      asked.push(`log ${perspective} <${before}`);
      if (control.failLog) throw new Error('offline');
      // two events a page, so reading the whole log takes several pages
      const older = linesSeenBy(perspective).filter((l) => l.seq < before);
      const cut = Math.max(0, before - 2);
      return cut === 0 ? { log: older, logAfter: -1 } : { log: older.filter((l) => l.seq >= cut), logAfter: cut - 1 };
    },
    scores: async () => {
      asked.push('scores');
      return { version: summary.version, series: [[0, 0, 0]] };
    },
    step: async (version, perspective) => {
      asked.push(`step ${perspective}@${version}`);
      if (control.failSteps) throw new Error('offline');
      return stepAnswer(version, perspective);
    },
    analysis: async () => {
      asked.push('analysis');
      const answer = control.analyses.length > 1 ? control.analyses.shift() : control.analyses[0];
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no analysis');
      return answer;
    },
  };
  return { asked, control, source };
}

/** The screen as a plain object (the page keeps the same fields in Svelte state). */
export function blankScreen(step: number | null, perspective: Perspective): ReplayScreen {
  const empty: LogPage = { log: [], logAfter: 0 };
  return {
    summary: null,
    log: empty,
    logError: null,
    failure: null,
    unfinished: false,
    step: step ?? 0,
    perspective,
    shown: null,
    loading: false,
    stepError: null,
    playing: false,
    scores: [],
    chart: 'pending',
    analysis: null,
    analysisState: 'asking',
    analysisError: null,
  };
}
