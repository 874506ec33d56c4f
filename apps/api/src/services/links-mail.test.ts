/** "Email me my links" over real SMTP: one mail, to the seat's reminder address, listing that person's seats in play. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import { bodyOf, consentGiven, openTestApp, type TestApp } from '../testing.ts';
import { testDispatcher } from './testing-mail.ts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  t = await openTestApp();
  smtp = await startTestSmtp();
  await consentGiven(t, ['ann@example.test']);
}, 30_000);
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const dispatch = testDispatcher(() => t, () => smtp);

describe('"email me my links"', () => {
  it('mails one list of every seat in play held under the seat’s address, each with its own link, and nothing to a seat handed on', async () => {
    // another address than the other tests' (creations are rate-limited per address)
    const from = { 'CF-Connecting-IP': 'links-test' };
    const mine = (await bodyOf(
      await t.call('POST', '/api/games', { headers: from, body: { game: 'avenue-empires', seats: [{ name: 'Ann', email: 'ann@example.test' }, { name: 'Bo' }, { name: 'Cy' }] } }),
    )) as { id: string; seats: { token: string }[] };
    // Ann has a second game, and a third she no longer holds (its host gave her seat to someone else)
    const other = (await bodyOf(
      await t.call('POST', '/api/games', { headers: from, body: { game: 'avenue-empires', seats: [{ name: 'Bo' }, { name: 'Ann', email: 'ANN@example.test' }, { name: 'Cy' }] } }),
    )) as { id: string; seats: { token: string }[]; host: { token: string } };
    const gone = (await bodyOf(
      await t.call('POST', '/api/games', { headers: from, body: { game: 'avenue-empires', seats: [{ name: 'Ann', email: 'ann@example.test' }, { name: 'Bo' }, { name: 'Cy' }] } }),
    )) as { id: string; host: { token: string } };
    await t.call('POST', `/api/games/${gone.id}/host/seats/0`, { token: gone.host.token, body: { holder: 'person', name: 'Dee' } });
    await dispatch();
    smtp.received.length = 0;
    const asked = await t.call('POST', `/api/games/${mine.id}/my-links`, { token: mine.seats[0]?.token });
    expect(asked.status).toBe(202);
    await dispatch();
    const mails = smtp.received.filter((m) => m.subject.startsWith('Your Turnpost links'));
    expect(mails.map((m) => m.to)).toEqual(['ann@example.test']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain(`(game ${mine.id}), as Ann: https://turnpost.test/play/${mine.id}#${mine.seats[0]?.token}`);
    expect(text).toContain(`(game ${other.id}), as Ann: https://turnpost.test/play/${other.id}#${other.seats[1]?.token}`);
    expect(text).not.toContain(gone.id);
    await dispatch();
    expect(smtp.received.filter((m) => m.subject.startsWith('Your Turnpost links'))).toHaveLength(1);
  });
});
