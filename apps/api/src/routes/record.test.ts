/**
 * Fair play over HTTP (docs/fair-play.md): every game shows a commitment to its seed from its first view, never
 * changed; at its end `GET /record` reveals the seed (256 bits) and every move, which replay to its outcome through
 * the rules alone; the record tells no link, no email, and nothing its rules keep hidden forever; a tampered record
 * is caught; a record imports as a finished game to browse, and one that does not replay is refused.
 */
import { games } from '@turnpost/db';
import { type GameRecord, type Outcome, commitmentTo, engineFor, engines, replay, verifyRecord } from '@turnpost/rules';
import { teamDecidedBy } from '@turnpost/rules/civ-builder';
import { playedRecord } from '@turnpost/rules/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { type CreatedGame, playOut } from '../testing-playout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

async function create(game: string, seats: number): Promise<CreatedGame> {
  const people = Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, email: `p${i}@example.test` }));
  const res = await t.call('POST', '/api/games', { body: { game, seats: people } });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as CreatedGame;
}

const commitmentOf = async (id: string) => (await bodyOf(await t.call('GET', `/api/games/${id}/view`))).shuffle;
const recordOf = async (id: string) => (await bodyOf(await t.call('GET', `/api/games/${id}/record`))) as GameRecord;

/** A finished game of `kind` (with its record, and the commitment its first view showed). */
async function finished(kind: string, seats: number) {
  const g = await create(kind, seats);
  const first = await commitmentOf(g.id);
  await playOut(t, g, `record-${kind}-${g.id}`);
  return { g, first, record: await recordOf(g.id) };
}

describe('a game record', () => {
  it('is refused while the game is played, with the commitment already in every view', async () => {
    const g = await create('arquetect', 2);
    const shuffle = await commitmentOf(g.id);
    expect(shuffle.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(shuffle.sealedCommitment).toBeNull();
    const seat = await bodyOf(await t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[0]?.token }));
    expect(seat.shuffle).toEqual(shuffle);
    const early = await t.call('GET', `/api/games/${g.id}/record`);
    expect(early.status).toBe(409);
    expect((await bodyOf(early)).code).toBe('E_GAME_ACTIVE');
    expect((await t.call('GET', '/api/games/nosuchgame/record')).status).toBe(404);
  });

  for (const engine of engines) {
    it(`of ${engine.title} reveals a 256-bit seed matching the commitment shown at move 0, and replays to its outcome`, async () => {
      const { g, first, record } = await finished(engine.id, engine.seats.min === 1 ? 2 : engine.seats.min);
      expect(await commitmentOf(g.id)).toEqual(first);
      expect(record.shuffle.commitment).toBe(first.commitment);
      expect(await commitmentTo(record.shuffle.seed, record.shuffle.salt as string)).toBe(first.commitment);
      expect(Buffer.from(record.shuffle.seed, 'base64url').length).toBe(32);
      const summary = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
      expect(record.outcome).toEqual(summary.outcome);
      expect(record.events.length).toBe(summary.version);
      const verified = await verifyRecord(record, engineFor);
      expect(verified.checks.filter((c) => c.status === 'failed')).toEqual([]);
      expect([verified.shuffle, verified.result]).toEqual([true, true]);
      // nothing secret about the platform: no link, no email
      const text = JSON.stringify(record);
      for (const s of g.seats) expect(text).not.toContain(s.token);
      expect(text).not.toContain('@example.test');
      if (engine.sealed) await expectSealedKept(g.id, record, text);
      else expect(record.shuffle.sealed).toBeNull();
    }, 60_000);
  }

  it('is caught when tampered with: a move, the seed, the outcome', async () => {
    const { record } = await finished('avenue-empires', 3);
    const moved = structuredClone(record);
    const i = Math.floor(moved.events.length / 2);
    const alternative = moved.events.find((e, j) => j !== i && e.seat === moved.events[i]?.seat && JSON.stringify(e.action) !== JSON.stringify(moved.events[i]?.action));
    (moved.events[i] as { action: unknown }).action = alternative?.action;
    // the seed's last character changed (one in sixteen seeds already ends in "A": then another letter)
    const last = record.shuffle.seed.endsWith('A') ? 'E' : 'A';
    const reseeded = { ...structuredClone(record), shuffle: { ...record.shuffle, seed: `${record.shuffle.seed.slice(0, -1)}${last}` } };
    expect(reseeded.shuffle.seed).not.toBe(record.shuffle.seed);
    const rescored = structuredClone(record);
    (rescored.outcome as { winners: number[] }).winners = [(((record.outcome?.winners[0] ?? 0) + 1) % 3)];
    const [a, b, c] = await Promise.all([moved, reseeded, rescored].map((r) => verifyRecord(r, engineFor)));
    // another of that seat's moves in its place: illegal there, or a game that ends otherwise
    expect(alternative).toBeDefined();
    expect(a?.result).toBe(false);
    expect(a?.checks.filter((x) => x.status === 'failed').map((x) => x.name)).toEqual([expect.stringMatching(/^(replay|outcome)$/)]);
    expect(b?.shuffle).toBe(false);
    expect(b?.checks.find((x) => x.name === 'commitment')?.text).toMatch(/does not match the commitment/);
    expect(c?.checks.find((x) => x.name === 'outcome')?.status).toBe('failed');
    // and none imports: a clear error, nothing created
    for (const bad of [moved, reseeded, rescored]) {
      const res = await t.call('POST', '/api/games/import', { body: bad });
      expect(res.status).toBe(400);
      const body = await bodyOf(res);
      expect(body.code).toBe('E_BAD_RECORD');
      expect(body.message).toMatch(/^This record cannot be imported: /);
    }
    const junk = await bodyOf(await t.call('POST', '/api/games/import', { body: { format: 'something else' } }));
    expect(junk.message).toMatch(/not a Turnpost game record/);
  }, 60_000);

  it('of a game its host abandoned in setup replays to where it stopped, with no outcome and no unchosen character', async () => {
    const res = await t.call('POST', '/api/games', { body: { game: 'saltmarket', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] } });
    const g = (await bodyOf(res)) as CreatedGame & { host: { token: string } };
    // Ann chooses one character, then the other; Ben chooses once; Cy never does
    const choices = async (seat: number) => (await bodyOf(await t.call('GET', `/api/games/${g.id}/legal-actions`, { token: g.seats[seat]?.token }))).legalActions as { character: string }[];
    const submit = async (seat: number, action: unknown, key: string) => {
      const { version } = await bodyOf(await t.call('GET', `/api/games/${g.id}/view`, { token: g.seats[seat]?.token }));
      const answer = await t.call('POST', `/api/games/${g.id}/actions`, { token: g.seats[seat]?.token, body: { expectedVersion: version, action, idempotencyKey: key } });
      expect(answer.status).toBe(200);
    };
    const ann = await choices(0);
    const first = ann[0] as { character: string };
    const other = ann.find((a) => a.character !== first.character) as { character: string };
    await submit(0, first, 'a1');
    await submit(1, (await choices(1))[0], 'b1');
    await submit(0, other, 'a2');
    expect((await t.call('POST', `/api/games/${g.id}/host/abandon`, { token: g.host.token })).status).toBe(200);
    const record = await recordOf(g.id);
    expect(record.game.status).toBe('abandoned');
    expect(record.outcome).toBeNull();
    // the three moves, then the host's end of the game: an event of its own, made by the host
    expect(record.events.slice(0, 3).map((e) => (e.action as { character: string }).character)).toEqual([other.character, expect.any(String), other.character]);
    expect(record.events[3]).toMatchObject({ seq: 4, seat: -1, action: { type: 'table.gameAbandoned' }, by: 'host' });
    expect(JSON.stringify(record)).not.toContain(`"${first.character}"`);
    const events = (await bodyOf(await t.call('GET', `/api/games/${g.id}/events`))).events as { action: { character: string } }[];
    expect(events.map((e) => e.action.character)).not.toContain(first.character);
    expect(events).toHaveLength(4);
    expect(await verifyRecord(record, engineFor)).toMatchObject({ shuffle: true, result: true });
    // Ann's replay perspective shows Ben and a spectator no more than the record: not her unchosen character
    for (const [token, label] of [[g.seats[1]?.token, 'Ben'], [undefined, 'a spectator']] as const) {
      const res = await t.call('GET', `/api/games/${g.id}/steps/1?seat=0`, token ? { token } : {});
      expect(res.status, label).toBe(200);
      expect(JSON.stringify(await bodyOf(res)), label).not.toContain(`"${first.character}"`);
    }
    // her own replay is her own: she saw both her characters
    const own = await bodyOf(await t.call('GET', `/api/games/${g.id}/steps/1?seat=0`, { token: g.seats[0]?.token }));
    expect(own.view.dealt).toContain(first.character);
  });

  it('of a game made before commitments says so, and a Saltmarket game dealt before sealed deals has none', async () => {
    const { g } = await finished('arquetect', 2);
    await t.database.db.update(games).set({ seedSalt: null, seedCommitment: null }).where(eq(games.id, g.id));
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}`))).shuffle).toBeNull();
    const old = await recordOf(g.id);
    expect(old.shuffle).toMatchObject({ salt: null, commitment: null });
    expect(await verifyRecord(old, engineFor)).toMatchObject({ shuffle: false, result: true });

    const salt = await finished('saltmarket', 2);
    await t.database.db.update(games).set({ sealedSeed: null }).where(eq(games.id, salt.g.id));
    const refused = await t.call('GET', `/api/games/${salt.g.id}/record`);
    expect(refused.status).toBe(409);
    expect(await bodyOf(refused)).toMatchObject({ code: 'E_NO_RECORD', message: expect.stringMatching(/unchosen character/) });
  });

  it('imports as a finished game to browse, whose own record is the same game', async () => {
    const played = await finished('saltmarket', 3);
    // as another server's record tells a game (a record of a game kept here gives that game: below)
    const record = { ...played.record, game: { ...played.record.game, id: `elsewhere-${played.g.id}` } };
    const res = await t.call('POST', '/api/games/import', { body: record });
    expect(res.status).toBe(201);
    const imported = await bodyOf(res);
    expect(imported.url).toBe(`/replay/${imported.id}`);
    expect(imported.verification).toMatchObject({ shuffle: true, result: true });
    const summary = await bodyOf(await t.call('GET', `/api/games/${imported.id}`));
    expect(summary).toMatchObject({ status: 'finished', importedFrom: record.game.id, outcome: record.outcome, version: record.events.length });
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual(record.seats.map((s) => s.name));
    const again = await recordOf(imported.id);
    expect({ ...again, game: { ...again.game } }).toEqual(record);
    // its replay steps read like any finished game's
    const step = await t.call('GET', `/api/games/${imported.id}/steps/${record.events.length}`);
    expect(step.status).toBe(200);
  }, 60_000);
});

describe('a Civ Builder team game (issue 49, point 4)', () => {
  it('names in its summary and its record what decided between the teams', async () => {
    const civ = engineFor('civ-builder');
    if (!civ) throw new Error('no engine');
    const played = await playedRecord(civ, { seats: 4, options: { teams: true }, seed: 'told-team-win' });
    const decidedBy = teamDecidedBy(played.outcome as Outcome);
    expect(played.outcome?.decidedBy).toBeNull();
    expect(decidedBy).not.toBeNull();
    const imported = await bodyOf(await t.call('POST', '/api/games/import', { body: played }));
    const summary = await bodyOf(await t.call('GET', `/api/games/${imported.id}`));
    expect(summary.outcome).toEqual({ ...played.outcome, decidedBy });
    const record = await recordOf(imported.id);
    expect(record.outcome).toEqual(summary.outcome);
    expect(await verifyRecord(record, engineFor)).toMatchObject({ result: true });
    // the stored outcome stays the one the rules replay to
    const [row] = await t.database.db.select({ outcome: games.outcome }).from(games).where(eq(games.id, imported.id));
    expect(row?.outcome).toEqual(played.outcome);
  }, 60_000);
});

describe('importing the same record again, and ids it may not carry (issue 48)', () => {
  it('gives the first import when the same record comes again, and the game itself for a record of a game kept here', async () => {
    const { g, record } = await finished('saltmarket', 2);
    const own = await t.call('POST', '/api/games/import', { body: record });
    expect(own.status).toBe(200);
    expect((await bodyOf(own)).id).toBe(g.id);
    // the same game as another server's record names it
    const elsewhere = { ...record, game: { ...record.game, id: `elsewhere-${g.id}` } };
    const first = await t.call('POST', '/api/games/import', { body: elsewhere });
    expect(first.status).toBe(201);
    const id = (await bodyOf(first)).id as string;
    const again = await t.call('POST', '/api/games/import', { body: elsewhere });
    expect(again.status).toBe(200);
    expect(await bodyOf(again)).toMatchObject({ id, url: `/replay/${id}` });
    expect(await t.database.db.select({ id: games.id }).from(games).where(eq(games.importedFrom, elsewhere.game.id))).toHaveLength(1);
  }, 60_000);

  it('keeps one game of a record imported twice at the same moment', async () => {
    const { g, record } = await finished('saltmarket', 2);
    const elsewhere = { ...record, game: { ...record.game, id: `race-${g.id}` } };
    const both = await Promise.all([0, 1].map(() => t.call('POST', '/api/games/import', { body: elsewhere })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    const ids = await Promise.all(both.map(async (r) => (await bodyOf(r)).id));
    expect(ids[0]).toBe(ids[1]);
    expect(await t.database.db.select({ id: games.id }).from(games).where(eq(games.importedFrom, elsewhere.game.id))).toHaveLength(1);
  }, 60_000);

  it('refuses a record whose game id is no game id (a path, a URL, markup), creating nothing', async () => {
    const { record } = await finished('saltmarket', 2);
    for (const bad of ['../../etc', 'a/b', '<b>x</b>', '', 'x'.repeat(65), 'https://example.com']) {
      const res = await t.call('POST', '/api/games/import', { body: { ...record, game: { ...record.game, id: bad } } });
      expect(res.status, bad).toBe(400);
      expect((await bodyOf(res)).code, bad).toBe('E_BAD_RECORD');
    }
  }, 60_000);
});

/** The record of a kind with a sealed part never names what the game kept hidden forever (Saltmarket's unchosen characters). */
async function expectSealedKept(id: string, record: GameRecord, text: string) {
  const [row] = await t.database.db.select().from(games).where(eq(games.id, id));
  if (!row?.sealedSeed) throw new Error('a sealed kind without a sealed seed');
  const engine = engineFor(row.kind, row.rulesVersion);
  if (!engine) throw new Error('no engine');
  const events = record.events.map((e) => ({ seat: e.seat, action: e.action }));
  const truth = replay<{ players: { dealt: string[]; character: string | null }[] }>(engine, {
    seats: row.seatCount,
    options: row.options,
    seed: row.seed,
    sealed: { seed: row.sealedSeed },
  }, events);
  const unchosen = truth.players.flatMap((p) => p.dealt.filter((c) => c !== p.character));
  expect(unchosen.length).toBe(row.seatCount);
  for (const c of unchosen) expect(text).not.toContain(`"${c}"`);
  expect(record.shuffle.sealed?.commitment).toMatch(/^[0-9a-f]{64}$/);
  expect(text).not.toContain(row.sealedSeed);
}
