/**
 * "Play again" over HTTP: only at a game's end; the first player's request makes the rematch (same kind, options,
 * pace, people and bots, each seat one place on) and every other request joins that same one, even racing; each
 * answer is the asker's own seat with a working link; people with an email are told.
 */
import { outbox } from '@turnpost/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { playOut, viewOf } from '../testing-playout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; token: string }[];
}

const rematch = (g: Created, seat: number) => t.call('POST', `/api/games/${g.id}/rematch`, { token: g.seats[seat]?.token });

async function finished(seats: unknown[], extra: object = {}): Promise<Created> {
  const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats, ...extra } });
  expect(res.status).toBe(201);
  const g = (await bodyOf(res)) as Created;
  await playOut(t, g, `rematch-${g.id}`);
  expect((await bodyOf(await t.call('GET', `/api/games/${g.id}`))).status).toBe('finished');
  return g;
}

/** Seat 0's "Play again" is refused with 409 `code` and `message`, and the game has no rematch after it. */
async function refusedMakingNothing(g: Created, code: string, message: string) {
  const early = await rematch(g, 0);
  expect(early.status).toBe(409);
  expect(await bodyOf(early)).toMatchObject({ code, message });
  expect((await bodyOf(await t.call('GET', `/api/games/${g.id}`))).rematch ?? null).toBeNull();
}

describe('a rematch', () => {
  it('waits for the end of the game', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] } });
    const g = (await bodyOf(res)) as Created;
    const early = await rematch(g, 0);
    expect(early.status).toBe(409);
    expect((await bodyOf(early)).code).toBe('E_GAME_ACTIVE');
    expect((await t.call('POST', `/api/games/${g.id}/rematch`)).status).toBe(403);
  });

  it('waits for the end of a game still waiting for players too, making nothing', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { open: true }] } });
    const g = (await bodyOf(res)) as Created;
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}`))).status).toBe('open');
    await refusedMakingNothing(g, 'E_GAME_ACTIVE', 'This game has not begun: a rematch starts at its end.');
  });

  it('is refused for a game cancelled before it began (a seat still open), making nothing', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }, { open: true }] } });
    const g = (await bodyOf(res)) as Created & { host: { token: string } };
    expect((await t.call('POST', `/api/games/${g.id}/host/abandon`, { token: g.host.token })).status).toBe(200);
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}`))).status).toBe('abandoned');
    await refusedMakingNothing(g, 'E_NEVER_BEGAN', 'This game ended before it began: there is nothing to play again. Start a new game instead.');
  });

  it('is one game for all who ask, even racing: same people, options and pace, each seat one place on', async () => {
    const people = [
      { name: 'Ann', email: 'ann@example.test' },
      { name: 'Ben', email: 'ben@example.test', notifyAtOnce: false },
      { name: 'Cy' },
    ];
    const g = await finished(people, { pace: '3-days', options: { deck: 'starter' } });
    const answers = await Promise.all([0, 1, 2, 0, 1, 2].map((seat) => rematch(g, seat)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const seats = await Promise.all(answers.map((a) => bodyOf(a)));
    expect(new Set(seats.map((s) => s.id)).size).toBe(1);
    // Ben (old seat 1) starts at seat 0 now; Ann goes to the last seat
    expect(seats.slice(0, 3).map((s) => s.seat)).toEqual([2, 0, 1]);
    const id = seats[0].id as string;
    const summary = await bodyOf(await t.call('GET', `/api/games/${id}`));
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual(['Ben', 'Cy', 'Ann']);
    expect(summary.pace).toEqual({ id: '3-days', label: '3 days per move' });
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}`))).rematch).toBe(id);
    // each answer's link opens its own seat
    for (const s of seats.slice(0, 3)) expect((await viewOf(t, id, s.token) as unknown as { seat: number }).seat).toBe(s.seat);
    // people with an email are told (a turn email instead for one the game waits on at once)
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.gameId, id));
    const told = new Set(mails.filter((m) => m.kind === 'rematch' || m.kind === 'turn').map((m) => m.seat));
    expect(told).toEqual(new Set([0, 2]));
  });

  it('shows at the old table’s next poll: an unchanged finished game answers 304 until a rematch starts, then names it', async () => {
    const g = await finished([{ name: 'Ann' }, { name: 'Ben' }]);
    const poll = (etag: string) => t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[0]?.token, headers: { 'If-None-Match': etag } });
    const first = await t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[0]?.token });
    const etag = first.headers.get('ETag') as string;
    expect((await bodyOf(first)).rematch).toBeNull();
    expect((await poll(etag)).status).toBe(304);
    const bens = await bodyOf(await rematch(g, 1));
    const after = await poll(etag);
    expect(after.status).toBe(200);
    expect((await bodyOf(after)).rematch).toBe(bens.id);
    // and from then on unchanged again, under its new tag
    expect((await poll(after.headers.get('ETag') as string)).status).toBe(304);
  });

  it('is hosted by the old game’s host, whose host page links to it', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] } });
    const g = (await bodyOf(res)) as Created & { host: { token: string } };
    await t.call('POST', `/api/games/${g.id}/host/abandon`, { token: g.host.token });
    const mine = await bodyOf(await rematch(g, 1));
    const view = await bodyOf(await t.call('GET', `/api/games/${g.id}/host`, { token: g.host.token }));
    expect(view.rematchHost).toMatch(new RegExp(`^/host/${mine.id}#`));
    const hostOfRematch = (view.rematchHost as string).split('#')[1];
    expect((await t.call('GET', `/api/games/${mine.id}/host`, { token: hostOfRematch })).status).toBe(200);
  });

  it('keeps bots as bots, and follows an abandoned game too', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { bot: 'easy' }, { name: 'Cy' }] } });
    const g = (await bodyOf(res)) as Created & { host: { token: string } };
    expect((await t.call('POST', `/api/games/${g.id}/host/abandon`, { token: g.host.token })).status).toBe(200);
    const mine = await bodyOf(await rematch(g, 0));
    const summary = await bodyOf(await t.call('GET', `/api/games/${mine.id}`));
    expect(summary.seats.map((s: { bot: string | null; name: string }) => [s.name, s.bot])).toEqual([
      ['Bot Anna (easy)', 'easy'],
      ['Cy', null],
      ['Ann', null],
    ]);
    expect(mine.seat).toBe(2);
    // the bot opens the rematch by itself
    for (let i = 0; i < 300 && (await bodyOf(await t.call('GET', `/api/games/${mine.id}`))).version === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await bodyOf(await t.call('GET', `/api/games/${mine.id}`))).version).toBeGreaterThan(0);
  });
});
