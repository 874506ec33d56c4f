import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandChoices } from '@turnpost/rules';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

/** One legal move of `token`'s seat, as a player's table would send it. */
async function move(id: string, token: string) {
  const view = await bodyOf(await t.call('GET', `/api/games/${id}/view`, { token }));
  const res = await t.call('POST', `/api/games/${id}/actions`, {
    token,
    body: { expectedVersion: view.version, action: expandChoices(view.choices)[0], idempotencyKey: crypto.randomUUID() },
  });
  expect(res.status).toBe(200);
  return bodyOf(res);
}

describe('the public summary of a game', () => {
  it('says when the last move was made: the creation before any, then the latest move, in every answer', async () => {
    const res = await t.call('POST', '/api/games', {
      body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }], listed: true },
    });
    expect(res.status).toBe(201);
    const g = (await bodyOf(res)) as { id: string; seats: { token: string }[] };
    const created = t.now().toISOString();
    const summary = () => t.call('GET', `/api/games/${g.id}`).then(bodyOf);
    expect(await summary()).toMatchObject({ version: 0, createdAt: created, lastMoveAt: created });

    t.advance(5 * MINUTE);
    const bobMoved = t.now().toISOString();
    const answer = await move(g.id, g.seats[1]!.token);
    expect(answer.lastMoveAt).toBe(bobMoved);
    expect(await summary()).toMatchObject({ version: 1, createdAt: created, lastMoveAt: bobMoved });

    // Reading the game later changes nothing: only moves do.
    t.advance(90 * MINUTE);
    expect((await summary()).lastMoveAt).toBe(bobMoved);
    const cyMoved = t.now().toISOString();
    await move(g.id, g.seats[2]!.token);
    expect(await summary()).toMatchObject({ version: 2, lastMoveAt: cyMoved });

    const listed = await bodyOf(await t.call('GET', '/api/games?status=active&limit=50'));
    expect(listed.games.find((s: { id: string }) => s.id === g.id)).toMatchObject({ lastMoveAt: cyMoved });
    const spectator = await bodyOf(await t.call('GET', `/api/games/${g.id}/view`));
    expect(spectator.lastMoveAt).toBe(cyMoved);
  });
});
