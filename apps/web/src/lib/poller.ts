/**
 * Polls while the page is visible: every `baseMs` after a change, slowing down by `backoff` per quiet poll up to
 * `maxMs`, at once when the tab becomes visible or focused again, never two polls at a time.
 */
export interface PollerOptions {
  /** One poll; resolves true when something changed (the delay then goes back to `baseMs`). */
  poll: () => Promise<boolean>;
  baseMs?: number;
  maxMs?: number;
  backoff?: number;
}

/** Tests may shorten the base interval: `localStorage['turnpost:poll-ms']`. */
export function pollBaseMs(fallback = 3000): number {
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
  private readonly maxMs: number;
  private readonly backoff: number;
  private delay: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private inFlight = false;
  private again = false;

  constructor({ poll, baseMs = 3000, maxMs = 30_000, backoff = 1.5 }: PollerOptions) {
    this.poll = poll;
    this.baseMs = baseMs;
    this.maxMs = Math.max(maxMs, baseMs);
    this.backoff = backoff;
    this.delay = baseMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    document.addEventListener('visibilitychange', this.onWake);
    window.addEventListener('focus', this.onWake);
    window.addEventListener('online', this.onWake);
    this.schedule();
  }

  stop(): void {
    this.running = false;
    this.clear();
    document.removeEventListener('visibilitychange', this.onWake);
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

  private readonly onWake = () => {
    if (document.visibilityState === 'visible') this.now();
    else this.clear();
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
    this.delay = changed ? this.baseMs : Math.min(this.maxMs, Math.round(this.delay * this.backoff));
    if (this.again) {
      this.again = false;
      void this.tick();
      return;
    }
    this.schedule();
  }

  private schedule(): void {
    this.clear();
    if (!this.running || document.visibilityState === 'hidden') return;
    this.timer = setTimeout(() => void this.tick(), this.delay);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
