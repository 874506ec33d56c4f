/**
 * Regression (found by proofs/fuzz.test.ts): media types are case-insensitive (RFC 9110 §8.3.1) and Hono's JSON
 * validator takes any case, so the input guard must check a body sent as `APPLICATION/JSON` too. Before the fix
 * a NUL in a seat name or an idempotency key reached PostgreSQL (500), an unpaired surrogate was stored as U+FFFD,
 * and deep nesting was parsed instead of refused.
 */
import { expandChoices } from '@turnpost/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

const gamesCount = async () => (await bodyOf(await t.call('GET', '/api/games?limit=1'))).total as number;

describe('the input guard checks JSON bodies whatever the case of their Content-Type', () => {
  it.each(['APPLICATION/JSON', 'Application/Json; charset=utf-8', 'application/JSON'])(
    'a NUL in a seat name sent as %s is refused with 400',
    async (contentType) => {
      const res = await t.call('POST', '/api/games', {
        body: { game: 'arquetect', seats: [{ name: 'a\u0000b' }, { name: 'b' }], listed: true },
        headers: { 'Content-Type': contentType },
      });
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toMatchObject({ code: 'E_BAD_REQUEST', message: expect.stringMatching(/NUL/) });
    },
  );

  it('an unpaired surrogate in a seat name sent as APPLICATION/JSON is refused with 400', async () => {
    const before = await gamesCount();
    const res = await t.call('POST', '/api/games', {
      body: { game: 'arquetect', seats: [{ name: 'a\ud800' }, { name: 'b' }], listed: true },
      headers: { 'Content-Type': 'APPLICATION/JSON' },
    });
    expect(res.status).toBe(400);
    expect(await gamesCount()).toBe(before);
  });

  it('a NUL in the idempotency key of a legal action sent as APPLICATION/JSON is refused with 400', async () => {
    const created = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'a' }, { name: 'b' }] } }));
    const token = created.seats[0].token as string;
    const view = await bodyOf(await t.call('GET', `/api/games/${created.id}/view`, { token }));
    const res = await t.call('POST', `/api/games/${created.id}/actions`, {
      token,
      body: { expectedVersion: view.version, action: expandChoices(view.choices)[0], idempotencyKey: 'k\u0000' },
      headers: { 'Content-Type': 'APPLICATION/JSON' },
    });
    expect(res.status).toBe(400);
    expect((await bodyOf(await t.call('GET', `/api/games/${created.id}`))).version).toBe(0);
  });

  it('nesting deeper than 16 levels sent as APPLICATION/JSON is refused with 400 like with application/json', async () => {
    const created = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'a' }, { name: 'b' }] } }));
    const deep = `{"expectedVersion":0,"idempotencyKey":"k","action":{"type":"pass","x":${'['.repeat(5_000)}${']'.repeat(5_000)}}}`;
    for (const contentType of ['application/json', 'APPLICATION/JSON']) {
      const res = await t.call('POST', `/api/games/${created.id}/actions`, { token: created.seats[0].token, body: deep, headers: { 'Content-Type': contentType } });
      expect(res.status, contentType).toBe(400);
      expect(await bodyOf(res), contentType).toMatchObject({ code: 'E_BAD_REQUEST', message: expect.stringMatching(/nested/) });
    }
  });
});
