/** A browser test's own calls to the API server (setting up games, playing the other seats), outside the browser. */
import { expect } from 'vitest';

/** A game as `POST /api/games` answers it: each seat's token and private link. */
export interface Created {
  id: string;
  seats: { seat: number; token: string; url: string }[];
}

/** A JSON call to the server at `origin`; any status of 300 or more fails the test, with the answer in the message. */
export async function callApi<T>(origin: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status, `${method} ${path}: ${res.status < 300 ? '' : await res.clone().text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** `callApi` bound to a server whose origin is known only once the stage has started. */
export const apiOf =
  (origin: () => string) =>
  <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> =>
    callApi<T>(origin(), method, path, token, body);
