/**
 * Issue 48 (1): the import reads its body through the one input guard, whatever the request's Content-Type says. A
 * record comes as JSON only (415 otherwise: never a 500, never text stored as U+FFFD, and no CORS-simple request can
 * make a visitor's browser import); as JSON, text the server cannot keep faithfully is refused with 400, and nothing is
 * created either way.
 */
import { games } from '@turnpost/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { createGame, playOut } from '../testing-playout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(undefined, { guard: memoryAbuseGuard({ creations: 1_000_000 }) });
}, 30_000);
afterAll(async () => t?.close());

const gamesStored = async () => (await t.database.db.select({ id: games.id }).from(games)).length;

/** A record-like body with a seat name holding `name` (raw JSON text, so escapes reach the server as sent). */
const recordWith = (name: string) => `{"format":"turnpost-record/1","game":{"id":"x","kind":"avenue-empires"},"seats":[{"seat":0,"name":"${name}","bot":null}]}`;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const post = (body: string | Uint8Array, contentType: string | null) =>
  t.app.request('/api/games/import', {
    method: 'POST',
    headers: contentType === null ? {} : { 'Content-Type': contentType },
    body: body as BodyInit,
  });

describe('the import door', () => {
  const bodies: [string, string | Uint8Array][] = [
    ['a NUL in a name', recordWith('Ann\\u0000')],
    ['a lone surrogate', recordWith('Ann\\ud800')],
    ['raw bytes C0 AE', new Uint8Array([...new TextEncoder().encode(recordWith('Ann')).slice(0, 60), 0xc0, 0xae, 0x22, 0x7d])],
    ['40 levels of nesting', nested(40)],
    ['an open brace', '{'],
    ['nothing', ''],
    ['no JSON at all', 'xxx'],
  ];

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null])(
    'refuses a body labelled %s with 415, whatever it holds, and creates nothing',
    async (contentType) => {
      const before = await gamesStored();
      for (const [what, body] of bodies) {
        const res = await post(body, contentType);
        expect(res.status, `${what} as ${contentType}`).toBe(415);
        expect(await bodyOf(res)).toMatchObject({ code: 'E_UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('application/json') });
      }
      expect(await gamesStored()).toBe(before);
    },
  );

  it('refuses a whole, valid record with a NUL in a seat name unless it is JSON, and then as text it cannot keep', async () => {
    const g = await createGame(t, 'avenue-empires', 3);
    await playOut(t, g, 'import-door');
    const record = await bodyOf(await t.call('GET', `/api/games/${g.id}/record`));
    const text = JSON.stringify({ ...record, seats: record.seats.map((s: { name: string }, i: number) => (i === 0 ? { ...s, name: 'Ann\u0000' } : s)) });
    const before = await gamesStored();
    expect((await post(text, 'text/plain')).status).toBe(415);
    expect((await post(text, null)).status).toBe(415);
    expect((await post(text, 'application/json')).status).toBe(400);
    expect(await gamesStored()).toBe(before);
    // the record as it was imports, as JSON
    expect((await post(JSON.stringify({ ...record, game: { ...record.game, id: `elsewhere-${g.id}` } }), 'application/json')).status).toBe(201);
  }, 60_000);

  it('refuses, as JSON, what cannot be kept faithfully or is not JSON, with 400 and a message', async () => {
    const before = await gamesStored();
    for (const [what, body] of bodies) {
      const res = await post(body, 'application/json');
      expect(res.status, what).toBe(400);
      const answer = await bodyOf(res);
      expect(typeof answer.code, what).toBe('string');
      expect(typeof answer.message, what).toBe('string');
    }
    expect(await gamesStored()).toBe(before);
  });
});
