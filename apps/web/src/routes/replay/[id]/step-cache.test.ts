import { describe, expect, it } from 'vitest';
import type { Perspective, SeatView } from '$lib/api-types.ts';
import { stepAnswer } from './fake-replay.ts';
import { StepCache } from './step-cache.ts';

/** A step fetcher whose answers the test releases one by one, recording what was asked in which order. */
function server() {
  const asked: string[] = [];
  const pending: { key: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const fetchStep = (step: number, perspective: Perspective) =>
    new Promise<SeatView>((resolve, reject) => {
      const key = `${perspective}@${step}`;
      asked.push(key);
      pending.push({ key, resolve: () => resolve(stepAnswer(step, perspective)), reject });
    });
  const release = async (key: string, error?: Error) => {
    const i = pending.findIndex((p) => p.key === key);
    const [p] = pending.splice(i, 1);
    if (!p) throw new Error(`${key} was not asked for`);
    if (error) p.reject(error);
    else p.resolve();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { asked, pending, fetchStep, release };
}

describe('StepCache', () => {
  it('fetches a step once: later and concurrent asks share the answer', async () => {
    const s = server();
    const cache = new StepCache(s.fetchStep);
    const a = cache.get(3, 'spectator');
    const b = cache.get(3, 'spectator');
    expect(cache.has(3, 'spectator')).toBe(true);
    await s.release('spectator@3');
    expect(await a).toBe(await b);
    expect(await cache.get(3, 'spectator')).toBe(await a);
    expect(s.asked).toEqual(['spectator@3']);
  });

  it('keeps each perspective of a step apart', async () => {
    const s = server();
    const cache = new StepCache(s.fetchStep);
    const spectator = cache.get(3, 'spectator');
    const seat = cache.get(3, 1);
    await s.release('spectator@3');
    await s.release('1@3');
    expect((await spectator).seat).toBeNull();
    expect((await seat).seat).toBe(1);
    expect(s.asked).toEqual(['spectator@3', '1@3']);
  });

  it('plays nothing: a step comes without legal actions, whatever its choices', async () => {
    const s = server();
    const cache = new StepCache(s.fetchStep);
    const step = cache.get(1, 0);
    await s.release('0@1');
    expect(await step).toMatchObject({ version: 1, choices: [], legalActions: [] });
  });

  it('forgets a failed fetch, so asking again retries', async () => {
    const s = server();
    const cache = new StepCache(s.fetchStep);
    const failed = cache.get(2, 'spectator');
    await s.release('spectator@2', new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(cache.has(2, 'spectator')).toBe(false);
    const again = cache.get(2, 'spectator');
    await s.release('spectator@2');
    expect((await again).version).toBe(2);
  });

  it('runs background fetches a few at a time, while a step asked for now goes at once', async () => {
    const s = server();
    const cache = new StepCache(s.fetchStep, 2);
    for (const step of [1, 2, 3, 4]) void cache.prefetch(step, 'spectator');
    expect(s.asked).toEqual(['spectator@1', 'spectator@2']);
    void cache.get(9, 'spectator');
    expect(s.asked).toEqual(['spectator@1', 'spectator@2', 'spectator@9']);
    await s.release('spectator@1');
    expect(s.asked).toEqual(['spectator@1', 'spectator@2', 'spectator@9', 'spectator@3']);
    await s.release('spectator@9');
    expect(s.asked, 'a step asked for now takes no background slot').toHaveLength(4);
    await s.release('spectator@2');
    expect(s.asked.at(-1)).toBe('spectator@4');
  });

  it('drops the least recently used steps beyond its capacity', async () => {
    const s = server();
    const cache = new StepCache(s.fetchStep, 3, 2);
    void cache.get(1, 'spectator');
    void cache.get(2, 'spectator');
    void cache.get(1, 'spectator'); // 1 used again: 2 is now the oldest
    void cache.get(3, 'spectator');
    expect([1, 2, 3].map((step) => cache.has(step, 'spectator'))).toEqual([true, false, true]);
  });
});
