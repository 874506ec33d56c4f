import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, READ_TIMEOUT_MS, getSeatView, postChat } from './api.ts';

/** A server that never answers: each request stays pending until its signal (if any) aborts it. */
function silentServer() {
  const requests: { method: string; aborted: () => boolean }[] = [];
  const fetch = (_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init.signal;
      requests.push({ method: init.method ?? 'GET', aborted: () => signal?.aborted ?? false });
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { fetch, requests };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  vi.stubGlobal('location', new URL('http://turnpost.test/play/g1'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a request the server never answers', () => {
  it('a read (a poll of the table) gives up after READ_TIMEOUT_MS as a network failure, so the next poll can go', async () => {
    const server = silentServer();
    vi.stubGlobal('fetch', server.fetch);
    const read = getSeatView('g1', 'token', '"v0"').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(server.requests[0]?.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await read;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).code).toBe('E_NETWORK');
  });

  it('a write is never cut short (its answer says whether it was stored)', async () => {
    const server = silentServer();
    vi.stubGlobal('fetch', server.fetch);
    let settled = false;
    void postChat('g1', 'token', 'hello').finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 4);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.aborted()).toBe(false);
    expect(settled).toBe(false);
  });
});
