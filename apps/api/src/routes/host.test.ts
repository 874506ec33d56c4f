/**
 * The host link over HTTP: made at creation and stored hashed, refused uniformly when wrong (and rate-limited like
 * seat links), and with it the host hands seats to new people or bots, changes the pace and ends a stalled game as
 * abandoned; every action is in the game's host log.
 */
import { games } from '@turnpost/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { viewOf } from '../testing-playout.ts';

const HOUR = 3600_000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(undefined, {
    guard: memoryAbuseGuard({ tokenFailures: 5, creations: 1000, periodSeconds: 60 }),
    clientAddress: (c) => c.req.header('X-Test-Client') ?? 'one',
  });
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; token?: string; url?: string }[];
  host: { token: string; url: string };
}

async function create(seats: unknown[], extra: object = {}): Promise<Created> {
  const res = await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats, ...extra } });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return bodyOf(res);
}

const asHost = (g: Created, method: string, path: string, body?: unknown, token = g.host.token) =>
  t.call(method, `/api/games/${g.id}/host${path}`, { token, body, headers: { 'X-Test-Client': 'host' } });

const people = [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }];

describe('the host link', () => {
  it('comes with the game, beside the seat links, and is stored only as a hash', async () => {
    const g = await create(people);
    expect(g.host.url).toBe(`/host/${g.id}#${g.host.token}`);
    expect(g.host.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(g.seats.map((s) => s.token)).not.toContain(g.host.token);
    const [row] = await t.database.db.select().from(games).where(eq(games.id, g.id));
    expect(JSON.stringify(row)).not.toContain(g.host.token);
    expect(row?.hostTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const view = await bodyOf(await asHost(g, 'GET', ''));
    expect(view.links.map((l: { url: string }) => l.url)).toEqual(g.seats.map((s) => s.url));
  });

  it('refuses a wrong, missing or seat token with one answer, and limits guessing per address', async () => {
    const g = await create(people);
    const other = await create(people);
    const tries = [
      asHost(g, 'GET', '', undefined, other.host.token),
      asHost(g, 'POST', '/abandon', undefined, g.seats[0]?.token),
      t.call('POST', `/api/games/${g.id}/host/abandon`, { headers: { 'X-Test-Client': 'nobody' } }),
      asHost(g, 'POST', '/pace', { pace: '1-day' }, 'x'.repeat(22)),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(403);
      expect(await bodyOf(res)).toEqual({ code: 'E_FORBIDDEN', message: 'This host link is not valid for this game.' });
    }
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}`))).status).toBe('active');
    // a guesser from one address: past 5 wrong links even the right one is refused for a while
    const guess = (token: string) => t.call('GET', `/api/games/${g.id}/host`, { token, headers: { 'X-Test-Client': 'guesser' } });
    for (let i = 0; i < 5; i++) expect((await guess(`wrong-${i}`)).status).toBe(403);
    expect((await guess('wrong-5')).status).toBe(429);
    expect((await guess(g.host.token)).status).toBe(429);
    expect((await asHost(g, 'GET', '')).status).toBe(200);
  });
});

describe('the host mends the table', () => {
  it('hands a seat to a new person: the old link stops at once, the new one sits there, the log says so', async () => {
    const g = await create(people);
    const before = await t.call('GET', `/api/games/${g.id}/view`);
    const res = await asHost(g, 'POST', '/seats/2', { holder: 'person', name: 'Dee', email: 'dee@example.test' });
    expect(res.status).toBe(200);
    const view = await bodyOf(res);
    expect(view.seats[2]).toMatchObject({ name: 'Dee', bot: null });
    const newLink = view.links[2].url as string;
    expect(newLink).not.toBe(g.seats[2]?.url);
    expect((await t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[2]?.token })).status).toBe(403);
    const dee = await viewOf(t, g.id, newLink.split('#')[1]);
    expect((dee as unknown as { seat: number }).seat).toBe(2);
    expect(view.hostLog).toEqual([{ version: 1, at: t.now().toISOString(), text: 'The host gave Cy’s seat to Dee.' }]);
    // the hand-over is the game's event 1, a line of its log made by the host
    const log = (await bodyOf(await t.call('GET', `/api/games/${g.id}/view`))).log;
    expect(log.at(-1)).toMatchObject({ seq: 1, text: 'The host gave Cy’s seat to Dee.', by: 'host' });
    // a replay steps through it: step 1 is the hand-over, the game's state as at step 0
    const step = await bodyOf(await t.call('GET', `/api/games/${g.id}/steps/1`, { token: g.seats[0]?.token }));
    expect(step.log).toEqual([{ seq: 1, round: -1, text: 'The host gave Cy’s seat to Dee.', by: 'host' }]);
    const start = await bodyOf(await t.call('GET', `/api/games/${g.id}/steps/0`, { token: g.seats[0]?.token }));
    expect(step.view).toEqual(start.view);
    // a poll sees the change though no move was made: the ETag moved on
    const etag = before.headers.get('ETag') as string;
    expect((await t.call('GET', `/api/games/${g.id}/view`, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('hands an awaited seat to a bot, which moves, and gives it back to a person', async () => {
    const g = await create(people);
    const res = await asHost(g, 'POST', '/seats/1', { holder: 'bot', level: 'easy' });
    expect((await bodyOf(res)).seats[1]).toMatchObject({ name: 'Bot Anna (easy)', bot: 'easy' });
    // the bot chose its card (everyone chooses at once here); Ann and Cy have not
    for (let i = 0; i < 200; i++) {
      const s = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
      if (!s.seats[1].awaited) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const s = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(s.seats.map((x: { awaited: boolean }) => x.awaited)).toEqual([true, false, true]);
    const back = await bodyOf(await asHost(g, 'POST', '/seats/1', { holder: 'person', name: 'Ben' }));
    expect(back.seats[1]).toMatchObject({ name: 'Ben', bot: null });
    expect(back.links[1].url).toMatch(new RegExp(`^/play/${g.id}#`));
    expect(back.hostLog.map((l: { text: string }) => l.text)).toEqual([
      'The host handed Ben’s seat to a bot (easy), Bot Anna (easy).',
      'The host gave Bot Anna (easy)’s seat to Ben.',
    ]);
  });

  it('changes the pace: every clock starts afresh with it', async () => {
    const g = await create(people, { pace: '1-day' });
    t.advance(20 * HOUR);
    const view = await bodyOf(await asHost(g, 'POST', '/pace', { pace: '3-days' }));
    expect(view.pace).toEqual({ id: '3-days', label: '3 days per move' });
    expect(view.seats[0].deadline).toBe(new Date(t.now().getTime() + 72 * HOUR).toISOString());
    const none = await bodyOf(await asHost(g, 'POST', '/pace', { pace: 'none' }));
    expect(none.pace).toBeNull();
    expect(none.seats.every((s: { deadline: string | null }) => s.deadline === null)).toBe(true);
    expect(none.hostLog.map((l: { text: string }) => l.text)).toEqual([
      'The host changed the pace to: 3 days per move. Every clock starts afresh.',
      'The host changed the pace to: no clock. Every clock starts afresh.',
    ]);
    expect((await asHost(g, 'POST', '/pace', { pace: 'fortnight' })).status).toBe(400);
  });

  it('ends a stalled game as abandoned: kept with its state, no winner, no more moves or host actions', async () => {
    const g = await create(people);
    const ann = await viewOf(t, g.id, g.seats[0]?.token);
    const view = await bodyOf(await asHost(g, 'POST', '/abandon'));
    expect(view).toMatchObject({ status: 'abandoned', outcome: null });
    expect(view.seats.every((s: { awaited: boolean }) => !s.awaited)).toBe(true);
    const move = await t.call('POST', `/api/games/${g.id}/actions`, {
      token: g.seats[0]?.token,
      body: { expectedVersion: ann.version, action: ann.legalActions[0], idempotencyKey: 'after-the-end' },
    });
    expect(move.status).toBe(409);
    expect((await bodyOf(move)).code).toBe('E_ABANDONED');
    expect((await asHost(g, 'POST', '/abandon')).status).toBe(409);
    expect((await asHost(g, 'POST', '/seats/0', { holder: 'bot', level: 'easy' })).status).toBe(409);
    // its state stays, and every seat's view of it opens up, as a finished game's does
    const step = await t.call('GET', `/api/games/${g.id}/steps/0?seat=1`, { token: g.seats[0]?.token });
    expect(step.status).toBe(200);
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}/view`))).view).toBeTruthy();
  });

  it('refuses a seat that is not there, and a hand-over without a name', async () => {
    const g = await create(people);
    expect((await asHost(g, 'POST', '/seats/3', { holder: 'bot', level: 'easy' })).status).toBe(404);
    expect((await asHost(g, 'POST', '/seats/01', { holder: 'bot', level: 'easy' })).status).toBe(404);
    expect((await asHost(g, 'POST', '/seats/0', { holder: 'person' })).status).toBe(400);
    expect((await asHost(g, 'POST', '/seats/0', { holder: 'robot' })).status).toBe(400);
    expect((await bodyOf(await asHost(g, 'GET', ''))).hostLog).toEqual([]);
  });
});
