import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '$lib/api.ts';
import type { GameAnalysis } from '$lib/api-types.ts';
import { ANALYSIS_POLL_MS } from './analysis-poll.ts';
import { analysisAnswer, blankScreen, fakeSource, SUMMARY } from './fake-replay.ts';
import { ReplayFlow } from './replay-flow.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** A replay opened on a game whose analysis answers `answers` in turn (the last one again and again). */
async function opened(answers: (GameAnalysis | Error)[], summary = SUMMARY) {
  const fake = fakeSource(summary);
  fake.control.analyses = answers;
  const screen = blankScreen(0, 'spectator');
  const flow = new ReplayFlow(screen, fake.source);
  const reads = () => fake.asked.filter((a) => a === 'analysis').length;
  await flow.start();
  await settle();
  return { ...fake, screen, flow, reads };
}

describe('waiting for the bots’ analysis', () => {
  it('asks at once, shows its progress, and reads it every few seconds until it is ready', async () => {
    const { screen, reads } = await opened([analysisAnswer(0, 'pending'), analysisAnswer(3), analysisAnswer(7)]);
    expect(screen).toMatchObject({ analysisState: 'computing', analysis: { status: 'pending', progress: 0 } });
    expect(reads()).toBe(1);
    await settle(ANALYSIS_POLL_MS - 1);
    expect(reads(), 'not before the interval').toBe(1);
    await settle(1);
    expect(screen).toMatchObject({ analysisState: 'computing', analysis: { status: 'running', progress: 0.42 } });
    expect(screen.analysis?.seats[1]?.winChance).toEqual([0.33, 0.3, 0.3]);
    await settle(ANALYSIS_POLL_MS);
    expect(screen).toMatchObject({ analysisState: 'ready', analysis: { status: 'ready', progress: 1 } });
    expect(screen.analysis?.turningPoints).toHaveLength(1);
    await settle(10 * ANALYSIS_POLL_MS);
    expect(reads(), 'no read once it is ready').toBe(3);
  });

  it('reads a ready analysis once', async () => {
    const { screen, reads } = await opened([analysisAnswer(7)]);
    await settle(5 * ANALYSIS_POLL_MS);
    expect(screen.analysisState).toBe('ready');
    expect(reads()).toBe(1);
  });

  it('stops reading when the replay closes', async () => {
    const { flow, reads } = await opened([analysisAnswer(1, 'running')]);
    await settle(ANALYSIS_POLL_MS);
    expect(reads()).toBe(2);
    flow.stop();
    await settle(10 * ANALYSIS_POLL_MS);
    expect(reads()).toBe(2);
  });

  it('drops an answer that arrives after the replay closed', async () => {
    const fake = fakeSource();
    let answer: (a: GameAnalysis) => void = () => {};
    fake.source.analysis = () => new Promise((done) => (answer = done));
    const screen = blankScreen(0, 'spectator');
    const flow = new ReplayFlow(screen, fake.source);
    await flow.start();
    expect(screen.analysisState).toBe('asking');
    flow.stop();
    answer(analysisAnswer(7));
    await settle();
    expect(screen).toMatchObject({ analysisState: 'asking', analysis: null });
  });

  it('says when a read fails, keeps what it had, and asks again on retry', async () => {
    const offline = new ApiError(0, 'E_NETWORK', 'Cannot reach the Turnpost server. Check your connection; we will keep trying.');
    const { screen, flow, reads } = await opened([analysisAnswer(3), offline, analysisAnswer(7)]);
    await settle(ANALYSIS_POLL_MS);
    expect(screen).toMatchObject({
      analysisState: 'failed',
      analysisError: 'The Turnpost server could not be reached. Check your connection.',
      analysis: { status: 'running' },
    });
    await settle(10 * ANALYSIS_POLL_MS);
    expect(reads(), 'no more reads until asked').toBe(2);
    flow.retryAnalysis();
    expect(screen).toMatchObject({ analysisState: 'computing', analysisError: null });
    await settle();
    expect(screen.analysisState).toBe('ready');
    expect(reads()).toBe(3);
  });

  it('says what the server said when it answers with an error', async () => {
    const broken = new ApiError(500, 'E_INTERNAL', 'Something went wrong on the server.');
    const { screen } = await opened([broken]);
    expect(screen).toMatchObject({ analysisState: 'failed', analysisError: 'Something went wrong on the server.', analysis: null });
  });

  it('retries only after a failure', async () => {
    const { flow, reads } = await opened([analysisAnswer(7)]);
    flow.retryAnalysis();
    await settle();
    expect(reads()).toBe(1);
  });

  it('shows none for a game without an analysis, and stops', async () => {
    const missing = new ApiError(404, 'E_NOT_FOUND', 'No analysis.');
    const { screen, reads } = await opened([missing]);
    await settle(5 * ANALYSIS_POLL_MS);
    expect(screen.analysisState).toBe('none');
    expect(reads()).toBe(1);
  });

  it('does not ask for the analysis of a game that ended early', async () => {
    const { screen, reads } = await opened([analysisAnswer(7)], { ...SUMMARY, status: 'abandoned' });
    expect(screen.analysisState).toBe('none');
    expect(reads()).toBe(0);
  });
});
