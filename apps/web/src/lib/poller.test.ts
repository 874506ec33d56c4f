import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_MS, HIDDEN_MS, Poller, VISIBLE_CAP_MS, pollCadence } from './poller.ts';

/** Just enough of a browser tab: a document whose visibility the test sets, a window, and localStorage. */
class Tab {
  readonly document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  readonly window = new EventTarget();
  readonly storage = new Map<string, string>();

  install() {
    vi.stubGlobal('document', this.document);
    vi.stubGlobal('window', this.window);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => this.storage.get(k) ?? null,
      setItem: (k: string, v: string) => void this.storage.set(k, v),
      removeItem: (k: string) => void this.storage.delete(k),
    });
  }

  show(visible: boolean) {
    this.document.visibilityState = visible ? 'visible' : 'hidden';
    this.document.dispatchEvent(new Event('visibilitychange'));
  }
}

/** A poll that records when it ran (fake time) and answers as told; `slowMs` keeps it in flight that long. */
function recorder(options: { changed?: () => boolean; slowMs?: number } = {}) {
  const at: number[] = [];
  let inFlight = 0;
  let overlapped = false;
  const poll = async () => {
    at.push(Date.now());
    inFlight++;
    if (inFlight > 1) overlapped = true;
    if (options.slowMs) await new Promise((r) => setTimeout(r, options.slowMs));
    inFlight--;
    return options.changed?.() ?? false;
  };
  const gaps = () => at.slice(1).map((t, i) => t - (at[i] as number));
  return { poll, at, gaps, overlapped: () => overlapped };
}

let tab: Tab;
let poller: Poller | null = null;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  tab = new Tab();
  tab.install();
});

afterEach(() => {
  poller?.stop();
  poller = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the poller while the tab is visible', () => {
  it('polls every 2 s at first and, however long nothing changes, never waits more than 3.5 s', async () => {
    const r = recorder();
    poller = new Poller({ poll: r.poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(r.at[0]).toBe(BASE_MS);
    expect(r.gaps().length).toBeGreaterThan(140);
    expect(Math.max(...r.gaps())).toBe(VISIBLE_CAP_MS);
    expect(r.gaps().slice(0, 3)).toEqual([3000, VISIBLE_CAP_MS, VISIBLE_CAP_MS]);
  });

  it('goes back to the base delay after a poll that brought something new', async () => {
    let changes = 0;
    const r = recorder({ changed: () => r.at.length === 6 && ++changes > 0 });
    poller = new Poller({ poll: r.poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(40_000);
    // the sixth poll brought a move: the next one comes after the base delay again
    expect(r.gaps()[4]).toBe(VISIBLE_CAP_MS);
    expect(r.gaps()[5]).toBe(BASE_MS);
  });

  it('keeps polling at the same pace when a poll fails (offline), never faster than the base delay', async () => {
    const poll = vi.fn(async () => {
      throw new Error('offline');
    });
    poller = new Poller({ poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll.mock.calls.length).toBeGreaterThanOrEqual(14);
    expect(poll.mock.calls.length).toBeLessThanOrEqual(60_000 / BASE_MS);
  });
});

describe('the poller while the tab is hidden', () => {
  it('slows down to one poll every 30 s, and polls at once when the tab is shown again', async () => {
    const r = recorder();
    poller = new Poller({ poll: r.poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    const before = r.at.length;
    tab.show(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const hiddenPolls = r.at.slice(before);
    expect(hiddenPolls.length).toBe(10);
    expect(r.gaps().slice(before)).toEqual(Array(9).fill(HIDDEN_MS));

    const shownAt = Date.now() + 1234;
    await vi.advanceTimersByTimeAsync(1234);
    tab.show(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(r.at.at(-1)).toBe(shownAt);
    // back at the visible pace: the quiet poll on showing is followed 1.5 × the base delay later
    await vi.advanceTimersByTimeAsync(VISIBLE_CAP_MS);
    expect(r.at.slice(-2)).toEqual([shownAt, shownAt + BASE_MS * 1.5]);
  });

  it('polls at once on focus and when the network comes back, but not on focus while hidden', async () => {
    const r = recorder();
    poller = new Poller({ poll: r.poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(500);
    tab.window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.at).toEqual([500]);
    await vi.advanceTimersByTimeAsync(700);
    tab.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.at).toEqual([500, 1200]);
    tab.show(false);
    tab.window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.at).toEqual([500, 1200]);
  });
});

describe('the poller, whatever happens', () => {
  it('never has two polls in flight: a wake during a slow poll polls once more right after it', async () => {
    const r = recorder({ slowMs: 3000 });
    poller = new Poller({ poll: r.poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(BASE_MS + 100);
    expect(r.at).toEqual([BASE_MS]);
    poller.now();
    poller.now();
    tab.window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(2900);
    // the first poll ended at 5000: one more at once for all three wakes, none during it
    expect(r.at).toEqual([BASE_MS, BASE_MS + 3000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.overlapped()).toBe(false);
  });

  it('reset() reschedules at the base delay without polling now; now() polls at once', async () => {
    const r = recorder();
    poller = new Poller({ poll: r.poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(BASE_MS + 3000 + 1000);
    expect(r.at).toEqual([2000, 5000]);
    // the next poll is due at 9000; reset() moves it to 6000 + 2000
    poller.reset();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.at).toEqual([2000, 5000]);
    await vi.advanceTimersByTimeAsync(BASE_MS);
    expect(r.at).toEqual([2000, 5000, 8000]);
    poller.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.at).toEqual([2000, 5000, 8000, 8000]);
  });

  it('polls no more once stopped, whatever events come', async () => {
    const r = recorder();
    poller = new Poller({ poll: r.poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(BASE_MS);
    poller.stop();
    tab.show(false);
    tab.show(true);
    tab.window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.at).toEqual([BASE_MS]);
  });

  it('takes a quicker cadence for tests from localStorage, still bounded', () => {
    const normal = { baseMs: BASE_MS, visibleCapMs: VISIBLE_CAP_MS, hiddenMs: HIDDEN_MS };
    expect(pollCadence()).toEqual(normal);
    tab.storage.set('turnpost:poll-ms', '250');
    expect(pollCadence()).toEqual({ baseMs: 250, visibleCapMs: 500, hiddenMs: 1000 });
    tab.storage.set('turnpost:poll-ms', '3');
    expect(pollCadence()).toEqual(normal);
  });
});
