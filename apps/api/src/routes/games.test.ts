import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandChoices, Rng, stringsIn } from '@turnpost/rules';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; name: string; token: string; url: string }[];
  spectatorUrl: string;
}

async function create(n = 4, extra: Record<string, unknown> = {}): Promise<Created> {
  const res = await t.call('POST', '/api/games', {
    body: { game: 'avenue-empires', seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), listed: true, ...extra },
  });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as Created;
}

const view = async (id: string, token?: string) => {
  const res = await t.call('GET', `/api/games/${id}/view`, token ? { token } : {});
  expect(res.status).toBe(200);
  const body = await bodyOf(res);
  // the view carries the legal actions in compact form; tests read them as the table does
  return { ...body, legalActions: expandChoices(body.choices) } as { version: number; seat: number | null; awaiting: number[]; legalActions: unknown[]; view: unknown; log: unknown[]; status: string; outcome: unknown };
};

const act = (id: string, token: string, body: unknown) => t.call('POST', `/api/games/${id}/actions`, { token, body });

describe('creating a game', () => {
  it('returns one private link per seat and a spectator link, never storing the token in plain text', async () => {
    const g = await create(3);
    expect(g.seats.map((s) => s.name)).toEqual(['P0', 'P1', 'P2']);
    for (const s of g.seats) {
      expect(s.url).toBe(`/play/${g.id}#${s.token}`);
      expect(s.token.length).toBeGreaterThanOrEqual(22);
    }
    expect(g.spectatorUrl).toBe(`/play/${g.id}`);
    const dump = JSON.stringify((await t.database.db.execute('select * from seats' as never)) ?? '');
    for (const s of g.seats) expect(dump).not.toContain(s.token);
    const summary = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(summary).toMatchObject({ id: g.id, game: 'avenue-empires', status: 'active', version: 0, outcome: null });
    expect(summary.seats).toEqual([0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, awaited: true, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false })));
  });

  it.each([
    [{ game: 'chess', seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }, 400, 'E_UNKNOWN_GAME'],
    [{ game: 'avenue-empires', seats: [{ name: 'a' }, { name: 'b' }] }, 400, 'E_SEAT_COUNT'],
    [{ game: 'avenue-empires', seats: [{ name: 'a' }, { name: '' }, { name: 'c' }] }, 400, 'E_BAD_REQUEST'],
    [{ game: 'avenue-empires', seats: [{ name: 'a', email: 'nope' }, { name: 'b' }, { name: 'c' }] }, 400, 'E_BAD_REQUEST'],
    [{ seats: [] }, 400, 'E_BAD_REQUEST'],
    ['{"game": ', 400, 'E_MALFORMED'],
  ])('rejects bad input %j with a clear error', async (body, status, code) => {
    const before = await bodyOf(await t.call('GET', '/api/games'));
    const res = await t.call('POST', '/api/games', { body });
    expect(res.status).toBe(status);
    const json = await bodyOf(res);
    expect(json.code).toBe(code);
    expect(typeof json.message).toBe('string');
    expect(json.message.length).toBeGreaterThan(3);
    expect((await bodyOf(await t.call('GET', '/api/games'))).total).toBe(before.total);
  });

  it('refuses bodies over the size limit', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'x'.repeat(100_000), seats: [] } });
    expect(res.status).toBe(413);
  });
});

describe('reading views', () => {
  it('gives a seat its own view and legal actions, a spectator none, and 304 for an unchanged version', async () => {
    const g = await create(4);
    const mine = await view(g.id, g.seats[0]!.token);
    expect(mine.seat).toBe(0);
    expect(mine.awaiting).toEqual([0, 1, 2, 3]);
    expect(mine.legalActions.length).toBeGreaterThan(0);
    const spectator = await view(g.id);
    expect(spectator.seat).toBeNull();
    expect(spectator.legalActions).toEqual([]);
    const full = await bodyOf(await t.call('GET', `/api/games/${g.id}/legal-actions`, { token: g.seats[0]!.token }));
    expect(full.version).toBe(0);
    expect(full.legalActions).toHaveLength(mine.legalActions.length);
    expect(full.legalActions).toEqual(expect.arrayContaining(mine.legalActions));
    expect((await t.call('GET', `/api/games/${g.id}/legal-actions`)).status).toBe(403);
    const res = await t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[0]!.token, headers: { 'If-None-Match': '"v0"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('answers unknown and malformed tokens alike with 403, and unknown games with 404', async () => {
    const g = await create(3);
    const other = await create(3);
    for (const token of ['nope', other.seats[0]!.token]) {
      const res = await t.call('GET', `/api/games/${g.id}/view`, { token });
      expect(res.status).toBe(403);
      expect(await bodyOf(res)).toEqual({ code: 'E_FORBIDDEN', message: 'This link is not valid for this game.' });
    }
    expect((await t.call('GET', '/api/games/zzzz/view')).status).toBe(404);
    expect((await t.call('GET', '/api/games/zzzz')).status).toBe(404);
  });
});

describe('submitting actions', () => {
  it('applies a legal action, rejects stale versions, rule errors, wrong seats and malformed bodies', async () => {
    const g = await create(3);
    const [a, b] = g.seats as [Created['seats'][0], Created['seats'][0]];
    const va = await view(g.id, a.token);
    const ok = await act(g.id, a.token, { expectedVersion: 0, action: va.legalActions[0], idempotencyKey: 'k1' });
    expect(ok.status).toBe(200);
    const after = await bodyOf(ok);
    expect(after.version).toBe(1);
    expect(after.awaiting).not.toContain(0);

    // B's secret choice rests on nothing A's choice changed: based on version 0, it is still taken
    const vb = await view(g.id, b.token);
    const behind = await act(g.id, b.token, { expectedVersion: 0, action: vb.legalActions[0], idempotencyKey: 'k2' });
    expect(behind.status).toBe(200);
    expect((await bodyOf(behind)).version).toBe(2);
    // once the last choice resolves the phase, hands change: a submit based on before that is stale
    const c = g.seats[2]!;
    const vc = await view(g.id, c.token);
    expect((await act(g.id, c.token, { expectedVersion: 2, action: vc.legalActions[0], idempotencyKey: 'k2c' })).status).toBe(200);
    const stale = await act(g.id, b.token, { expectedVersion: 2, action: vb.legalActions[1], idempotencyKey: 'k2b' });
    expect(stale.status).toBe(409);
    expect(await bodyOf(stale)).toMatchObject({ code: 'E_STALE', version: 3 });

    const rule = await act(g.id, b.token, {
      expectedVersion: 3,
      action: { type: 'chooseTrade', left: 'river-01', right: 'river-02' },
      idempotencyKey: 'k3',
    });
    expect(rule.status).toBe(422);
    expect(await bodyOf(rule)).toMatchObject({ code: 'E_WRONG_PHASE' });

    const impersonate = await act(g.id, b.token, {
      expectedVersion: 3,
      action: { ...(vb.legalActions[0] as object), player: 0 },
      idempotencyKey: 'k4',
    });
    expect(impersonate.status).toBe(403);
    expect(await bodyOf(impersonate)).toMatchObject({ code: 'E_NOT_YOUR_SEAT' });

    for (const body of [{}, { expectedVersion: 3, action: 'x', idempotencyKey: 'k' }, { expectedVersion: -1, action: { type: 'chooseTrade' }, idempotencyKey: 'k' }, { expectedVersion: 3, action: { type: 'x' } }]) {
      const res = await act(g.id, b.token, body);
      expect(res.status).toBe(400);
      expect((await bodyOf(res)).code).toBe('E_BAD_REQUEST');
    }
    expect((await t.call('POST', `/api/games/${g.id}/actions`, { body: { expectedVersion: 3, action: { type: 'x' }, idempotencyKey: 'k' } })).status).toBe(403);
    expect((await view(g.id)).version).toBe(3);
  });

  it('answers a repeated idempotency key with the first answer and acts only once', async () => {
    const g = await create(3);
    const a = g.seats[0]!;
    const va = await view(g.id, a.token);
    const body = { expectedVersion: 0, action: va.legalActions[3], idempotencyKey: 'once' };
    const first = await bodyOf(await act(g.id, a.token, body));
    const second = await act(g.id, a.token, body);
    expect(second.status).toBe(200);
    expect(await bodyOf(second)).toEqual(first);
    expect((await view(g.id)).version).toBe(1);
  });
});

describe('a whole game over HTTP', () => {
  it('plays a 4-seat game to the end by picking legal actions, leaking no hidden card on the way', async () => {
    const g = await create(4);
    const rng = Rng.fromSeed('api-playout');
    let steps = 0;
    for (;;) {
      const spectator = await view(g.id);
      if (spectator.status === 'finished') break;
      const seat = spectator.awaiting[rng.int(0, spectator.awaiting.length - 1)]!;
      const me = await view(g.id, g.seats[seat]!.token);
      const others = await Promise.all(g.seats.filter((s) => s.seat !== seat).map((s) => view(g.id, s.token)));
      // Nothing in another seat's view or the spectator's mentions this seat's hand before the game ends, except a
      // card that other seat passed on itself (spec §5: the giver knows its own passes, and remembers them).
      const hand = handOf(me.view);
      const passedAway = new Set<string>();
      for (const o of [spectator, ...others]) {
        const seen = stringsIn(o.view);
        const ownPasses = new Set(passesOf(o.view));
        for (const card of hand) if (seen.has(card) && !ownPasses.has(card)) passedAway.add(card);
      }
      expect([...passedAway]).toEqual([]);
      const action = me.legalActions[rng.int(0, me.legalActions.length - 1)];
      const res = await act(g.id, g.seats[seat]!.token, { expectedVersion: me.version, action, idempotencyKey: `s${steps}` });
      expect(res.status).toBe(200);
      steps++;
    }
    expect(steps).toBe(116);
    const done = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    expect(done.status).toBe('finished');
    expect(done.outcome.winners.length).toBeGreaterThan(0);
    const listed = await bodyOf(await t.call('GET', '/api/games?status=finished&game=avenue-empires'));
    expect(listed.games.map((x: { id: string }) => x.id)).toContain(g.id);
    const late = await act(g.id, g.seats[0]!.token, { expectedVersion: 116, action: { type: 'chooseTrade', left: 'a', right: 'b' }, idempotencyKey: 'late' });
    expect(late.status).toBe(422);
    expect((await bodyOf(late)).code).toBe('E_GAME_OVER');
  }, 120_000);
});

/** The card ids in a seat's own hand, as its view shows them. */
function handOf(view: unknown): string[] {
  const v = view as { hand?: unknown };
  return Array.isArray(v.hand) ? v.hand.map((c) => (typeof c === 'string' ? c : (c as { id: string }).id)) : [];
}

/** The cards a seat's view says it passed and still remembers (Avenue Empires' `passedCards`); none for a spectator. */
function passesOf(view: unknown): string[] {
  const v = view as { passedCards?: { card: string }[] };
  return (v.passedCards ?? []).map((p) => p.card);
}

describe('replays', () => {
  it('steps through a game from each perspective once it is over, and only your own before', async () => {
    const g = await create(3);
    const [a, b] = g.seats as [Created['seats'][0], Created['seats'][0]];
    const first = await view(g.id, a.token);
    await act(g.id, a.token, { expectedVersion: 0, action: first.legalActions[0], idempotencyKey: 'r1' });
    const own = await t.call('GET', `/api/games/${g.id}/steps/0`, { token: a.token });
    expect(own.status).toBe(200);
    expect((await bodyOf(own)).version).toBe(0);
    expect((await t.call('GET', `/api/games/${g.id}/steps/1?seat=1`, { token: a.token })).status).toBe(403);
    expect((await t.call('GET', `/api/games/${g.id}/steps/1?seat=spectator`)).status).toBe(200);
    expect((await t.call('GET', `/api/games/${g.id}/steps/9`, { token: a.token })).status).toBe(404);
    expect((await t.call('GET', `/api/games/${g.id}/events`)).status).toBe(403);
    // finish the game
    const rng = Rng.fromSeed('replay');
    for (;;) {
      const s = await view(g.id);
      if (s.status === 'finished') break;
      const seat = s.awaiting[rng.int(0, s.awaiting.length - 1)]!;
      const me = await view(g.id, g.seats[seat]!.token);
      const action = me.legalActions[rng.int(0, me.legalActions.length - 1)];
      await act(g.id, g.seats[seat]!.token, { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() });
    }
    const events = await bodyOf(await t.call('GET', `/api/games/${g.id}/events`));
    expect(events.events).toHaveLength(117);
    expect(events.events[0]).toMatchObject({ seq: 1, seat: 0, action: first.legalActions[0] });
    const bobAt5 = await bodyOf(await t.call('GET', `/api/games/${g.id}/steps/5?seat=1`));
    expect(bobAt5).toMatchObject({ version: 5, seat: 1 });
    expect(bobAt5.view.hand.length).toBeGreaterThan(0);
    const bobOwn = await bodyOf(await t.call('GET', `/api/games/${g.id}/steps/5`, { token: b.token }));
    expect(bobOwn.view).toEqual(bobAt5.view);
  }, 60_000);
});

describe('untrusted input', () => {
  it('never fails with a 500 and never changes the game, whatever the body', async () => {
    const g = await create(3);
    const token = g.seats[1]!.token;
    const rng = Rng.fromSeed('fuzz');
    const pick = <T>(xs: T[]): T => xs[rng.int(0, xs.length - 1)]!;
    const value = (depth: number): unknown => {
      switch (rng.int(0, depth > 2 ? 4 : 6)) {
        case 0: return null;
        case 1: return rng.int(-5, 500);
        case 2: return pick(['', 'river-01', 'L', 'X', 'chooseTrade', 'chooseBuild', 'a'.repeat(300), '__proto__']);
        case 3: return rng.int(0, 1) === 1;
        case 4: return 1.5;
        case 5: return Array.from({ length: rng.int(0, 3) }, () => value(depth + 1));
        default: return Object.fromEntries(Array.from({ length: rng.int(0, 4) }, () => [pick(['type', 'left', 'right', 'card', 'avenue', 'player', 'x']), value(depth + 1)]));
      }
    };
    for (let i = 0; i < 200; i++) {
      const action = rng.int(0, 3) === 0 ? value(0) : { type: pick(['chooseTrade', 'chooseBuild', 'nope']), ...(value(1) as object) };
      const body = rng.int(0, 5) === 0 ? value(0) : { expectedVersion: pick([0, 0, 0, 1, -1, 'x']), action, idempotencyKey: `f${i}` };
      const res = await act(g.id, token, body);
      expect([200, 400, 403, 409, 422]).toContain(res.status);
      const json = await bodyOf(res);
      if (res.status !== 200) expect(typeof json.message).toBe('string');
      if (res.status === 200) break; // a random body happened to be a legal move: fine, stop here
    }
    const s = await view(g.id);
    expect(s.version).toBeLessThanOrEqual(1);
  });
});
