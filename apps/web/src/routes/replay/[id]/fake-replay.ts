/**
 * A finished game for the replay's tests, served the way the API serves it: a summary, replay steps, and each
 * perspective's log lines with a face-down pass among them (seat 0's, which only seat 0 reads).
 */
import type { GameSummary, LogLine, LogPage, Perspective, SeatView } from '$lib/api-types.ts';
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

/** The fake API: what was asked, in order; it answers at once, or fails where `control` says so. */
export function fakeSource(summary: GameSummary = SUMMARY) {
  const asked: string[] = [];
  const control = { failSteps: false, failLog: false };
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
  };
}
