/**
 * A submit whose action names another seat than the token's: the check is the rules' own (core `parseAction`), the
 * API answers it 403 `E_NOT_YOUR_SEAT` and nothing changes, also when its idempotency key was used before.
 */
import { rowsOf } from '@turnpost/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedGame, createGame, viewOf } from '../testing-playout.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
let g: CreatedGame;
beforeAll(async () => {
  t = await openTestApp();
  g = await createGame(t, 'saltmarket', 3);
}, 30_000);
afterAll(async () => t?.close());

const submit = (token: string, body: unknown) => t.call('POST', `/api/games/${g.id}/actions`, { token, body });
const eventCount = async () =>
  rowsOf<{ n: number }>(await t.database.db.execute(`select count(*)::int as n from events where game_id = '${g.id}'` as never))[0]?.n;

describe('an action that names another seat', () => {
  it('is refused with 403 E_NOT_YOUR_SEAT and changes nothing', async () => {
    const spectator = await viewOf(t, g.id);
    const seat = spectator.awaiting[0] as number;
    const other = (seat + 1) % 3;
    const me = await viewOf(t, g.id, g.seats[seat]?.token);
    const action = { ...(me.legalActions[0] as object), player: other };
    const res = await submit(g.seats[seat]?.token as string, { expectedVersion: me.version, action, idempotencyKey: 'named-other' });
    expect(res.status).toBe(403);
    expect(await bodyOf(res)).toMatchObject({ code: 'E_NOT_YOUR_SEAT' });
    expect((await viewOf(t, g.id)).version).toBe(me.version);
    expect(await eventCount()).toBe(0);
  });

  it('is refused the same way when its idempotency key was used for an accepted action', async () => {
    const seat = (await viewOf(t, g.id)).awaiting[0] as number;
    const token = g.seats[seat]?.token as string;
    const me = await viewOf(t, g.id, token);
    const action = me.legalActions[0] as object;
    expect((await submit(token, { expectedVersion: me.version, action, idempotencyKey: 'used' })).status).toBe(200);
    const again = await submit(token, { expectedVersion: me.version, action: { ...action, player: (seat + 1) % 3 }, idempotencyKey: 'used' });
    expect(again.status).toBe(403);
    expect(await bodyOf(again)).toMatchObject({ code: 'E_NOT_YOUR_SEAT' });
    expect(await eventCount()).toBe(1);
  });

  it('is accepted when it names the token\'s own seat', async () => {
    const seat = (await viewOf(t, g.id)).awaiting[0] as number;
    const token = g.seats[seat]?.token as string;
    const me = await viewOf(t, g.id, token);
    const res = await submit(token, { expectedVersion: me.version, action: { ...(me.legalActions[0] as object), player: seat }, idempotencyKey: 'own' });
    expect(res.status).toBe(200);
  });
});
