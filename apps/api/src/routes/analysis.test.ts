/**
 * `GET /api/games/:id/analysis` (issue 50): refused while the game is played (409) and for an unknown game (404); for
 * a finished game, asked for on the first read ('pending'), then computed by the bots in the background, chunk by
 * chunk ('running', its progress), until 'ready': each seat's chance after every version, the last the outcome. An
 * imported record's analysis is computed the same way when asked for.
 */
import { gameAnalyses } from '@turnpost/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotRunner } from '../bots/bot-runner.ts';
import { thinkHere } from '../bots/thinking.ts';
import { StateCache } from '../services/state-cache.ts';
import { QUICK_ANALYSIS } from '@turnpost/bots';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { createGame, playOut } from '../testing-playout.ts';

describe('the bots’ analysis of a game', () => {
  let t: TestApp;
  let runner: BotRunner;
  const errors: unknown[] = [];

  beforeAll(async () => {
    const cache = new StateCache();
    // the runner connects only when it runs, by then to the app's database
    const connect = () => ({ ...t.database, close: async () => {} });
    runner = new BotRunner({ connect, cache, clock: () => t.now(), thinker: thinkHere, logError: (e) => errors.push(e), analysisBudget: QUICK_ANALYSIS });
    t = await openTestApp(undefined, { bots: runner, cache });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 404 for an unknown game and 409 while the game is played', async () => {
    expect((await t.call('GET', '/api/games/nosuchgame/analysis')).status).toBe(404);
    const g = await createGame(t, 'arquetect', 2);
    const res = await t.call('GET', `/api/games/${g.id}/analysis`);
    expect(res.status).toBe(409);
    expect((await bodyOf(res)).code).toBe('E_STILL_PLAYED');
    expect(await t.database.db.select().from(gameAnalyses).where(eq(gameAnalyses.gameId, g.id))).toEqual([]);
  });

  it('is asked for on the first read of a finished game, then computed to the end: a chance per seat per version', async () => {
    const g = await createGame(t, 'arquetect', 2);
    const events = await playOut(t, g, 'analysis-route');
    const first = await bodyOf(await t.call('GET', `/api/games/${g.id}/analysis`));
    // the route's own run after its response may already be under way: never ready before a runner ran
    expect(['pending', 'running']).toContain(first.status);
    expect(first.progress).toBeLessThan(1);
    await runner.analysis.kick();
    const res = await t.call('GET', `/api/games/${g.id}/analysis`);
    expect(res.status).toBe(200);
    const ready = await bodyOf(res);
    expect(errors).toEqual([]);
    expect(ready.status).toBe('ready');
    expect(ready.progress).toBe(1);
    expect(ready.seats.map((s: { seat: number }) => s.seat)).toEqual([0, 1]);
    for (const { winChance } of ready.seats as { winChance: number[] }[]) {
      expect(winChance).toHaveLength(events + 1);
      for (const chance of winChance) expect(chance >= 0 && chance <= 1).toBe(true);
    }
    // the last version is the outcome itself: the winner 1, the other 0
    const summary = await bodyOf(await t.call('GET', `/api/games/${g.id}`));
    const winners: number[] = summary.outcome.winners;
    for (const { seat, winChance } of ready.seats as { seat: number; winChance: number[] }[])
      expect(winChance.at(-1)).toBe(winners.includes(seat) ? 1 / winners.length : 0);
    for (const point of ready.turningPoints) {
      expect(point.version).toBeGreaterThan(0);
      expect(point.version).toBeLessThanOrEqual(events);
      expect(point.gain).toBeGreaterThan(0);
      expect(point.played.length + point.better.length).toBeGreaterThan(0);
      expect(point.better).not.toEqual(point.played);
    }
  }, 120_000);

  it('is computed for an imported record too, when someone asks for it', async () => {
    const g = await createGame(t, 'arquetect', 2);
    const events = await playOut(t, g, 'analysis-import');
    const record = await bodyOf(await t.call('GET', `/api/games/${g.id}/record`));
    const imported = await bodyOf(await t.call('POST', '/api/games/import', { body: { ...record, game: { ...record.game, id: `elsewhere-${g.id}` } } }));
    expect((await bodyOf(await t.call('GET', `/api/games/${imported.id}/analysis`))).status).not.toBe('ready');
    await runner.analysis.kick();
    const ready = await bodyOf(await t.call('GET', `/api/games/${imported.id}/analysis`));
    expect(ready.status).toBe('ready');
    for (const { winChance } of ready.seats as { winChance: number[] }[]) expect(winChance).toHaveLength(events + 1);
  }, 120_000);
});
