/**
 * Replay steps fetched once: each (perspective, step) view is kept, concurrent asks share one request, and
 * background fetches (neighbours) queue behind a small concurrency limit while the step on screen goes first.
 */
import type { ExpandedSeatView, Perspective, SeatView } from '$lib/api-types.ts';

/** Fetches what `perspective` saw right after event `step` (the API's replay step). */
export type FetchStep = (step: number, perspective: Perspective) => Promise<SeatView>;

export class StepCache {
  private readonly views = new Map<string, Promise<ExpandedSeatView>>();
  private readonly queue: (() => void)[] = [];
  private running = 0;

  constructor(
    private readonly fetchStep: FetchStep,
    private readonly concurrency = 3,
    private readonly capacity = 800,
  ) {}

  /** The view now, ahead of anything queued. */
  get(step: number, perspective: Perspective): Promise<ExpandedSeatView> {
    return this.load(step, perspective, false);
  }

  /** The view when a background slot is free; failures are forgotten, so a later ask retries. */
  prefetch(step: number, perspective: Perspective): Promise<ExpandedSeatView> {
    return this.load(step, perspective, true);
  }

  has(step: number, perspective: Perspective): boolean {
    return this.views.has(keyOf(step, perspective));
  }

  private load(step: number, perspective: Perspective, background: boolean): Promise<ExpandedSeatView> {
    const key = keyOf(step, perspective);
    const known = this.views.get(key);
    if (known) {
      // Most recently used last, so the oldest go first when the cache is full.
      this.views.delete(key);
      this.views.set(key, known);
      return known;
    }
    // A replay plays nothing: no legal actions, whatever the step's `choices`.
    const fetchIt = () => this.fetchStep(step, perspective).then((t): ExpandedSeatView => ({ ...t, choices: [], legalActions: [] }));
    const promise = background ? this.later(fetchIt) : fetchIt();
    this.views.set(key, promise);
    promise.catch(() => this.views.delete(key));
    while (this.views.size > this.capacity) {
      const oldest = this.views.keys().next().value;
      if (oldest === undefined) break;
      this.views.delete(oldest);
    }
    return promise;
  }

  private later<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        this.running++;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.queue.shift()?.();
          });
      };
      if (this.running < this.concurrency) run();
      else this.queue.push(run);
    });
  }
}

const keyOf = (step: number, perspective: Perspective) => `${perspective}@${step}`;
