/**
 * Issue 46's "done when", over HTTP: three people who only share one invite link start and finish a game, one of them
 * on two devices (a carried link), one of them leaving half-way (a bot plays on); and a stranger finds an open seat in
 * the lobby and plays it.
 */
import { expandChoices, Rng } from '@turnpost/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface View {
  version: number;
  status: string;
  awaiting: number[];
  seat: number | null;
  choices: unknown;
  seats: { seat: number; name: string; bot: string | null }[];
  log: { text: string }[];
}
const view = async (id: string, token?: string): Promise<View> => bodyOf(await t.call('GET', `/api/games/${id}/view?logSince=-1`, token ? { token } : {}));

/** Until the game waits on a person (the bots moved) or is over. */
async function untilPeople(id: string): Promise<View> {
  for (let i = 0; i < 2_000; i++) {
    const v = await view(id);
    if (v.status !== 'active' || v.awaiting.some((s) => v.seats[s]?.bot === null)) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the bots never moved');
}

async function move(id: string, token: string, rng: Rng): Promise<Response> {
  const me = await view(id, token);
  const legal = expandChoices(me.choices as never) as unknown[];
  const action = legal[rng.int(0, legal.length - 1)];
  return t.call('POST', `/api/games/${id}/actions`, { token, body: { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() } });
}

describe('a game among friends who share one invite link', () => {
  it('starts when the three took their seats, is played on two devices and after one leaves, and ends', async () => {
    const created = await bodyOf(
      await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ open: true }, { open: true }, { open: true }] } }),
    );
    const inviteToken = created.invite.token as string;
    const claim = async (seat: number, name: string) =>
      bodyOf(await t.call('POST', `/api/games/${created.id}/claims`, { token: inviteToken, body: { seat, name } }));
    const id = created.id as string;
    const ann = await claim(0, 'Ann');
    const ben = await claim(1, 'Ben');
    expect((await view(id)).status).toBe('open');
    const cy = await claim(2, 'Cy');
    expect((await view(id)).status).toBe('active');

    // Ann opens her seat on her phone too: one carried link, used once
    const carried = await bodyOf(await t.call('POST', `/api/games/${id}/carry`, { token: ann.token }));
    const phone = await bodyOf(await t.call('POST', '/api/carry', { body: { code: carried.url.slice('/carry#'.length) } }));
    const devices: Record<number, string[]> = { 0: [ann.token, phone.token], 1: [ben.token], 2: [cy.token] };

    const rng = Rng.fromSeed('friends');
    let moves = 0;
    let left = false;
    for (let v = await view(id); v.status === 'active'; v = await untilPeople(id)) {
      const seat = v.awaiting.find((s) => v.seats[s]?.bot === null) as number;
      if (!left && moves >= 30 && seat === 1) {
        // half-way, Ben leaves: a bot takes his seat, and his link stops
        const res = await t.call('POST', `/api/games/${id}/leave`, { token: ben.token, body: { level: 'easy' } });
        expect(res.status).toBe(200);
        left = true;
        continue;
      }
      const tokens = devices[seat] as string[];
      const res = await move(id, tokens[moves % tokens.length] as string, rng);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
      moves++;
    }
    const end = await view(id);
    expect(left).toBe(true);
    expect(end.status).toBe('finished');
    expect((await t.call('GET', `/api/games/${id}/view`, { token: ben.token })).status).toBe(403);
    // the record carries who sat down and who left, when
    const record = await bodyOf(await t.call('GET', `/api/games/${id}/record`));
    const table = record.events.filter((e: { action: { type: string } }) => e.action.type.startsWith('table.')).map((e: { action: object }) => e.action);
    expect(table).toEqual([
      { type: 'table.seatClaimed', seat: 0, name: 'Ann', awaiting: null },
      { type: 'table.seatClaimed', seat: 1, name: 'Ben', awaiting: null },
      { type: 'table.seatClaimed', seat: 2, name: 'Cy', awaiting: expect.any(Array) },
      { type: 'table.seatLeft', seat: 1, name: 'Ben', then: 'bot', bot: 'easy', botName: expect.stringMatching(/^Bot \w+ \(easy\)$/) },
    ]);
  }, 120_000);

  it('lets a stranger find an open seat in the lobby and play it', async () => {
    const created = await bodyOf(
      await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { open: true }], openSeats: { lobby: true } } }),
    );
    const lobby = await bodyOf(await t.call('GET', '/api/lobby?game=avenue-empires'));
    const table = lobby.tables.find((x: { id: string }) => x.id === created.id);
    const free = table.seats.find((s: { open: boolean }) => s.open).seat as number;
    const stranger = await bodyOf(await t.call('POST', `/api/games/${created.id}/claims`, { body: { seat: free, name: 'Stranger' } }));
    const tokens = [created.seats[0].token, created.seats[1].token, stranger.token] as string[];
    const rng = Rng.fromSeed('stranger');
    let played = false;
    for (let i = 0; i < 30 && !played; i++) {
      const v = await view(created.id);
      const seat = v.awaiting[0] as number;
      expect((await move(created.id, tokens[seat] as string, rng)).status).toBe(200);
      played = seat === free;
    }
    expect(played).toBe(true);
  });
});
