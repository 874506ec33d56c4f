/**
 * Mail consent over real SMTP: the first email an address gets asks it to confirm, nothing more goes to it until it
 * does, and an address that said no is never mailed again, by any game.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expandChoices } from '@turnpost/rules';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { testDispatcher } from './testing-mail.ts';

const HOUR = 3_600_000;
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await openTestApp();
  smtp = await startTestSmtp();
}, 30_000);
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const dispatch = testDispatcher(() => t, () => smtp);

const to = (email: string) => smtp.received.filter((m) => m.to.toLowerCase() === email);

/** A game of three with `email` at seat 0, who is awaited at once (Avenue Empires: everyone passes a card). */
async function gameFor(email: string, name = 'Dana', turnEmails = true) {
  const settings = turnEmails ? { notifyAtOnce: true, remindAfterHours: 2 } : { notifyAtOnce: false, remindAfterHours: null };
  const res = await t.call('POST', '/api/games', {
    body: { game: 'avenue-empires', seats: [{ name, email, ...settings }, { name: 'Ben' }, { name: 'Cleo' }] },
  });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as { id: string; seats: { token: string }[] };
}

/** The path of the confirm link in the first email to `email`. */
const confirmLinkOf = (email: string) => linkAfter(to(email)[0]?.text, 'To get the emails, confirm:');

/** The path of the link in `text` after `label`. */
const linkAfter = (text: string | undefined, label: string) => {
  const link = text?.match(new RegExp(`${label}\\s+(https://\\S+)`))?.[1];
  expect(link, `a link after "${label}"`).toBeTruthy();
  return new URL(link as string).pathname;
};

describe('mail consent', () => {
  it('asks first, sends nothing more until the address says yes, then the held turn email and the reminders', async () => {
    const g = await gameFor('dana@example.test');
    expect(await dispatch()).toMatchObject({ asked: 1, sent: 0, failed: 0 });
    const [ask, ...rest] = to('dana@example.test');
    expect(rest).toEqual([]);
    expect(ask?.subject).toBe('Confirm turn emails for your game of Avenue Empires');
    expect(ask?.text).toContain(`You were given a seat as Dana in a game of Avenue Empires on Turnpost (game ${g.id}), with Ben and Cleo`);
    // the asking email carries no seat link, and can be stopped in one click (RFC 8058) like every other
    expect(ask?.text).not.toContain(g.seats[0]!.token);
    expect(ask?.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/turnpost\.test\/api\/unsubscribe\/never\//);
    smtp.received.length = 0;

    // hours pass, the reminder falls due: nothing goes to an address that has not said yes
    t.advance(3 * HOUR);
    expect(await dispatch()).toMatchObject({ asked: 0, sent: 0 });
    expect(to('dana@example.test')).toEqual([]);

    const confirm = linkAfter(ask?.text, 'To get the emails, confirm:');
    // a GET (a link scanner, a preview) shows the button and changes nothing
    const page = await t.call('GET', confirm, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Yes, email me my turns');
    await dispatch();
    expect(to('dana@example.test')).toEqual([]);

    expect(await bodyOf(await t.call('POST', confirm, { headers: { Accept: 'application/json' } }))).toEqual({ confirmed: true });
    await dispatch();
    expect(to('dana@example.test').map((m) => m.subject)).toEqual(['Your turn in Avenue Empires', 'Reminder: Avenue Empires has waited 3 h for you']);
    // confirming twice is harmless
    expect((await t.call('POST', confirm, { headers: { Accept: 'application/json' } })).status).toBe(200);
  });

  it('asks an address once, whatever the games naming it and however many dispatchers run at once', async () => {
    for (let i = 0; i < 3; i++) await gameFor('eli@example.test', `Eli ${i}`);
    const [a, b] = await Promise.all([dispatch(), dispatch()]);
    expect(a.asked + b.asked).toBe(1);
    expect(to('eli@example.test').map((m) => m.subject)).toEqual(['Confirm turn emails for your game of Avenue Empires']);
    t.advance(30 * HOUR);
    await gameFor('ELI@example.test', 'Eli again');
    await dispatch();
    expect(to('eli@example.test')).toHaveLength(1);
  });

  it('drops what was held for a wait that ended before the address said yes', async () => {
    const g = await gameFor('fin@example.test', 'Fin');
    await dispatch();
    const confirm = confirmLinkOf('fin@example.test');
    // Fin passes a card: the wait the held email was about is over
    const view = await bodyOf(await t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[0]!.token }));
    const acted = await t.call('POST', `/api/games/${g.id}/actions`, {
      token: g.seats[0]!.token,
      body: { expectedVersion: view.version, action: expandChoices(view.choices)[0], idempotencyKey: crypto.randomUUID() },
    });
    expect(acted.status).toBe(200);
    smtp.received.length = 0;
    expect((await t.call('POST', confirm, { headers: { Accept: 'application/json' } })).status).toBe(200);
    await dispatch();
    expect(to('fin@example.test')).toEqual([]);
  });

  it('asks before mailing the links someone asked for, and mails them once the address says yes', async () => {
    // Gus wants no turn emails: the links are the first email his address would get
    const g = await gameFor('gus@example.test', 'Gus', false);
    expect((await t.call('POST', `/api/games/${g.id}/my-links`, { token: g.seats[0]!.token })).status).toBe(202);
    await dispatch();
    const [ask, ...rest] = to('gus@example.test');
    expect(rest).toEqual([]);
    expect(ask?.subject).toBe('Confirm your address to get your Turnpost links');
    expect(ask?.text).toContain(`Someone asked Turnpost to email the seat links held by this address, from Gus's seat in a game of Avenue Empires (game ${g.id}).`);
    smtp.received.length = 0;
    await t.call('POST', linkAfter(ask?.text, 'To get the emails, confirm:'), { headers: { Accept: 'application/json' } });
    await dispatch();
    expect(to('gus@example.test').map((m) => m.subject)).toEqual(['Your Turnpost links: your seat in play']);
  });

  it('never mails an address that said no from the asking email, from any game; its confirm link then changes nothing', async () => {
    await gameFor('hal@example.test', 'Hal');
    await dispatch();
    const [ask] = to('hal@example.test');
    const confirm = linkAfter(ask?.text, 'To get the emails, confirm:');
    const never = linkAfter(ask?.text, 'Never email me again, for any game:');
    expect((await t.call('POST', never, { headers: { Accept: 'application/json' } })).status).toBe(200);
    const refused = await t.call('POST', confirm, { headers: { Accept: 'application/json' } });
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({ code: 'E_NEVER_EMAIL' });
    await gameFor('hal@example.test', 'Hal again');
    t.advance(30 * HOUR);
    await dispatch();
    expect(to('hal@example.test')).toHaveLength(1);
  });

  it('refuses a forged or truncated link in the shape asked for: a page for a browser, {code, message} for anything else', async () => {
    const g = await gameFor('ida@example.test', 'Ida');
    await dispatch();
    const confirm = confirmLinkOf('ida@example.test');
    const forged = `${confirm.slice(0, confirm.lastIndexOf('/'))}/forged`;
    const links = [forged, `/api/unsubscribe/${g.id}/0/forged`, `/api/unsubscribe/never/${confirm.split('/')[3]}/forged`];
    for (const path of links) {
      for (const method of ['GET', 'POST']) {
        const script = await t.call(method, path);
        expect(script.status, `${method} ${path}`).toBe(404);
        expect(await bodyOf(script)).toMatchObject({ code: 'E_NOT_FOUND', message: expect.any(String) });
        const browser = await t.call(method, path, { headers: { Accept: 'text/html,application/xhtml+xml' } });
        expect(browser.status, `${method} ${path} from a browser`).toBe(404);
        expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await browser.text()).toContain('This link does not work');
      }
    }
    // nothing was confirmed by any of it
    await dispatch();
    expect(to('ida@example.test')).toHaveLength(1);
  });
});
