import { describe, expect, it } from 'vitest';
import { bodyOf, openTestApp } from '../testing.ts';

/** An action body whose `deep` field is nested `depth` arrays deep, as raw JSON (too deep for JSON.stringify). */
const nested = (depth: number) =>
  `{"expectedVersion":0,"idempotencyKey":"k","action":{"type":"chooseTrade","deep":${'['.repeat(depth)}1${']'.repeat(depth)}}}`;

describe('input the API cannot keep faithfully', () => {
  it('is refused with 400 and a clear message on every route, changing nothing', async () => {
    const t = await openTestApp();
    try {
      const created = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], listed: true } }));
      const token = created.seats[0].token as string;
      const cases: [string, string, unknown?][] = [
        ['GET', '/api/games/%00'],
        ['GET', '/api/games/%00/view'],
        ['GET', `/api/games/${created.id}%00/view`],
        ['GET', '/api/games/%E0%A4%A'],
        ['GET', '/api/games?game=%00'],
        ['GET', '/api/games?game=%ED%A0%80'],
        ['POST', '/api/games', { game: 'avenue-empires', seats: [{ name: 'a\u0000b' }, { name: 'b' }, { name: 'c' }] }],
        ['POST', '/api/games', { game: 'avenue-empires', seats: [{ name: 'a\ud800' }, { name: 'b' }, { name: 'c' }] }],
        ['POST', `/api/games/${created.id}/actions`, { expectedVersion: 0, action: { type: 'chooseTrade', left: '\u0000', right: 'x' }, idempotencyKey: 'k' }],
        ['POST', `/api/games/${created.id}/actions`, { expectedVersion: 0, action: { type: 'chooseTrade', left: '\ud800', right: 'x' }, idempotencyKey: 'k' }],
        ['POST', `/api/games/${created.id}/actions`, { expectedVersion: 0, action: { type: 'chooseTrade' }, idempotencyKey: 'k\u0000' }],
        ['POST', `/api/games/${created.id}/actions`, nested(5_000)],
        ['POST', `/api/games/${created.id}/actions`, nested(20_000)],
        ['POST', `/api/games/${created.id}/actions`, nested(1_000)],
      ];
      for (const [method, path, body] of cases) {
        const res = await t.call(method, path, { token, ...(body === undefined ? {} : { body }) });
        expect(res.status, `${method} ${path}`).toBe(400);
        const json = await bodyOf(res);
        expect(json.code).toBe('E_BAD_REQUEST');
        expect(json.message).toMatch(/NUL|surrogate|nested|percent/);
      }
      const after = await bodyOf(await t.call('GET', `/api/games/${created.id}`));
      expect(after.version).toBe(0);
      expect((await bodyOf(await t.call('GET', '/api/games'))).total).toBe(1);
    } finally {
      await t.close();
    }
  }, 60_000);
});
