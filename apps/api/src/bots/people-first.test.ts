/**
 * People first: the server's request counter and the pause a thinking thread takes between search iterations (the
 * other side of the counter runs here on the test's thread, or in a plain worker thread that ends a request).
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { holdWhileServing, ServingCounter } from './people-first.ts';

const inFlight = (counter: ServingCounter) => Atomics.load(new Int32Array(counter.buffer), 0);
const timed = (pause: () => void) => {
  const started = performance.now();
  pause();
  return performance.now() - started;
};

describe('people first', () => {
  it('counts a request while it is answered, and no longer once it is answered or has failed', async () => {
    const counter = new ServingCounter();
    let seen = -1;
    const ok = counter.track(async () => {
      seen = inFlight(counter);
      return new Response('ok');
    });
    await ok();
    expect([seen, inFlight(counter)]).toEqual([1, 0]);
    const failing = counter.track(async () => {
      throw new Error('boom');
    });
    await expect(failing()).rejects.toThrow('boom');
    expect(inFlight(counter)).toBe(0);
  });

  it('does not hold a search while the server is idle', () => {
    const pause = holdWhileServing(new ServingCounter().buffer, { holdMs: 1_000 });
    expect(timed(pause)).toBeLessThan(50);
  });

  it('holds a search up to holdMs while a request is in flight, then lets it run runMs before holding it again', async () => {
    const counter = new ServingCounter();
    let answer: (r: Response) => void = () => {};
    const request = counter.track(() => new Promise<Response>((resolve) => (answer = resolve)))();
    const pause = holdWhileServing(counter.buffer, { holdMs: 60, runMs: 200 });
    expect(timed(pause)).toBeGreaterThanOrEqual(55);
    expect(timed(pause)).toBeLessThan(30); // within the 200 ms it may run
    await new Promise((r) => setTimeout(r, 250));
    expect(timed(pause)).toBeGreaterThanOrEqual(55);
    answer(new Response('ok'));
    await request;
  });

  it('lets a held search go as soon as the last request in flight is answered', async () => {
    const counter = new ServingCounter();
    // another thread stands for the server: it counts a request in flight and ends it 300 ms later
    const server = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const inFlight = new Int32Array(workerData);
       Atomics.add(inFlight, 0, 1);
       parentPort.postMessage('serving');
       setTimeout(() => { Atomics.sub(inFlight, 0, 1); Atomics.notify(inFlight, 0); }, 300);`,
      { eval: true, workerData: counter.buffer },
    );
    await new Promise((resolve) => server.once('message', resolve));
    const held = timed(holdWhileServing(counter.buffer, { holdMs: 5_000 }));
    await server.terminate();
    expect(held).toBeGreaterThanOrEqual(100);
    expect(held).toBeLessThan(2_000);
  });
});
