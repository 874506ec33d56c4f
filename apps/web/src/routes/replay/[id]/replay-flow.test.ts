import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '$lib/api.ts';
import { blankScreen, fakeSource, linesSeenBy, SUMMARY } from './fake-replay.ts';
import { PLAY_MS, ReplayFlow, SETTLE_MS } from './replay-flow.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets every answer already on its way arrive (and the timers they start run, up to `ms`). */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

async function opened(step: number | null = null, perspective: 'spectator' | number = 'spectator') {
  const fake = fakeSource();
  const screen = blankScreen(step, perspective);
  const flow = new ReplayFlow(screen, fake.source);
  await flow.start();
  await settle();
  return { ...fake, screen, flow };
}

const texts = (screen: { log: { log: { text: string }[] } }) => screen.log.log.map((l) => l.text);

describe('opening a replay', () => {
  it('shows the step asked for, reads the whole log and the scores', async () => {
    const { screen, asked } = await opened(3);
    expect(screen.summary).toEqual(SUMMARY);
    expect(screen.shown).toMatchObject({ version: 3, seat: null, legalActions: [] });
    expect(screen.loading).toBe(false);
    expect(screen.log).toEqual({ log: linesSeenBy('spectator'), logAfter: -1 });
    expect(screen.chart).toBe('series');
    expect(asked.filter((a) => a.startsWith('log'))).toEqual([
      'log spectator <7',
      'log spectator <5',
      'log spectator <3',
      'log spectator <1',
    ]);
  });

  it('keeps the step and perspective within the game', async () => {
    expect((await opened(99, 7)).screen).toMatchObject({ step: 6, perspective: 'spectator' });
    expect((await opened(-3, 2)).screen).toMatchObject({ step: 0, perspective: 2 });
  });

  it('shows no step of an unfinished game', async () => {
    const fake = fakeSource({ ...SUMMARY, status: 'active' });
    const screen = blankScreen(null, 'spectator');
    await new ReplayFlow(screen, fake.source).start();
    expect(screen.unfinished).toBe(true);
    expect(fake.asked).toEqual(['summary']);
  });

  it('says why when the game cannot be read', async () => {
    const screen = blankScreen(null, 'spectator');
    const missing = new ApiError(404, 'E_NOT_FOUND', 'No such game.');
    const source = { ...fakeSource().source, summary: () => Promise.reject(missing) };
    await new ReplayFlow(screen, source).start();
    expect(screen.failure).toBe(missing);
  });
});

describe('a perspective’s moves', () => {
  it('lists only what the spectator saw: no face-down pass of a seat', async () => {
    const { screen } = await opened();
    expect(texts(screen).join('\n')).not.toMatch(/pass/);
  });

  it('switches the moves with the perspective, each read once, never mixing another’s lines', async () => {
    const { screen, flow, asked } = await opened(1);
    flow.see(0);
    expect(screen.log.log, 'nothing of the spectator’s list under seat 0’s name').toEqual([]);
    await settle(SETTLE_MS);
    expect(texts(screen)).toContain('@0 chose to pass Tunnel to @1 and Market to @2');
    expect(screen.shown).toMatchObject({ version: 1, seat: 0 });
    flow.see('spectator');
    expect(texts(screen), 'the spectator’s list again, at once').toEqual(linesSeenBy('spectator').map((l) => l.text));
    flow.see(0);
    await settle(SETTLE_MS);
    expect(asked.filter((a) => a.startsWith('log 0')), 'four pages of two events').toHaveLength(4);
    expect(asked.filter((a) => a.startsWith('log spectator'))).toHaveLength(4);
  });

  it('never lets a slower perspective’s lines land in another’s list', async () => {
    const { screen, flow } = await opened();
    flow.see(0);
    flow.see(1); // seat 0's pages are still on their way
    await settle(SETTLE_MS);
    expect(screen.perspective).toBe(1);
    expect(texts(screen).join('\n')).not.toMatch(/chose to pass/);
  });

  it('says when the moves cannot be read, and tries again on coming back', async () => {
    const { screen, flow, control, asked } = await opened();
    control.failLog = true;
    flow.see(2);
    await settle(SETTLE_MS);
    expect(screen.logError).toBe('The moves could not be loaded.');
    control.failLog = false;
    flow.see('spectator');
    expect(screen.logError).toBeNull();
    flow.see(2);
    await settle(SETTLE_MS);
    expect(screen.log.logAfter).toBe(-1);
    expect(asked.filter((a) => a.startsWith('log 2')), 'the failed page, then four').toHaveLength(5);
  });
});

describe('stepping', () => {
  it('moves within the game, fetching each step once', async () => {
    const { screen, flow, asked } = await opened(0);
    flow.go(-5);
    flow.go(2);
    await settle(SETTLE_MS);
    expect(screen.shown?.version).toBe(2);
    flow.go(0);
    await settle(SETTLE_MS);
    expect(screen.shown?.version).toBe(0);
    flow.go(99);
    await settle(SETTLE_MS);
    expect(screen.step).toBe(6);
    expect(asked.filter((a) => a === 'step spectator@2')).toHaveLength(1);
  });

  it('fetches only the step a quick scrub settles on (neighbours aside)', async () => {
    const { screen, flow, asked } = await opened(0);
    const before = asked.length;
    for (const step of [3, 4, 5]) flow.go(step);
    await settle(SETTLE_MS);
    expect(screen.shown?.version).toBe(5);
    const fetched = asked.slice(before).filter((a) => a.startsWith('step'));
    expect(fetched[0]).toBe('step spectator@5');
    expect(fetched).not.toContain('step spectator@3');
  });

  it('keeps the previous step on screen while the next loads, and says when it fails', async () => {
    const { screen, flow, control } = await opened(0);
    control.failSteps = true;
    flow.go(5);
    expect(screen).toMatchObject({ loading: true, shown: { version: 0 } });
    await settle(SETTLE_MS);
    expect(screen).toMatchObject({ loading: false, stepError: 'Step 5 could not be loaded.', shown: { version: 0 } });
  });
});

describe('playing', () => {
  it('advances a step at a time to the end, then stops', async () => {
    const { screen, flow } = await opened(4);
    flow.play();
    await settle(PLAY_MS + SETTLE_MS);
    expect(screen.shown?.version).toBe(5);
    await settle(2 * (PLAY_MS + SETTLE_MS));
    expect(screen).toMatchObject({ step: 6, playing: false });
  });

  it('plays from the start when at the end, and pauses', async () => {
    const { screen, flow } = await opened(6);
    flow.toggle();
    expect(screen).toMatchObject({ step: 0, playing: true });
    flow.toggle();
    await settle(3 * PLAY_MS);
    expect(screen).toMatchObject({ step: 0, playing: false });
  });

  it('stops for good when the page closes', async () => {
    const { screen, flow } = await opened(0);
    flow.play();
    flow.stop();
    await settle(3 * PLAY_MS);
    expect(screen.step).toBe(0);
  });
});
