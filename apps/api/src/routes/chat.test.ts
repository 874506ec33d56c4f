/**
 * Table talk over HTTP: seated players write, every seat's next view brings what it has not seen (a poll of an
 * unchanged game still answers 304, a new message changes the ETag), spectators neither read nor write, bad input is
 * refused and stores nothing, a seat is rate-limited, and a finished game keeps its chat for its players.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; token: string }[];
}

const create = async (): Promise<Created> =>
  bodyOf(await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] } }));
const say = (g: Created, seat: number | null, text: unknown) =>
  t.call('POST', `/api/games/${g.id}/chat`, { ...(seat === null ? {} : { token: g.seats[seat]?.token }), body: { text } });
const view = (g: Created, seat: number | null, query = '', headers: Record<string, string> = {}) =>
  t.call('GET', `/api/games/${g.id}/view${query}`, { ...(seat === null ? {} : { token: g.seats[seat]?.token }), headers });

describe('chat at the table', () => {
  it('reaches the other seats’ next view, with the ETag moved on; an unchanged game still answers 304', async () => {
    const g = await create();
    const before = await view(g, 1);
    const etag = before.headers.get('ETag') as string;
    expect((await bodyOf(before)).chat).toEqual([]);
    expect((await view(g, 1, '', { 'If-None-Match': etag })).status).toBe(304);
    const posted = await say(g, 0, '  Trade you a Lake for the Villa?  ');
    expect(posted.status).toBe(201);
    const message = await bodyOf(posted);
    expect(message).toMatchObject({ seat: 0, text: 'Trade you a Lake for the Villa?' });
    const after = await view(g, 1, '', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect((await bodyOf(after)).chat).toEqual([message]);
    const newEtag = after.headers.get('ETag') as string;
    expect((await view(g, 1, '', { 'If-None-Match': newEtag })).status).toBe(304);
    // a table that holds the message gets only what came after it
    await say(g, 1, 'Deal, if you add a Shop.');
    const next = await bodyOf(await view(g, 2, `?chatSince=${message.id}`));
    expect(next.chat.map((m: { text: string; seat: number }) => [m.seat, m.text])).toEqual([[1, 'Deal, if you add a Shop.']]);
  });

  it('is for players only: a spectator’s view has none, and a spectator cannot write', async () => {
    const g = await create();
    await say(g, 0, 'Only for the table.');
    expect((await bodyOf(await view(g, null))).chat).toBeNull();
    const res = await say(g, null, 'Hello from the stands');
    expect(res.status).toBe(403);
    expect((await t.call('GET', `/api/games/${g.id}/chat`)).status).toBe(403);
  });

  it.each([
    ['empty', '   ', /needs some text/],
    ['too long', 'x'.repeat(501), /at most 500/],
    ['501 emoji long', '👍🏽'.repeat(501), /at most 500/],
    ['not text', 42, /./],
    ['a NUL', 'a\u0000b', /NUL/],
    ['an unpaired surrogate', 'a\ud800b', /surrogate/],
  ])('refuses a message that is %s with 400, storing nothing', async (_, text, message) => {
    const g = await create();
    const res = await say(g, 0, text);
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).message).toMatch(message);
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}/chat`, { token: g.seats[0]?.token }))).messages).toEqual([]);
  });

  it('counts characters as people do: 500 emoji with skin tones (2,000 UTF-16 units) are a message, stored whole', async () => {
    const g = await create();
    const text = '👍🏽'.repeat(500);
    const res = await say(g, 0, text);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    expect((await bodyOf(res)).text).toBe(text);
  });

  it('limits a seat to 10 messages a minute', async () => {
    const g = await create();
    for (let i = 0; i < 10; i++) expect((await say(g, 2, `message ${i}`)).status).toBe(201);
    const limited = await say(g, 2, 'one more');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect((await say(g, 1, 'another seat may still talk')).status).toBe(201);
  });

  it('keeps every message for the players, in order, and survives a server restart', async () => {
    const g = await create();
    for (const [seat, text] of [[0, 'gl'], [1, 'hf'], [2, 'gg']] as const) await say(g, seat, text);
    const again = await openTestApp(new Date(), { connect: () => ({ ...t.database, close: async () => {} }) });
    try {
      const all = await bodyOf(await again.call('GET', `/api/games/${g.id}/chat`, { token: g.seats[1]?.token }));
      expect(all.messages.map((m: { text: string }) => m.text)).toEqual(['gl', 'hf', 'gg']);
    } finally {
      await again.close();
    }
  });
});
