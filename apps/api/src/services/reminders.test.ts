import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expandChoices } from '@turnpost/rules';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import { bodyOf, consentGiven, openTestApp, type TestApp } from '../testing.ts';
import { rowsOf } from '@turnpost/db';
import { sql } from 'drizzle-orm';
import { testDispatcher } from './testing-mail.ts';

const HOUR = 3_600_000;
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await openTestApp();
  smtp = await startTestSmtp();
  // the players of these tests said yes to turn emails before (the first email an address gets: mail-consent.test.ts)
  await consentGiven(t, ['ann@example.test', 'bob@example.test', 'cy@example.test', 'dee@example.test', 'eve@example.test', 'fay@example.test', 'stranger@example.test']);
}, 30_000);
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const dispatch = testDispatcher(() => t, () => smtp);

/** What arrived for one game (other tests' games share the database and the clock). */
const mailsOf = (gameId: string) => smtp.received.filter((m) => m.text.includes(`(game ${gameId})`));

async function newGame() {
  const res = await t.call('POST', '/api/games', {
    body: {
      game: 'avenue-empires',
      seats: [
        { name: 'Ann', email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 2 },
        // Bob chose reminders only: no email at once, the default 24 h reminder.
        { name: 'Bob', email: 'bob@example.test', notifyAtOnce: false },
        { name: 'Cy' },
      ],
    },
  });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as { id: string; seats: { token: string }[] };
}

async function play(id: string, token: string) {
  const view = await bodyOf(await t.call('GET', `/api/games/${id}/view`, { token }));
  const res = await t.call('POST', `/api/games/${id}/actions`, {
    token,
    body: { expectedVersion: view.version, action: expandChoices(view.choices)[0], idempotencyKey: crypto.randomUUID() },
  });
  expect(res.status).toBe(200);
}

describe('turn emails', () => {
  it('emails a seat with an email at once by default, keeping the 24 h reminder; a seat without one gets nothing', async () => {
    const res = await t.call('POST', '/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Dee', email: 'dee@example.test' }, { name: 'Eve' }, { name: 'Fay', email: 'fay@example.test', notifyAtOnce: false }] },
    });
    expect(res.status).toBe(201);
    const g = (await bodyOf(res)) as { id: string; seats: { token: string }[] };
    const settingsOf = async (seat: number) =>
      bodyOf(await t.call('GET', `/api/games/${g.id}/notifications`, { token: g.seats[seat]!.token }));
    expect(await settingsOf(0)).toEqual({ email: 'dee@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false });
    expect(await settingsOf(1)).toEqual({ email: null, notifyAtOnce: false, remindAfterHours: 24, unsubscribed: false });
    expect(await settingsOf(2)).toEqual({ email: 'fay@example.test', notifyAtOnce: false, remindAfterHours: 24, unsubscribed: false });
    await dispatch();
    expect(mailsOf(g.id).map((m) => [m.to, m.subject])).toEqual([['dee@example.test', 'Your turn in Avenue Empires']]);
  });

  it('sends the at-once email with the seat link, the game, who moved last and one-click unsubscribe headers', async () => {
    const g = await newGame();
    expect(await dispatch()).toMatchObject({ sent: 1, failed: 0 });
    expect(mailsOf(g.id)).toHaveLength(1);
    const mail = mailsOf(g.id)[0]!;
    expect(mail.to).toBe('ann@example.test');
    expect(mail.subject).toBe('Your turn in Avenue Empires');
    expect(mail.text).toContain(`https://turnpost.test/play/${g.id}#${g.seats[0]!.token}`);
    expect(mail.text).toContain('The game has just started.');
    expect(mail.text).toContain('Round 1 of 20: choose which card to pass');
    expect(mail.html).toContain('Play your turn');
    const unsubscribe = mail.headers.get('list-unsubscribe') ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^<https://turnpost.test/api/unsubscribe/${g.id}/0/[\\w-]+>$`));
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // the link in the email really opens Ann's seat
    const view = await bodyOf(await t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[0]!.token }));
    expect(view.seat).toBe(0);
    expect(await dispatch()).toMatchObject({ claimed: 0, sent: 0 });
  });

  it('reminds after the delay, exactly once, and never after the player acted', async () => {
    const g = await newGame();
    await dispatch();
    smtp.received.length = 0;
    t.advance(1 * HOUR);
    await dispatch();
    expect(mailsOf(g.id)).toHaveLength(0);
    await play(g.id, g.seats[1]!.token); // Bob acts: his wait ends
    t.advance(25 * HOUR);
    const report = await dispatch();
    expect(mailsOf(g.id).map((m) => [m.to, m.subject])).toEqual([
      ['ann@example.test', 'Reminder: Avenue Empires has waited 26 h for you'],
    ]);
    expect(mailsOf(g.id)[0]!.text).toContain('Bob moved last.');
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    smtp.received.length = 0;
    t.advance(48 * HOUR);
    await dispatch();
    expect(mailsOf(g.id)).toHaveLength(0);
  });

  it('sends each reminder exactly once under two concurrent dispatchers', async () => {
    t.advance(100 * HOUR);
    await dispatch(); // whatever earlier tests left due
    smtp.received.length = 0;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await newGame()).id);
    const [a, b] = await Promise.all([dispatch(), dispatch()]);
    expect(a.sent + b.sent).toBe(5);
    expect(smtp.received).toHaveLength(5);
    t.advance(3 * HOUR);
    const [c, d] = await Promise.all([dispatch(), dispatch()]);
    expect(c.sent + d.sent).toBe(5);
    const keys = smtp.received.map((m) => `${m.to} ${m.subject} ${m.text.match(/\(game (\w+)\)/)?.[1]}`);
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
    for (const id of ids) expect(mailsOf(id).map((m) => m.to)).toEqual(['ann@example.test', 'ann@example.test']);
  });

  it('retries a failed delivery with backoff and records the error', async () => {
    t.advance(100 * HOUR);
    await dispatch(); // whatever earlier tests left due
    const g = await newGame();
    smtp.failNext(1);
    expect(await dispatch()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    const [row] = (await t.database.db.query.outbox.findMany()).filter((r) => r.gameId === g.id && r.kind === 'turn');
    expect(row?.lastError).toMatch(/try again later/);
    expect(row?.sentAt).toBeNull();
    expect((await dispatch()).claimed).toBe(0); // not due yet: backoff
    t.advance(2 * 60_000);
    expect(await dispatch()).toMatchObject({ sent: 1 });
    expect(mailsOf(g.id)).toHaveLength(1);
  });

  it('unsubscribes by POST only (GET changes nothing), and then sends nothing more', async () => {
    const g = await newGame();
    await dispatch();
    const link = (mailsOf(g.id)[0]!.headers.get('list-unsubscribe') ?? '').slice(1, -1).replace('https://turnpost.test', '');
    const page = await t.call('GET', link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    const before = await bodyOf(await t.call('GET', `/api/games/${g.id}/notifications`, { token: g.seats[0]!.token }));
    expect(before.unsubscribed).toBe(false);
    const forged = await t.call('POST', link.replace(/\/[\w-]+$/, '/forged'), { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(forged.status).toBe(404);
    const done = await t.app.request(link, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    const after = await bodyOf(await t.call('GET', `/api/games/${g.id}/notifications`, { token: g.seats[0]!.token }));
    expect(after.unsubscribed).toBe(true);
    smtp.received.length = 0;
    t.advance(30 * HOUR);
    await dispatch();
    expect(mailsOf(g.id).map((m) => m.to)).toEqual(['bob@example.test']);
  });

  it('takes settings from the table page: an email set while awaited is used for the current wait', async () => {
    const g = await newGame();
    await dispatch();
    smtp.received.length = 0;
    const token = g.seats[2]!.token;
    const bad = await t.call('PUT', `/api/games/${g.id}/notifications`, { token, body: { email: 'nope', notifyAtOnce: true, remindAfterHours: 5 } });
    expect(bad.status).toBe(400);
    const saved = await t.call('PUT', `/api/games/${g.id}/notifications`, {
      token,
      body: { email: 'cy@example.test', notifyAtOnce: true, remindAfterHours: 5 },
    });
    expect(await bodyOf(saved)).toEqual({ email: 'cy@example.test', notifyAtOnce: true, remindAfterHours: 5, unsubscribed: false });
    await dispatch();
    expect(mailsOf(g.id).map((m) => [m.to, m.subject])).toEqual([['cy@example.test', 'Your turn in Avenue Empires']]);
    expect((await t.call('GET', `/api/games/${g.id}/notifications`)).status).toBe(403);
  });

  it('reminds a paced seat when half its time is gone and when 12 hours are left, once each, by its settings', async () => {
    const res = await t.call('POST', '/api/games', {
      body: {
        game: 'avenue-empires',
        pace: '3-days',
        seats: [
          { name: 'Ann', email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 2 },
          // Bob wants no reminders: none of the clock's either
          { name: 'Bob', email: 'bob@example.test', notifyAtOnce: false, remindAfterHours: null },
          { name: 'Cy' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const g = (await bodyOf(res)) as { id: string };
    const sent = () => mailsOf(g.id).map((m) => [m.to, m.subject]);
    await dispatch();
    expect(sent()).toEqual([['ann@example.test', 'Your turn in Avenue Empires']]);
    expect(mailsOf(g.id)[0]?.text).toMatch(/You have 3 days left to move \(until .+\)\. When your time runs out, the autopilot makes the move for you\./);
    smtp.received.length = 0;
    t.advance(36 * HOUR - 1000);
    await dispatch();
    expect(sent()).toEqual([['ann@example.test', 'Reminder: Avenue Empires has waited 36 h for you']]);
    t.advance(1000);
    await dispatch();
    await dispatch();
    expect(sent().slice(1)).toEqual([['ann@example.test', 'Half your time is gone in Avenue Empires: 1 day 12 h left to move']]);
    t.advance(24 * HOUR);
    await dispatch();
    expect(sent().slice(2)).toEqual([['ann@example.test', '12 h left to move in Avenue Empires']]);
    t.advance(24 * HOUR);
    await dispatch();
    expect(sent()).toHaveLength(3);
  });

  it('follows the host’s new pace: the clock’s emails come by the new clock, and the reminder still comes', async () => {
    const res = await t.call('POST', '/api/games', {
      body: {
        game: 'avenue-empires',
        pace: '1-day',
        seats: [{ name: 'Ann', email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 30 }, { name: 'Bob' }, { name: 'Cy' }],
      },
    });
    const g = (await bodyOf(res)) as { id: string; host: { token: string }; seats: { token: string }[] };
    const sent = () => mailsOf(g.id).map((m) => m.subject);
    await dispatch();
    expect(sent()).toEqual(['Your turn in Avenue Empires']);
    t.advance(2 * HOUR);
    // Bob and Cy pass their cards (the phase is simultaneous): the game moves on while Ann's wait, begun at move 0, goes on
    await play(g.id, g.seats[1]!.token);
    await play(g.id, g.seats[2]!.token);
    // the host gives everyone 3 days per move: Ann's clock starts afresh, 72 h from now
    const paced = await t.call('POST', `/api/games/${g.id}/host/pace`, { token: g.host.token, body: { pace: '3-days' }, headers: { 'X-Test-Client': 'host' } });
    expect(paced.status).toBe(200);
    // the old clock's 12 h email (due 12 h after the start) is not sent: 72 h are left
    t.advance(11 * HOUR);
    await dispatch();
    expect(sent()).toEqual(['Your turn in Avenue Empires']);
    // her own reminder, 30 h after her wait began, still comes
    t.advance(17 * HOUR);
    await dispatch();
    expect(sent().slice(1)).toEqual(['Reminder: Avenue Empires has waited 30 h for you']);
    // half of the new 72 h: 36 h after the change
    t.advance(8 * HOUR);
    await dispatch();
    expect(sent().slice(2)).toEqual(['Half your time is gone in Avenue Empires: 1 day 12 h left to move']);
    // 12 h left: 60 h after the change
    t.advance(24 * HOUR);
    await dispatch();
    expect(sent().slice(3)).toEqual(['12 h left to move in Avenue Empires']);
    expect(sent()).toHaveLength(4);
  });

  it('tells a person the host hands an awaited seat to that it is their move, with their own link', async () => {
    const res = await t.call('POST', '/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Ann', email: 'ann@example.test', notifyAtOnce: false, remindAfterHours: null }, { name: 'Bob' }, { name: 'Cy' }] },
    });
    const g = (await bodyOf(res)) as { id: string; host: { token: string } };
    await dispatch();
    expect(mailsOf(g.id)).toEqual([]);
    t.advance(30 * HOUR);
    const handed = await t.call('POST', `/api/games/${g.id}/host/seats/0`, {
      token: g.host.token,
      body: { holder: 'person', name: 'Dee', email: 'dee@example.test' },
      headers: { 'X-Test-Client': 'host' },
    });
    expect(handed.status).toBe(200);
    const link = (await bodyOf(handed)).links[0].url as string;
    await dispatch();
    // Ann's settings were hers: Dee gets what an email given for a seat means, her move at once and a reminder after a day
    expect(mailsOf(g.id).map((m) => [m.to, m.subject])).toEqual([['dee@example.test', 'Your turn in Avenue Empires']]);
    expect(mailsOf(g.id)[0]?.text).toContain(`https://turnpost.test${link}`);
    t.advance(24 * HOUR);
    await dispatch();
    expect(mailsOf(g.id).map((m) => [m.to, m.subject]).slice(1)).toEqual([['dee@example.test', 'Reminder: Avenue Empires has waited 24 h for you']]);
  });

  it('tells the new person even when the one before was already told of this very wait (the same game version)', async () => {
    const res = await t.call('POST', '/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Ann', email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 2 }, { name: 'Bob' }, { name: 'Cy' }] },
    });
    const g = (await bodyOf(res)) as { id: string; host: { token: string } };
    await dispatch();
    expect(mailsOf(g.id).map((m) => [m.to, m.subject])).toEqual([['ann@example.test', 'Your turn in Avenue Empires']]);
    const handTo = async (name: string, email: string) => {
      const handed = await t.call('POST', `/api/games/${g.id}/host/seats/0`, {
        token: g.host.token,
        body: { holder: 'person', name, email },
        headers: { 'X-Test-Client': 'host' },
      });
      expect(handed.status).toBe(200);
      await dispatch();
      return (await bodyOf(handed)).links[0].url as string;
    };
    const deeLink = await handTo('Dee', 'dee@example.test');
    expect(mailsOf(g.id).map((m) => [m.to, m.subject]).slice(1)).toEqual([['dee@example.test', 'Your turn in Avenue Empires']]);
    expect(mailsOf(g.id)[1]?.text).toContain(`https://turnpost.test${deeLink}`);
    // handed on again before anyone moved: Eve is told too, and nobody twice
    await handTo('Eve', 'eve@example.test');
    expect(mailsOf(g.id).map((m) => m.to)).toEqual(['ann@example.test', 'dee@example.test', 'eve@example.test']);
    // Ann's reminder (2 h) and Dee's (24 h) went with their seat: only Eve, who holds it, is reminded
    t.advance(3 * HOUR);
    await dispatch();
    expect(mailsOf(g.id)).toHaveLength(3);
    t.advance(21 * HOUR);
    await dispatch();
    expect(mailsOf(g.id).map((m) => [m.to, m.subject]).slice(3)).toEqual([['eve@example.test', 'Reminder: Avenue Empires has waited 24 h for you']]);
  });

  it('sends one address at most 5 emails an hour (20 a day) whatever the games naming it; the rest wait their turn', async () => {
    const six = (email: string) => Array.from({ length: 6 }, (_, i) => ({ name: `S${i}`, email, notifyAtOnce: true, remindAfterHours: null }));
    const ids: string[] = [];
    for (let g = 0; g < 3; g++) {
      const res = await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: six('stranger@example.test') } });
      ids.push((await bodyOf(res)).id);
    }
    const toStranger = () => smtp.received.filter((m) => m.to === 'stranger@example.test').length;
    const report = await dispatch();
    expect(toStranger()).toBe(5);
    expect(report.held).toBeGreaterThanOrEqual(13);
    await dispatch();
    expect(toStranger()).toBe(5);
    t.advance(HOUR);
    await dispatch();
    await dispatch();
    expect(toStranger()).toBe(10);
    for (let h = 0; h < 6; h++) {
      t.advance(HOUR);
      await dispatch();
    }
    // every one of the 18 waits got its email in the end, none twice
    expect(toStranger()).toBe(18);
    expect(new Set(smtp.received.filter((m) => m.to === 'stranger@example.test').map((m) => m.headers.get('idempotency-key') ?? m.subject + m.text)).size).toBe(18);
    // eleven dispatches over real SMTP: 2.2 s on PostgreSQL, 5.2 s on the embedded PGlite of a busy machine, which
    // failed vitest's default 5-s limit in a run without DATABASE_URL (2026-12-06); the limit is a guard against hangs
  }, 30_000);

  it('never emails an address again, from any game, once its "never email me again" link is posted', async () => {
    const res = await t.call('POST', '/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Vic', email: 'Victim@Example.test' }, { name: 'b' }, { name: 'c' }] },
    });
    const g = (await bodyOf(res)) as { id: string };
    await dispatch();
    const [first] = mailsOf(g.id);
    // an address never asked before: its first email is the one asking it to confirm, which carries the link too
    expect(first?.subject).toBe('Confirm turn emails for your game of Avenue Empires');
    const link = first?.text.match(/Never email me again, for any game: (\S+)/)?.[1] as string;
    expect(link).toMatch(/\/api\/unsubscribe\/never\//);
    const path = new URL(link).pathname;
    // a GET (a link scanner) changes nothing; a forged signature is refused
    expect((await t.call('GET', path)).status).toBe(200);
    expect((await t.call('POST', `${path.slice(0, path.lastIndexOf('/'))}/forged`)).status).toBe(404);
    expect((await t.call('POST', path, { headers: { Accept: 'application/json' } })).status).toBe(200);
    smtp.received.length = 0;
    const again = await t.call('POST', '/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Vic', email: 'victim@example.TEST', notifyAtOnce: true }, { name: 'b' }, { name: 'c' }] },
    });
    t.advance(25 * HOUR);
    await dispatch();
    expect(smtp.received.filter((m) => m.to.toLowerCase() === 'victim@example.test')).toEqual([]);
    const rows = await t.database.db.execute(sql`select count(*) as n from outbox where game_id = ${(await bodyOf(again)).id} and sent_at is null and dropped_at is null`);
    expect(Number(rowsOf<{ n: string }>(rows)[0]?.n)).toBe(0);
  });

  it('sends the games made from one address at most so many emails a day, whoever they go to (asking to confirm counts)', async () => {
    const seats = Array.from({ length: 6 }, (_, i) => ({ name: `M${i}`, email: `m${i}@example.test`, notifyAtOnce: true }));
    const res = await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats }, headers: { 'CF-Connecting-IP': '198.51.100.7' } });
    const g = (await bodyOf(res)) as { id: string };
    const report = await testDispatcher(() => t, () => smtp, { mailLimits: { perRecipientHour: 5, perRecipientDay: 20, perCreatorDay: 4 } })();
    expect(mailsOf(g.id)).toHaveLength(4);
    expect(report.held).toBeGreaterThanOrEqual(2);
  });
});
