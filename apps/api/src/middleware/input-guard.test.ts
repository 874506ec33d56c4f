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

  it('refuses a JSON body that is not valid UTF-8 (raw bytes, not escapes) with 400, storing nothing', async () => {
    const t = await openTestApp();
    try {
      const created = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], listed: true } }));
      const token = created.seats[0].token as string;
      const raw = (before: string, bytes: number[], after: string): Uint8Array<ArrayBuffer> =>
        new Uint8Array([...new TextEncoder().encode(before), ...bytes, ...new TextEncoder().encode(after)]);
      const seats = (name: ArrayLike<number> & Iterable<number>) => raw('{"game":"avenue-empires","seats":[{"name":"', [...name], '"},{"name":"b"},{"name":"c"}],"listed":true}');
      const cases: [string, Uint8Array<ArrayBuffer>, string?][] = [
        // A\xffB\xc0\xaeC: an invalid byte and an overlong encoding
        ['/api/games', seats(raw('A', [0xff], 'B').slice()), undefined],
        ['/api/games', seats(raw('B', [0xc0, 0xae], 'C')), undefined],
        // ED A0 80: a surrogate encoded as UTF-8 (CESU), not valid UTF-8
        ['/api/games', seats(raw('', [0xed, 0xa0, 0x80], '')), undefined],
        // a truncated sequence at the end of an idempotency key
        [`/api/games/${created.id}/actions`, raw('{"expectedVersion":0,"action":{"type":"x"},"idempotencyKey":"k', [0xe2, 0x82], '"}'), token],
      ];
      for (const [path, body, auth] of cases) {
        const res = await t.app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
          body,
        });
        expect(res.status, path).toBe(400);
        expect(await bodyOf(res)).toEqual({ code: 'E_BAD_REQUEST', message: 'The request body is not valid UTF-8.' });
      }
      expect((await bodyOf(await t.call('GET', '/api/games'))).total).toBe(1);
      expect((await bodyOf(await t.call('GET', `/api/games/${created.id}`))).version).toBe(0);
      // valid UTF-8 beyond ASCII still goes through
      const zoe = await t.app.request('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: seats(new TextEncoder().encode('Zoë 李')) });
      expect(zoe.status).toBe(201);
      expect((await bodyOf(zoe)).seats[0].name).toBe('Zoë 李');
    } finally {
      await t.close();
    }
  }, 60_000);
});
