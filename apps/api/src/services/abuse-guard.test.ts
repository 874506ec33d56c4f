import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { memoryAbuseGuard } from './abuse-guard.ts';

let t: TestApp;
let now = 0;
beforeAll(async () => {
  t = await openTestApp(undefined, {
    guard: memoryAbuseGuard({ tokenFailures: 5, creations: 3, periodSeconds: 60, clock: () => now }),
    clientAddress: (c) => c.req.header('X-Test-Client') ?? 'one',
  });
}, 30_000);
afterAll(async () => t?.close());

const newGame = (client = 'one') =>
  t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }, headers: { 'X-Test-Client': client } });

describe('rate limits per client address', () => {
  it('answer 429 with Retry-After after too many wrong links, even to the right link, until the period ends', async () => {
    const g = await bodyOf(await newGame('creator'));
    const right = g.seats[0].token as string;
    const viewWith = (token: string, client = 'one') => t.call('GET', `/api/games/${g.id}/view`, { token, headers: { 'X-Test-Client': client } });
    for (let i = 0; i < 5; i++) expect((await viewWith(`wrong-${i}`)).status).toBe(403);
    const limited = await viewWith('wrong-5');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(await bodyOf(limited)).toMatchObject({ code: 'E_TOO_MANY_REQUESTS', message: expect.stringMatching(/wait 60 seconds/) });
    expect((await viewWith(right)).status).toBe(429);
    // another address is not affected, and spectators without a token neither
    expect((await viewWith(right, 'two')).status).toBe(200);
    expect((await t.call('GET', `/api/games/${g.id}/view`, { headers: { 'X-Test-Client': 'one' } })).status).toBe(200);
    now += 61_000;
    expect((await viewWith(right)).status).toBe(200);
  });

  it('answer 429 after too many new games from one address', async () => {
    for (let i = 0; i < 3; i++) expect((await newGame('maker')).status).toBe(201);
    const limited = await newGame('maker');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect((await newGame('someone-else')).status).toBe(201);
  });

  it('spend the creation budget only on games created: refused ones (400) cost nothing', async () => {
    const refused = (body: object) =>
      t.call('POST', '/api/games', { body, headers: { 'X-Test-Client': 'careless' } });
    for (let i = 0; i < 5; i++) {
      expect((await refused({ game: 'avenue-empires', seats: [{ name: 'a' }, { name: 'b' }] })).status).toBe(400); // too few seats
      expect((await refused({ game: 'chess', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] })).status).toBe(400);
      expect((await refused({ game: 'arquetect', seats: [{ name: 'a' }, { bot: 'easy' }], pace: '1-day' })).status).toBe(400);
    }
    for (let i = 0; i < 3; i++) expect((await newGame('careless')).status).toBe(201);
    expect((await newGame('careless')).status).toBe(429);
  });
});
