/**
 * A server with nothing cached (a cold Worker isolate, a restarted Node server) folds the game from its events, with
 * the narration off except for the latest events whose lines it keeps (replayed-states.ts): every answer must be the
 * one a server that watched the whole game gives, log lines of every age and perspective included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type CreatedGame, createGame, playOut } from '../testing-playout.ts';
import { openTestApp, type TestApp } from '../testing.ts';
import { StateCache } from './state-cache.ts';

let t: TestApp;
let g: CreatedGame;
let events = 0;
const narrated = new StateCache().narrated;

/** One request to a new app over the same database: nothing cached. */
async function cold(path: string, token?: string): Promise<unknown> {
  const app = createApp({
    connect: () => ({ ...t.database, close: async () => {} }),
    clock: () => t.now(),
    secret: 'test-secret',
    logError: (e) => {
      throw e;
    },
  });
  const res = await app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status, path).toBe(200);
  return res.json();
}

async function warm(path: string, token?: string): Promise<unknown> {
  const res = await t.call('GET', path, token ? { token } : {});
  expect(res.status, path).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await openTestApp();
  // 3 seats: random games run 311–553 events (300 measured), past the premise below; 2 seats ran 201–380
  g = await createGame(t, 'civ-builder', 3);
  events = await playOut(t, g, 'cold-replay');
}, 300_000);

afterAll(() => t?.close());

describe('a cold server', () => {
  it('plays a game longer than the narrated tail (the premise)', () => {
    expect(events).toBeGreaterThan(narrated + 50);
  });

  it('gives the same views, log pages and replay steps as the server that saw every move', async () => {
    const token = g.seats[0]?.token;
    const paths = [
      `/api/games/${g.id}/view`,
      `/api/games/${g.id}/log?before=${events - narrated - 10}&limit=80`,
      `/api/games/${g.id}/log?before=40&limit=30`,
      `/api/games/${g.id}/log?seat=1&before=${events - narrated + 5}&limit=60`,
      ...[1, 30, events - narrated - 1, events - narrated + 1, events].map((v) => `/api/games/${g.id}/steps/${v}?seat=0`),
    ];
    for (const path of paths) {
      const before = await warm(path, token);
      expect(await cold(path, token), path).toEqual(before);
    }
  });
});
