/**
 * People first, on a Node server: the server counts the requests it is answering in a counter its thinking threads
 * share; a thread checks it between search iterations and, while any request is in flight, waits (up to `holdMs`) for
 * the server to be idle, so a person's request does not share the cores with a bot's search. A thread held `holdMs`
 * runs on for `runMs` before it waits again: a server that is never idle still lets its bots think, more slowly.
 * The wait changes nothing a bot decides (its budget is counted in iterations). Measured in docs/performance.md.
 */

/** The counter, for the server's side: wraps its fetch handler so each request counts while it is answered. */
export class ServingCounter {
  readonly buffer = new SharedArrayBuffer(4);
  private readonly inFlight = new Int32Array(this.buffer);

  track<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>): (...args: A) => Promise<Response> {
    return async (...args: A) => {
      Atomics.add(this.inFlight, 0, 1);
      try {
        return await fetch(...args);
      } finally {
        if (Atomics.sub(this.inFlight, 0, 1) === 1) Atomics.notify(this.inFlight, 0);
      }
    };
  }
}

/** The thread's side: a pause for the search (`DecisionRequest.pause`) that holds it while the server answers. */
export function holdWhileServing(buffer: SharedArrayBuffer, { holdMs = 20, runMs = 5 } = {}): () => void {
  const inFlight = new Int32Array(buffer);
  let freeUntil = 0;
  return () => {
    if (Atomics.load(inFlight, 0) === 0) return;
    const start = performance.now();
    if (start < freeUntil) return;
    const deadline = start + holdMs;
    for (;;) {
      const serving = Atomics.load(inFlight, 0);
      if (serving === 0) return;
      const left = deadline - performance.now();
      if (left <= 0) {
        freeUntil = performance.now() + runMs;
        return;
      }
      Atomics.wait(inFlight, 0, serving, left);
    }
  };
}
