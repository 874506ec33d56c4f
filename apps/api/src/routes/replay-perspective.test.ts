/**
 * A replay seen through one perspective shows only what that perspective saw while the game was played: the face-down
 * choices of other seats stay face-down in the step's lines and in the moves list, though the finished game's whole
 * log (no perspective asked) reads every move. The expected lines come from the rules themselves: the game replayed
 * from its seed and events, filtered with `linesFor(…, revealed = false)`.
 */
import { EventStore } from '@turnpost/db';
import { engineFor, expandChoices, foldNarrated, type LogLine, linesFor, type NarratedEntry, opening, Rng, stamp, type Viewer } from '@turnpost/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
let id: string;
let tokens: string[];
let entries: NarratedEntry[];
let version: number;

const get = async (path: string, token?: string) => {
  const res = await t.call('GET', `/api/games/${id}${path}`, token ? { token } : {});
  expect(res.status, path).toBe(200);
  return bodyOf(res);
};

/** The lines `viewer` was shown of events `from..to` while the game was played (no game-over reveal). */
const seenLive = (viewer: Viewer, from = 0, to = version): LogLine[] =>
  linesFor(entries.filter((e) => e.seq >= from && e.seq <= to), viewer, false);

beforeAll(async () => {
  t = await openTestApp();
  const created = await bodyOf(
    await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] } }),
  );
  id = created.id;
  tokens = created.seats.map((s: { token: string }) => s.token);
  // before the end, another seat's perspective is closed even to a player
  expect((await t.call('GET', `/api/games/${id}/log?before=1&seat=1`, { token: tokens[0] })).status).toBe(403);
  expect((await t.call('GET', `/api/games/${id}/log?before=1&seat=spectator`)).status).toBe(200);
  const rng = Rng.fromSeed('replay-perspective');
  for (;;) {
    const spectator = await get('/view');
    if (spectator.status === 'finished') break;
    const seat = spectator.awaiting[rng.int(0, spectator.awaiting.length - 1)] as number;
    const me = await get('/view', tokens[seat]);
    const legal = expandChoices(me.choices);
    const action = legal[rng.int(0, legal.length - 1)];
    const res = await t.call('POST', `/api/games/${id}/actions`, {
      token: tokens[seat],
      body: { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status).toBe(200);
  }
  // the rules' own narration of the stored game, every entry with who may see it
  const store = new EventStore(t.database.db);
  const stored = await store.loadGame(id);
  if (!stored) throw new Error('the game is gone');
  const engine = engineFor(stored.game.kind, stored.game.rulesVersion);
  if (!engine) throw new Error('no rules');
  const start = opening(engine, { seats: stored.game.seatCount, options: stored.game.options, seed: stored.game.seed });
  const folded = foldNarrated(engine, start.state, await store.loadEvents(id), 0);
  entries = [...stamp(start.log, 0), ...folded.entries];
  version = stored.game.version;
}, 120_000);
afterAll(async () => t?.close());

describe('a replay through one perspective', () => {
  it('plays a game with face-down choices (the premise of the other tests)', () => {
    expect(entries.some((e) => e.visibleTo !== undefined)).toBe(true);
    expect(seenLive(null).length).toBeLessThan(linesFor(entries, null, true).length);
  });

  it("gives each step the lines its perspective saw of that event, never another seat's face-down choice", async () => {
    for (const [perspective, viewer] of [['spectator', null], ['1', 1]] as const) {
      for (let v = 0; v <= version; v++) {
        const step = await get(`/steps/${v}?seat=${perspective}`);
        expect(step.log, `step ${v} as ${perspective}`).toEqual(seenLive(viewer, v, v));
      }
    }
  }, 120_000);

  it('lists the moves as the perspective saw them, page by page', async () => {
    for (const [perspective, viewer] of [['spectator', null], ['0', 0], ['2', 2]] as const) {
      const whole = await get(`/log?before=${version + 1}&limit=500&seat=${perspective}`);
      expect(whole).toEqual({ log: seenLive(viewer), logAfter: -1 });
      const page = await get(`/log?before=40&limit=5&seat=${perspective}`);
      expect(page.log).toEqual(seenLive(viewer, page.logAfter + 1, 39));
      expect(page.log.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('still reads every move in the finished game’s whole log when no perspective is asked for', async () => {
    const whole = await get(`/log?before=${version + 1}&limit=500`);
    expect(whole.log).toEqual(linesFor(entries, null, true));
  });

  it('answers a perspective the game does not have with 404', async () => {
    expect((await t.call('GET', `/api/games/${id}/log?before=3&seat=7`)).status).toBe(404);
  });
});
