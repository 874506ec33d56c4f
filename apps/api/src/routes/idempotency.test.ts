/** Idempotency keys belong to a seat; a repeated key with the same action gets the first answer, another is refused. */
import { expandChoices } from '@turnpost/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

async function create(game: string, n: number) {
  const res = await t.call('POST', '/api/games', { body: { game, seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) } });
  return (await bodyOf(res)) as { id: string; seats: { token: string }[] };
}
const view = async (id: string, token: string) => bodyOf(await t.call('GET', `/api/games/${id}/view`, { token }));
const act = (id: string, token: string, body: unknown) => t.call('POST', `/api/games/${id}/actions`, { token, body });
const version = async (id: string) => (await bodyOf(await t.call('GET', `/api/games/${id}`))).version as number;

describe('idempotency keys', () => {
  it("are per seat: another seat's equal key is a new request that acts", async () => {
    const g = await create('avenue-empires', 3);
    const [a, b] = [g.seats[0]!.token, g.seats[1]!.token];
    expect((await act(g.id, a, { expectedVersion: 0, action: expandChoices((await view(g.id, a)).choices)[0], idempotencyKey: 'k1' })).status).toBe(200);
    const res = await act(g.id, b, { expectedVersion: 1, action: expandChoices((await view(g.id, b)).choices)[0], idempotencyKey: 'k1' });
    expect(res.status).toBe(200);
    expect(await version(g.id)).toBe(2);
    expect((await bodyOf(res)).awaiting).toEqual([2]);
  });

  it.each([
    ['avenue-empires', 3],
    ['arquetect', 2],
  ])('in %s, refuse another action under a used key with 422 E_KEY_REUSED and change nothing', async (game, n) => {
    const g = await create(game as string, n as number);
    const a = g.seats[0]!.token;
    const first = expandChoices((await view(g.id, a)).choices);
    const ok = await act(g.id, a, { expectedVersion: 0, action: first[0], idempotencyKey: 'same' });
    expect(ok.status).toBe(200);
    const firstAnswer = await bodyOf(ok);
    // the same action again, based on the old version: the first answer
    const retry = await act(g.id, a, { expectedVersion: 0, action: first[0], idempotencyKey: 'same' });
    expect(retry.status).toBe(200);
    expect(await bodyOf(retry)).toEqual(firstAnswer);
    // a new action under the old key, at the current version or an old one: refused
    const now = await view(g.id, a);
    for (const expectedVersion of [now.version, 0]) {
      const other = expandChoices(now.choices).find((x) => JSON.stringify(x) !== JSON.stringify(first[0]));
      if (!other) break;
      const reused = await act(g.id, a, { expectedVersion, action: other, idempotencyKey: 'same' });
      expect(reused.status).toBe(422);
      expect(await bodyOf(reused)).toMatchObject({ code: 'E_KEY_REUSED', message: expect.stringMatching(/new key/) });
    }
    expect(await version(g.id)).toBe(1);
  });
});
