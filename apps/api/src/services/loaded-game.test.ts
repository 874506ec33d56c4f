/**
 * A request resolves its game's engine once, where the game is loaded (`loadGame`), and hands it on: every engine
 * lookup of the app is counted, per request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CreatedGame, createGame, viewOf } from '../testing-playout.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

const lookups = vi.hoisted(() => [] as unknown[][]);
vi.mock('@turnpost/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof import('@turnpost/rules')>();
  return {
    ...rules,
    engineFor: (...args: Parameters<typeof rules.engineFor>) => {
      lookups.push(args);
      return rules.engineFor(...args);
    },
  };
});

let t: TestApp;
let g: CreatedGame;
beforeAll(async () => {
  t = await openTestApp();
  g = await createGame(t, 'avenue-empires', 3);
}, 30_000);
afterAll(async () => t?.close());
beforeEach(() => {
  lookups.length = 0;
});

/** The engine lookups one request makes. */
async function lookupsOf(method: string, path: string, opts: Parameters<TestApp['call']>[2] = {}) {
  lookups.length = 0;
  const res = await t.call(method, path, opts);
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return [...lookups];
}

describe('the engine of a request', () => {
  it('is looked up once, by kind and rules version, for every call on one game', async () => {
    const token = g.seats[0]?.token as string;
    const once = [['avenue-empires', expect.any(Number)]];
    expect(await lookupsOf('GET', `/api/games/${g.id}`)).toEqual(once);
    expect(await lookupsOf('GET', `/api/games/${g.id}/view`, { token })).toEqual(once);
    expect(await lookupsOf('GET', `/api/games/${g.id}/legal-actions`, { token })).toEqual(once);
    expect(await lookupsOf('GET', `/api/games/${g.id}/log?before=1`, { token })).toEqual(once);
    expect(await lookupsOf('GET', `/api/games/${g.id}/steps/0`, { token })).toEqual(once);
    const me = await viewOf(t, g.id, token);
    const body = { expectedVersion: me.version, action: me.legalActions[0], idempotencyKey: 'first' };
    expect(await lookupsOf('POST', `/api/games/${g.id}/actions`, { token, body })).toEqual(once);
    // a repeated key: the first answer, from the game read again with the same engine
    expect(await lookupsOf('POST', `/api/games/${g.id}/actions`, { token, body })).toEqual(once);
  });

  it('is a clear 500 E_RULES_VERSION when the game started on rules this server does not have', async () => {
    const old = await createGame(t, 'avenue-empires', 3);
    await t.database.db.execute(`update games set rules_version = 999 where id = '${old.id}'` as never);
    const res = await t.call('GET', `/api/games/${old.id}/view`);
    expect(res.status).toBe(500);
    expect(await bodyOf(res)).toMatchObject({ code: 'E_RULES_VERSION' });
  });
});
