/**
 * Standing proof (issue 50): the bots' analysis of a finished game is stored exactly once, whatever runs it. Two
 * servers' runners on their own connections to one real PostgreSQL race over the same finished games, a third dies
 * mid-game (its lease runs out and another takes over where its stored chunks end): every game ends with one chance
 * per seat per version, each version stored once, and the same analysis a lone runner makes of it.
 */
import { connectPostgres } from '@turnpost/db/node';
import { gameAnalyses } from '@turnpost/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisRunner, LEASE_MS } from '../bots/analysis-runner.ts';
import { type AnalysisJob, analyseNow, type Thinker, thinkHere } from '../bots/thinking.ts';
import { StateCache } from '../services/state-cache.ts';
import { QUICK_ANALYSIS } from '@turnpost/bots';
import { openTestApp, type TestApp } from '../testing.ts';
import { createGame, playOut } from '../testing-playout.ts';

const GAMES = 3;

/** A thinker that takes its time (so the runners' chunks interleave), or stops for good after `chunks` chunks. */
function slowThinker(chunks = Number.POSITIVE_INFINITY): Thinker & { calls: number } {
  const thinker = {
    calls: 0,
    think: thinkHere.think,
    async analyse(job: AnalysisJob) {
      if (++thinker.calls > chunks) throw new Error('the runner died');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      return analyseNow(job);
    },
    close: async () => {},
  };
  return thinker;
}

describe.runIf(process.env.DATABASE_URL)('the bots’ analysis, exactly once (racing runners, a runner dying; real PostgreSQL)', () => {
  let t: TestApp;
  const pools: { close(): Promise<void> }[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    t = await openTestApp(undefined, { bots: { run: async () => {}, sweep: async () => 0 } as never });
  }, 60_000);
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await t?.close();
  });

  /** A runner of its own server: its own pool of connections to the one database, its own state cache. */
  function runner(thinker: Thinker, logError = (e: unknown) => errors.push(e)): AnalysisRunner {
    const pool = connectPostgres(t.database.url as string, 4);
    pools.push(pool);
    const connect = () => ({ ...pool, close: async () => {} });
    return new AnalysisRunner({ connect, cache: new StateCache(), clock: () => t.now(), thinker, logError, analysisBudget: QUICK_ANALYSIS });
  }

  const rowOf = async (id: string) => (await t.database.db.select().from(gameAnalyses).where(eq(gameAnalyses.gameId, id)))[0];

  it('stores every version once and the same analysis as a lone runner', async () => {
    const ids: string[] = [];
    const versions = new Map<string, number>();
    for (let i = 0; i < GAMES; i++) {
      const g = await createGame(t, 'arquetect', 2);
      versions.set(g.id, await playOut(t, g, `analysis-once-${i}`));
      ids.push(g.id);
    }
    // a runner that dies at its second chunk: its lease holds the game it had until LEASE_MS passes
    const dying = slowThinker(1);
    const died: unknown[] = [];
    await runner(dying, (e) => died.push(e)).kick();
    expect(died).toHaveLength(1);
    const stuck = (await Promise.all(ids.map(rowOf))).filter((row) => row?.leaseUntil && row.readyAt === null);
    expect(stuck, 'one game left leased mid-way').toHaveLength(1);

    // two servers race; the stuck game waits for its lease to run out, then one of them takes it over
    const [a, b] = [runner(slowThinker()), runner(slowThinker())];
    await Promise.all([a.kick(), b.kick()]);
    expect((await rowOf(stuck[0]?.gameId as string))?.readyAt, 'not taken while its lease holds').toBeNull();
    t.advance(LEASE_MS + 1);
    await Promise.all([a.kick(), b.kick()]);
    expect(errors).toEqual([]);

    const raced = new Map<string, unknown>();
    for (const id of ids) {
      const row = await rowOf(id);
      const version = versions.get(id) as number;
      expect(row?.readyAt, `${id} ready`).not.toBeNull();
      expect(row?.done).toBe(version + 1);
      expect(row?.winChance, 'one chance per seat per version, none twice').toHaveLength(version + 1);
      for (const chances of row?.winChance ?? []) expect(chances).toHaveLength(2);
      raced.set(id, { winChance: row?.winChance, turningPoints: row?.turningPoints });
    }

    // the same games analysed again by a lone runner, from nothing: the same analysis
    await t.database.db.delete(gameAnalyses);
    const lone = runner(thinkHere);
    await lone.kick();
    for (const id of ids) {
      const row = await rowOf(id);
      expect({ winChance: row?.winChance, turningPoints: row?.turningPoints }, id).toEqual(raced.get(id));
    }
  }, 240_000);
});
