import { engineFor } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { eventsMedian, standings } from './standings.ts';
import { budgetFor } from './level.ts';
import { playGame, type TournamentSpec } from './tournament.ts';

const saltmarket = engineFor('saltmarket');

/** A short tournament, as CI runs it (the long ones run outside CI: `npm run tournament`). */
describe.skipIf(!saltmarket)('a tournament', () => {
  it('plays whole games through the rules, rotating the players, and counts each one’s wins and scores', () => {
    if (!saltmarket) return;
    const spec: TournamentSpec = { engine: saltmarket, seats: 2, options: {}, players: ['easy', 'random'], games: 4, seed: 't' };
    const records = Array.from({ length: spec.games }, (_, g) => playGame(spec, g, () => 0));
    expect(records.map((r) => r.players)).toEqual([
      ['easy', 'random'],
      ['random', 'easy'],
      ['easy', 'random'],
      ['random', 'easy'],
    ]);
    for (const r of records) expect(r.credit.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    const table = standings(records);
    expect(table.map((s) => s.level)).toEqual(['easy', 'random']);
    expect(table.reduce((sum, s) => sum + s.winShare, 0)).toBeCloseTo(1);
    expect(eventsMedian(records)).toBeGreaterThan(20);
    // the same spec plays the same games
    expect(playGame(spec, 1, () => 0)).toEqual(records[1]);
  }, 60_000);

  it('notes the first player and what the report asks of each seat at the end', () => {
    if (!saltmarket) return;
    const notice = (state: unknown) => (state as { players: { buildings: string[] }[] }).players.map((p) => p.buildings);
    const spec: TournamentSpec = { engine: saltmarket, seats: 3, options: {}, players: ['random'], games: 1, seed: 'n', notice };
    const record = playGame(spec, 0, () => 0);
    // Saltmarket opens with a simultaneous setup choice; the first player is the first seat awaited alone after it
    expect(record.firstSeat).toBeTypeOf('number');
    expect(record.noted).toHaveLength(3);
    for (const owned of record.noted) expect(owned.length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('plays a level with the budget it is given for a trial: its own budget changes nothing, another changes its moves', () => {
    if (!saltmarket) return;
    const spec: TournamentSpec = { engine: saltmarket, seats: 2, options: {}, players: ['easy', 'random'], games: 1, seed: 'b' };
    const moves = (s: TournamentSpec) => playGame(s, 0, () => 0);
    const own = moves(spec);
    expect(moves({ ...spec, budgets: { easy: budgetFor(saltmarket, 'easy') } })).toEqual(own);
    expect(moves({ ...spec, budgets: { easy: { ...budgetFor(saltmarket, 'easy'), tolerance: 1 } } })).not.toEqual(own);
  }, 60_000);

  it('medium wins solo Saltmarket (4 purchases in 20 turns) far more often than chance', () => {
    if (!saltmarket) return;
    const spec: TournamentSpec = { engine: saltmarket, seats: 1, options: {}, players: ['medium'], games: 4, seed: 'solo' };
    const wins = Array.from({ length: spec.games }, (_, g) => playGame(spec, g, () => 0)).filter((r) => r.credit[0] === 1);
    expect(wins.length).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
