/**
 * Keeps a table fresh by polling. While the tab is visible another seat's move must show within seconds, also after
 * a long quiet spell, so the delay grows from `baseMs` only up to `visibleCapMs` (an unchanged poll is a cheap
 * 304). A hidden tab polls every `hiddenMs`, just enough to notice that the move came (title, favicon,
 * notification), and polls at once when the tab is shown or focused again or the network comes back. Never two
 * polls at a time.
 */
export interface PollerOptions {
  /** One poll; resolves true when something changed (the delay then goes back to `baseMs`). */
  poll: () => Promise<boolean>;
  baseMs?: number;
  /** The longest wait between polls while the tab is visible. */
  visibleCapMs?: number;
  /** The wait between polls while the tab is hidden. */
  hiddenMs?: number;
  /** How much longer each quiet poll waits than the one before, up to `visibleCapMs`. */
  backoff?: number;
}

export const BASE_MS = 2000;
/** Another seat's move is on screen at most this long plus a poll's round trip after it: well within 5 s. */
export const VISIBLE_CAP_MS = 3500;
export const HIDDEN_MS = 30_000;

/**
 * The cadence a table polls at. Tests may shorten it with `localStorage['turnpost:poll-ms']` (the base delay; the
 * visible cap and the hidden delay follow it), so seats see each other's moves at once.
 */
export function pollCadence(): { baseMs: number; visibleCapMs: number; hiddenMs: number } {
  const base = pollBaseMs(BASE_MS);
  if (base === BASE_MS) return { baseMs: BASE_MS, visibleCapMs: VISIBLE_CAP_MS, hiddenMs: HIDDEN_MS };
  return { baseMs: base, visibleCapMs: base * 2, hiddenMs: base * 4 };
}

/** The base delay, or the one tests asked for in `localStorage['turnpost:poll-ms']` (at least 50 ms). */
export function pollBaseMs(fallback = BASE_MS): number {
  try {
    const value = Number(localStorage.getItem('turnpost:poll-ms'));
    return Number.isFinite(value) && value >= 50 ? value : fallback;
  } catch {
    return fallback;
  }
}

export class Poller {
  private readonly poll: () => Promise<boolean>;
  private readonly baseMs: number;
  private readonly visibleCapMs: number;
  private readonly hiddenMs: number;
  private readonly backoff: number;
  private delay: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private inFlight = false;
  private again = false;

  constructor({ poll, baseMs = BASE_MS, visibleCapMs = VISIBLE_CAP_MS, hiddenMs = HIDDEN_MS, backoff = 1.5 }: PollerOptions) {
    this.poll = poll;
    this.baseMs = baseMs;
    this.visibleCapMs = Math.max(visibleCapMs, baseMs);
    this.hiddenMs = Math.max(hiddenMs, this.visibleCapMs);
    this.backoff = backoff;
    this.delay = baseMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('focus', this.onWake);
    window.addEventListener('online', this.onWake);
    this.schedule();
  }

  stop(): void {
    this.running = false;
    this.clear();
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('focus', this.onWake);
    window.removeEventListener('online', this.onWake);
  }

  /** Back to the quick pace without polling now, e.g. after the player acted and got the new state anyway. */
  reset(): void {
    this.delay = this.baseMs;
    if (!this.inFlight) this.schedule();
  }

  /** Polls at once (and back to the quick pace), e.g. when the tab comes back into view. */
  now(): void {
    this.delay = this.baseMs;
    void this.tick();
  }

  /** Shown again: poll at once. Hidden: the pending poll waits the hidden delay instead. */
  private readonly onVisibility = () => {
    if (hidden()) this.schedule();
    else this.now();
  };

  private readonly onWake = () => {
    if (!hidden()) this.now();
  };

  private async tick(): Promise<void> {
    if (!this.running) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.clear();
    this.inFlight = true;
    let changed = false;
    try {
      changed = await this.poll();
    } catch {
      changed = false;
    } finally {
      this.inFlight = false;
    }
    this.delay = changed ? this.baseMs : Math.min(this.visibleCapMs, Math.round(this.delay * this.backoff));
    if (this.again) {
      this.again = false;
      void this.tick();
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    this.clear();
    if (!this.running) return;
    this.timer = setTimeout(() => void this.tick(), hidden() ? this.hiddenMs : this.delay);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

const hidden = () => document.visibilityState === 'hidden';
