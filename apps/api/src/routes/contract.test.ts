/**
 * The game contract as the API serves it: compact legal choices and the complete list, the log derived from events
 * (incremental, paged, private lines kept private), no false conflicts when every seat of a simultaneous phase
 * submits at once, score series of finished games, and games pinned to their rules version.
 */
import { expandChoices, Rng } from '@turnpost/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
}, 30_000);
afterAll(async () => t?.close());

interface Created {
  id: string;
  seats: { seat: number; token: string }[];
}
interface Line {
  seq: number;
  round: number;
  text: string;
}

async function create(game: string, n: number): Promise<Created> {
  const res = await t.call('POST', '/api/games', { body: { game, seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) } });
  expect(res.status).toBe(201);
  return bodyOf(res);
}

const viewOf = async (id: string, token?: string, query = '') => {
  const res = await t.call('GET', `/api/games/${id}/view${query}`, token ? { token } : {});
  expect(res.status).toBe(200);
  return bodyOf(res);
};

/** Every seat awaited submits a random legal action at the same moment, all based on the same version. */
async function everyoneAtOnce(g: Created, rng: Rng, round: number) {
  const spectator = await viewOf(g.id);
  const views = await Promise.all(spectator.awaiting.map((seat: number) => viewOf(g.id, g.seats[seat]!.token)));
  const results = await Promise.all(
    views.map((v) => {
      const legal = expandChoices(v.choices);
      return t.call('POST', `/api/games/${g.id}/actions`, {
        token: g.seats[v.seat]!.token,
        body: { expectedVersion: spectator.version, action: legal[rng.int(0, legal.length - 1)], idempotencyKey: `r${round}-${v.seat}` },
      });
    }),
  );
  return results.map((r) => r.status);
}

describe('simultaneous phases', () => {
  it.each([3, 4, 5, 6])('meet no conflict when all %i seats of Avenue Empires submit at once, in every phase', async (n) => {
    const g = await create('avenue-empires', n);
    const rng = Rng.fromSeed(`at-once-${n}`);
    const statuses: number[] = [];
    for (let round = 0; (await viewOf(g.id)).status !== 'finished'; round++) statuses.push(...(await everyoneAtOnce(g, rng, round)));
    const conflicts = statuses.filter((s) => s === 409).length;
    console.log(`Avenue Empires, ${n} seats: ${statuses.length} submits at once, ${conflicts} conflicts`);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(conflicts).toBe(0);
  }, 120_000);
});

describe('the log from events', () => {
  it('sends only new lines after logSince, pages older ones and keeps private lines private', async () => {
    const g = await create('avenue-empires', 3);
    const rng = Rng.fromSeed('log');
    for (let round = 0; round < 6; round++) await everyoneAtOnce(g, rng, round);
    const [a, b] = g.seats as [Created['seats'][0], Created['seats'][0]];
    const first = await viewOf(g.id, a.token);
    expect(first.version).toBeGreaterThan(10);
    // first load: the latest whole events, about 20 lines, and where they start
    expect(first.log.length).toBeGreaterThanOrEqual(20);
    expect(first.log.length).toBeLessThan(40);
    expect(first.log.every((l: Line) => l.seq > first.logAfter)).toBe(true);
    // paging back reconstructs the whole log from the setup (seq 0) on
    let all: Line[] = first.log;
    for (let after = first.logAfter; after >= 0; ) {
      const page = await bodyOf(await t.call('GET', `/api/games/${g.id}/log?before=${after + 1}&limit=10`, { token: a.token }));
      expect(page.log.every((l: Line) => l.seq <= after && l.seq > page.logAfter)).toBe(true);
      all = [...page.log, ...all];
      after = page.logAfter;
    }
    expect(all[0]?.seq).toBe(0);
    expect(all.map((l) => l.seq)).toEqual([...all.map((l) => l.seq)].sort((x, y) => x - y));
    const fromStart = await viewOf(g.id, a.token, '?logSince=-1');
    expect(fromStart.logAfter).toBe(-1);
    expect(fromStart.log).toEqual(all);
    // A sees its own choices and draws, B none of them
    const mine = all.filter((l) => l.text.startsWith('@0 chose'));
    expect(mine.length).toBeGreaterThan(0);
    const bLog = (await viewOf(g.id, b.token, '?logSince=-1')).log as Line[];
    expect(bLog.some((l) => l.text.startsWith('@0 chose'))).toBe(false);
    expect(bLog.some((l) => l.text.startsWith('@1 chose'))).toBe(true);
    // after one more event, a poll with logSince carries that event's lines only
    const before = await viewOf(g.id, b.token);
    await everyoneAtOnce(g, rng, 99);
    const poll = await viewOf(g.id, b.token, `?logSince=${before.version}`);
    expect(poll.logAfter).toBe(before.version);
    expect(poll.log.every((l: Line) => l.seq > before.version)).toBe(true);
    expect(JSON.stringify(poll).length).toBeLessThan(JSON.stringify(fromStart).length);
  }, 60_000);

  it('keeps a poll of a long game as small as one of a short game', async () => {
    const g = await create('avenue-empires', 3);
    const rng = Rng.fromSeed('long');
    const short = await viewOf(g.id, g.seats[0]!.token);
    for (let round = 0; (await viewOf(g.id)).status !== 'finished' && round < 30; round++) await everyoneAtOnce(g, rng, round);
    const long = await viewOf(g.id, g.seats[0]!.token);
    expect(long.version).toBeGreaterThan(60);
    const lastPoll = await viewOf(g.id, g.seats[0]!.token, `?logSince=${long.version}`);
    expect(lastPoll.log).toEqual([]);
    expect(JSON.stringify(lastPoll.log).length).toBeLessThanOrEqual(JSON.stringify(short.log).length);
  }, 60_000);
});

describe('finished games', () => {
  it('serve each seat\'s score after every event, and nothing before the end', async () => {
    const g = await create('avenue-empires', 3);
    const rng = Rng.fromSeed('scores');
    expect((await t.call('GET', `/api/games/${g.id}/scores`)).status).toBe(403);
    for (let round = 0; (await viewOf(g.id)).status !== 'finished'; round++) await everyoneAtOnce(g, rng, round);
    const done = await viewOf(g.id);
    const { series } = await bodyOf(await t.call('GET', `/api/games/${g.id}/scores`));
    expect(series).toHaveLength(done.version + 1);
    expect(series[0]).toEqual([0, 0, 0]);
    expect(series.at(-1)).toEqual([0, 1, 2].map((seat) => done.outcome.seats.find((s: { seat: number }) => s.seat === seat).score));
    // everything is revealed: the spectator's log now names every choice
    const log = (await viewOf(g.id, undefined, '?logSince=-1')).log as Line[];
    expect(log.some((l) => l.text.startsWith('@2 chose'))).toBe(true);
  }, 60_000);
});

describe('rules versions', () => {
  it('plays a game on the rules version it started with, and says so clearly when the server lacks it', async () => {
    const other = await create('arquetect', 2);
    await t.database.db.execute(`update games set rules_version = 99 where id = '${other.id}'` as never);
    const legal = await t.call('GET', `/api/games/${other.id}/legal-actions`, { token: other.seats[0]!.token });
    expect(legal.status).toBe(500);
    expect((await bodyOf(legal)).message).toMatch(/version 99 of the arquetect rules/);
  });
});
