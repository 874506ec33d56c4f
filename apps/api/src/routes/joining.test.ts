/**
 * Ways in and out without accounts, over HTTP: a game created with open seats has one invite link (stored hashed,
 * refused uniformly when wrong); whoever opens it sees the game and takes a free seat, getting that seat's own link;
 * the last seat taken starts the game; the host may start it with bots or close the invite; seats nobody took in time
 * are filled by bots or the game is cancelled; the lobby lists the games whose creators asked; a player leaves to a
 * bot; a seat is carried to another device once, within 15 minutes.
 */
import { games, outbox, seats } from '@turnpost/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotRunner } from '../bots/bot-runner.ts';
import { thinkHere } from '../bots/thinking.ts';
import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { StateCache } from '../services/state-cache.ts';
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
  seats: { seat: number; name: string; open?: boolean; token?: string }[];
  host: { token: string };
  invite: { token: string; url: string } | null;
}

async function create(seats: unknown[], extra: object = {}): Promise<Created> {
  const res = await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats, ...extra } });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return bodyOf(res);
}

/** With the game's invite token unless another (or none: null) is given. */
const claim = (g: Created, body: object, token: string | null | undefined = g.invite?.token, client = 'joiner') =>
  t.call('POST', `/api/games/${g.id}/claims`, { token: token ?? undefined, body, headers: { 'X-Test-Client': client } });
const invite = (g: Created, token: string | null | undefined = g.invite?.token, client = 'joiner') =>
  t.call('GET', `/api/games/${g.id}/invite`, { token: token ?? undefined, headers: { 'X-Test-Client': client } });

const open = { open: true };

describe('a game created with open seats', () => {
  it('answers with one invite link, waits for its players, and keeps the invite only as a hash', async () => {
    const g = await create([{ name: 'Ann' }, open, open]);
    expect(g.invite?.url).toBe(`/join/${g.id}#${g.invite?.token}`);
    expect(g.seats.map((s) => [s.name, s.open ?? false, s.token !== undefined])).toEqual([
      ['Ann', false, true],
      ['Open seat', true, false],
      ['Open seat', true, false],
    ]);
    const [row] = await t.database.db.select().from(games).where(eq(games.id, g.id));
    expect(JSON.stringify(row)).not.toContain(g.invite?.token);
    expect(row?.status).toBe('open');
    const ann = await viewOf(t, g.id, g.seats[0]?.token);
    expect(ann.status).toBe('open');
    expect(ann.awaiting).toEqual([]);
    // nothing to do before the start: no legal move is offered (the server would refuse it)
    expect(ann.legalActions).toEqual([]);
  });

  it('refuses open seats with a name, and open-seat settings without an open seat', async () => {
    const bad = await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { open: true, name: 'X' }] } });
    expect(bad.status).toBe(400);
    const none = await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }], openSeats: { lobby: true } } });
    expect((await bodyOf(none)).code).toBe('E_NO_OPEN_SEAT');
  });
});

describe('the invite link', () => {
  it('shows the game, its pace and who already sits, and nothing a spectator could not see', async () => {
    const g = await create([{ name: 'Ann', email: 'ann@example.test' }, open, { name: 'Cy' }], { pace: 'bank' });
    const res = await invite(g);
    expect(res.status).toBe(200);
    const body = await bodyOf(res);
    expect(body).toMatchObject({ id: g.id, game: 'avenue-empires', title: 'Avenue Empires', status: 'open', pace: { id: 'bank' } });
    expect(body.seats).toEqual([
      { seat: 0, name: 'Ann', bot: null, open: false },
      { seat: 1, name: 'Open seat', bot: null, open: true },
      { seat: 2, name: 'Cy', bot: null, open: false },
    ]);
    expect(body.joining).toMatchObject({ open: true, unfilled: 'bots' });
    const text = JSON.stringify(body);
    for (const secret of ['ann@example.test', g.seats[0]?.token, g.invite?.token, g.host.token]) expect(text).not.toContain(secret);
  });

  it('refuses a wrong or missing token uniformly, and counts guesses against the address', async () => {
    const g = await create([{ name: 'Ann' }, open, open]);
    const other = await create([{ name: 'Ann' }, open, open]);
    expect((await invite(g, other.invite?.token, 'guesser')).status).toBe(403);
    expect((await invite(g, null, 'guesser')).status).toBe(403);
    expect((await claim(g, { seat: 1, name: 'Eve' }, g.seats[0]?.token, 'guesser')).status).toBe(403);
    for (let i = 0; i < 4; i++) await invite(g, other.invite?.token, 'guesser');
    expect((await invite(g, g.invite?.token, 'guesser')).status).toBe(429);
  });

  it('gives each claimer their own seat link; the last seat taken starts the game', async () => {
    const g = await create([{ name: 'Ann' }, open, open]);
    const ben = await claim(g, { seat: 1, name: 'Ben', email: 'ben@example.test' });
    expect(ben.status).toBe(201);
    const benSeat = await bodyOf(ben);
    expect(benSeat).toMatchObject({ seat: 1, name: 'Ben', url: `/play/${g.id}#${benSeat.token}` });
    expect((await viewOf(t, g.id, benSeat.token)).status).toBe('open');
    const taken = await claim(g, { seat: 1, name: 'Cy' });
    expect(taken.status).toBe(409);
    expect((await bodyOf(taken)).code).toBe('E_SEAT_TAKEN');
    const cy = await bodyOf(await claim(g, { seat: 2, name: 'Cy' }));
    const started = await viewOf(t, g.id, cy.token);
    expect(started.status).toBe('active');
    expect(started.awaiting.length).toBeGreaterThan(0);
    const late = await claim(g, { seat: 2, name: 'Dee' });
    expect((await bodyOf(late)).code).toBe('E_GAME_STARTED');
    const log = await bodyOf(await t.call('GET', `/api/games/${g.id}/view?logSince=-1`));
    const texts = log.log.map((l: { text: string }) => l.text);
    expect(texts).toContain('Ben took a seat.');
    expect(texts).toContain('Cy took the last open seat: the game begins.');
  });

  it('is closed by the host: the open seats take nobody else, and the host starts the game with bots', async () => {
    const g = await create([{ name: 'Ann' }, open, open]);
    await claim(g, { seat: 1, name: 'Ben' });
    const closed = await t.call('POST', `/api/games/${g.id}/host/close-invite`, { token: g.host.token });
    expect(closed.status).toBe(200);
    expect((await bodyOf(closed)).invite).toEqual({ url: null });
    expect((await bodyOf(await claim(g, { seat: 2, name: 'Cy' }))).code).toBe('E_INVITE_CLOSED');
    const started = await t.call('POST', `/api/games/${g.id}/host/start`, { token: g.host.token, body: { level: 'easy' } });
    expect(started.status).toBe(200);
    const view = await bodyOf(started);
    expect(view.status).toBe('active');
    expect(view.seats.map((s: { name: string; bot: string | null }) => [s.name, s.bot])).toEqual([
      ['Ann', null],
      ['Ben', null],
      ['Bot Anna (easy)', 'easy'],
    ]);
  });
});

describe('what the invite and the lobby show', () => {
  it('is nothing a spectator could not see: no email, link, seed, hash or webhook, and the seats as a spectator sees them', async () => {
    const g = await create([{ name: 'Ann', email: 'ann@example.test' }, open, { name: 'Cy', email: 'cy@example.test' }], { openSeats: { lobby: true } });
    await t.call('POST', `/api/games/${g.id}/host/webhook`, { token: g.host.token, body: { url: 'https://discord.com/api/webhooks/1/secret-hook' } });
    const answers = [await bodyOf(await invite(g)), await bodyOf(await invite(g, null)), (await bodyOf(await t.call('GET', '/api/lobby'))).tables.find((x: { id: string }) => x.id === g.id)];
    const [row] = await t.database.db.select().from(games).where(eq(games.id, g.id));
    const seatRows = await t.database.db.select().from(seats).where(eq(seats.gameId, g.id));
    const secrets = [
      'ann@example.test',
      'cy@example.test',
      'secret-hook',
      row?.seed,
      row?.seedSalt,
      row?.sealedSeed,
      row?.creator,
      row?.hostTokenHash,
      row?.inviteTokenHash,
      g.host.token,
      g.invite?.token,
      ...g.seats.map((s) => s.token),
      ...seatRows.map((s) => s.tokenHash),
    ].filter((x): x is string => typeof x === 'string' && x.length > 0);
    const spectator = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(answer.seats).toEqual(spectator.seats.map((s: { seat: number; name: string; bot: string | null; open: boolean }) => ({ seat: s.seat, name: s.name, bot: s.bot, open: s.open })));
      expect(answer).toMatchObject({ id: spectator.id, game: spectator.game, title: spectator.title, status: spectator.status, pace: spectator.pace });
    }
  });
});

describe('open seats nobody took in time', () => {
  const sweep = () =>
    new BotRunner({
      connect: () => ({ ...t.database, close: async () => {} }),
      cache: new StateCache(),
      clock: () => t.now(),
      thinker: thinkHere,
      logError: (e) => {
        throw e;
      },
      secret: 'test-secret',
    }).sweep();

  it('are filled by bots at their time, or the game is cancelled when its creator chose so', async () => {
    const bots = await create([{ name: 'Ann' }, open, { name: 'Cy' }], { openSeats: { waitHours: 2 } });
    const cancel = await create([{ name: 'Ann' }, open, { name: 'Cy' }], { openSeats: { waitHours: 2, unfilled: 'cancel' } });
    t.advance(HOUR);
    await sweep();
    expect((await viewOf(t, bots.id)).status).toBe('open');
    t.advance(HOUR + 1000);
    await sweep();
    const filled = await viewOf(t, bots.id, bots.seats[0]?.token);
    expect(filled.status).toBe('active');
    expect((filled as unknown as { seats: { bot: string | null }[] }).seats[1]?.bot).toBe('medium');
    expect((await viewOf(t, cancel.id)).status).toBe('abandoned');
  });
});

describe('the lobby', () => {
  it('lists the open seats of games whose creators asked, by game and pace, and lets a stranger take one', async () => {
    const listed = await create([{ name: 'Ann', email: 'ann@example.test' }, open, { name: 'Cy' }], { openSeats: { lobby: true }, pace: 'bank' });
    const unlisted = await create([{ name: 'Ann' }, open, { name: 'Cy' }]);
    const lobby = await bodyOf(await t.call('GET', '/api/lobby'));
    const ids = lobby.tables.map((x: { id: string }) => x.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(unlisted.id);
    expect(JSON.stringify(lobby)).not.toContain('ann@example.test');
    expect((await bodyOf(await t.call('GET', '/api/lobby?pace=none'))).tables.map((x: { id: string }) => x.id)).not.toContain(listed.id);
    expect((await bodyOf(await t.call('GET', '/api/lobby?pace=bank&game=avenue-empires'))).tables.map((x: { id: string }) => x.id)).toContain(listed.id);
    expect((await t.call('GET', '/api/lobby?pace=forever')).status).toBe(400);
    // a stranger, without any link
    const stranger = await claim(listed, { seat: 1, name: 'Stranger' }, null);
    expect(stranger.status).toBe(201);
    expect((await viewOf(t, listed.id)).status).toBe('active');
    expect((await bodyOf(await t.call('GET', '/api/lobby'))).tables.map((x: { id: string }) => x.id)).not.toContain(listed.id);
    expect((await claim(unlisted, { seat: 1, name: 'Stranger' }, null)).status).toBe(403);
  });
});

describe('leaving', () => {
  it('hands the seat to a bot of the chosen level, stops the link, and says so in the log', async () => {
    const g = await create([{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }]);
    const ben = g.seats[1]?.token as string;
    const res = await t.call('POST', `/api/games/${g.id}/leave`, { token: ben, body: { level: 'hard' } });
    expect(res.status).toBe(200);
    const view = await bodyOf(res);
    expect(view.seat).toBeNull();
    expect(view.seats[1]).toMatchObject({ name: 'Bot Anna (hard)', bot: 'hard' });
    expect((await t.call('GET', `/api/games/${g.id}/view`, { token: ben })).status).toBe(403);
    const log = await bodyOf(await t.call('GET', `/api/games/${g.id}/view?logSince=-1`));
    expect(log.log.map((l: { text: string }) => l.text)).toContain('Ben left the game: Bot Anna (hard) plays their seat from now on.');
  });

  it('ends the game when only bots would remain, and refuses a bad level', async () => {
    const g = await create([{ name: 'Ann' }, { bot: 'easy' }, { bot: 'easy' }]);
    const ann = g.seats[0]?.token as string;
    expect((await t.call('POST', `/api/games/${g.id}/leave`, { token: ann, body: { level: 'grandmaster' } })).status).toBe(400);
    const res = await t.call('POST', `/api/games/${g.id}/leave`, { token: ann, body: { level: 'easy' } });
    expect((await bodyOf(res)).status).toBe('abandoned');
  });
});

describe('a seat on another device', () => {
  it('is carried once by a link that expires in 15 minutes', async () => {
    const g = await create([{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }]);
    const ann = g.seats[0]?.token as string;
    const carry = await bodyOf(await t.call('POST', `/api/games/${g.id}/carry`, { token: ann }));
    expect(carry.url).toMatch(/^\/carry#[A-Za-z0-9_-]{22}$/);
    const code = carry.url.slice('/carry#'.length);
    const used = await t.call('POST', '/api/carry', { body: { code }, headers: { 'X-Test-Client': 'phone' } });
    expect(used.status).toBe(200);
    expect(await bodyOf(used)).toMatchObject({ gameId: g.id, seat: 0, name: 'Ann', token: ann });
    const again = await t.call('POST', '/api/carry', { body: { code }, headers: { 'X-Test-Client': 'phone' } });
    expect(again.status).toBe(410);
    const late = (await bodyOf(await t.call('POST', `/api/games/${g.id}/carry`, { token: ann }))).url.slice('/carry#'.length);
    t.advance(15 * 60_000 + 1000);
    expect((await t.call('POST', '/api/carry', { body: { code: late }, headers: { 'X-Test-Client': 'phone2' } })).status).toBe(410);
    expect((await t.call('POST', `/api/games/${g.id}/carry`)).status).toBe(403);
  });

  it('mails the person’s links to the address that gets the seat’s reminders, once per version', async () => {
    const g = await create([{ name: 'Ann', email: 'ann@example.test' }, { name: 'Ben' }, { name: 'Cy' }]);
    const res = await t.call('POST', `/api/games/${g.id}/my-links`, { token: g.seats[0]?.token });
    expect(res.status).toBe(202);
    expect(await bodyOf(res)).toEqual({ queued: true, to: 'a•••@example.test' });
    expect((await bodyOf(await t.call('POST', `/api/games/${g.id}/my-links`, { token: g.seats[0]?.token }))).queued).toBe(false);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.gameId, g.id));
    expect(rows.filter((r) => r.kind === 'links')).toHaveLength(1);
    const none = await t.call('POST', `/api/games/${g.id}/my-links`, { token: g.seats[1]?.token });
    expect((await bodyOf(none)).code).toBe('E_NO_EMAIL');
  });
});
