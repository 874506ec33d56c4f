/** The public list of games shows only the games their creators chose to list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

const create = async (listed?: boolean) =>
  (await bodyOf(
    await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Secret Sam' }, { name: 'b' }, { name: 'c' }], ...(listed === undefined ? {} : { listed }) } }),
  )) as { id: string };

describe('the list of games', () => {
  it('never shows a game its creator did not list, names included; a listed one shows', async () => {
    const hidden = await create();
    const alsoHidden = await create(false);
    const shown = await create(true);
    const list = await bodyOf(await t.call('GET', '/api/games'));
    const ids = list.games.map((g: { id: string }) => g.id);
    expect(ids).toEqual([shown.id]);
    expect(list.total).toBe(1);
    expect(JSON.stringify((await bodyOf(await t.call('GET', '/api/games?status=active'))).games.filter((g: { id: string }) => g.id !== shown.id))).not.toContain('Secret Sam');
    // an unlisted game is still reachable by its link
    expect((await t.call('GET', `/api/games/${hidden.id}`)).status).toBe(200);
    expect((await t.call('GET', `/api/games/${alsoHidden.id}/view`)).status).toBe(200);
  });
});
