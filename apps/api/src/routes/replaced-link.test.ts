/**
 * Issue 47 (5): a link that held a seat before it changed hands is told what happened, not "it may have been replaced":
 * the host gave the seat to someone (a person or a bot), its player left, or a newer link was made for it. A token
 * that never held a seat gets the plain refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(undefined, { guard: memoryAbuseGuard({ tokenFailures: 1_000, creations: 1_000 }) });
}, 30_000);
afterAll(async () => t?.close());

const create = async () =>
  bodyOf(await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] } }));
const refusal = async (id: string, token: string) => {
  const res = await t.call('GET', `/api/games/${id}/view`, { token });
  expect(res.status).toBe(403);
  return bodyOf(res);
};

describe('an old seat link', () => {
  it('says the host gave the seat to a bot, or to a person by name', async () => {
    const g = await create();
    await t.call('POST', `/api/games/${g.id}/host/seats/1`, { token: g.host.token, body: { holder: 'bot', level: 'easy' } });
    expect(await refusal(g.id, g.seats[1].token)).toMatchObject({ code: 'E_LINK_REPLACED', message: expect.stringMatching(/host gave it to a bot, Bot \w+ \(easy\)/) });
    await t.call('POST', `/api/games/${g.id}/host/seats/2`, { token: g.host.token, body: { holder: 'person', name: 'Dee' } });
    expect((await refusal(g.id, g.seats[2].token)).message).toMatch(/host gave it to Dee\./);
  });

  it('says its player left, and who plays the seat now', async () => {
    const g = await create();
    await t.call('POST', `/api/games/${g.id}/leave`, { token: g.seats[0].token, body: { level: 'medium' } });
    expect((await refusal(g.id, g.seats[0].token)).message).toMatch(/Ann left the game, and Bot \w+ \(medium\) plays the seat now/);
  });

  it('says a newer link was made for the seat after "New link"', async () => {
    const g = await create();
    const fresh = await bodyOf(await t.call('POST', `/api/games/${g.id}/reissue`, { token: g.seats[0].token }));
    expect(fresh.token).toBeTruthy();
    expect(await refusal(g.id, g.seats[0].token)).toMatchObject({ code: 'E_LINK_REPLACED', message: expect.stringMatching(/a newer link was made for it/) });
    // the new link is an event of the game's one stream: the version moves and the log says so, to everyone
    const view = await bodyOf(await t.call('GET', `/api/games/${g.id}/view`, { token: fresh.token }));
    expect(view.version).toBe(1);
    const log = await bodyOf(await t.call('GET', `/api/games/${g.id}/log?before=10`));
    expect(JSON.stringify(log)).toContain('"@0 made a new link for their seat: older links no longer open it."');
  });

  it('tells each old link what replaced it: the hand-over for the first holder’s, the new link for the next holder’s', async () => {
    const g = await create();
    await t.call('POST', `/api/games/${g.id}/host/seats/1`, { token: g.host.token, body: { holder: 'person', name: 'Dee' } });
    const host = await bodyOf(await t.call('GET', `/api/games/${g.id}/host`, { token: g.host.token }));
    const deeToken = String(host.links[1].url).split('#')[1] as string;
    expect((await t.call('POST', `/api/games/${g.id}/reissue`, { token: deeToken })).status).toBe(200);
    expect((await refusal(g.id, g.seats[1].token)).message).toMatch(/host gave it to Dee\./);
    expect((await refusal(g.id, deeToken)).message).toMatch(/a newer link was made for it/);
  });

  it('is told apart from a token that never held a seat', async () => {
    const g = await create();
    expect(await refusal(g.id, 'A'.repeat(22))).toMatchObject({ code: 'E_FORBIDDEN' });
  });
});
