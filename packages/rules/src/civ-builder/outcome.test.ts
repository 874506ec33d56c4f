/** Spec §7 and §2.6: landmark VP, the ranking with its tie-breaks, and team ranking by team sums. */
import { describe, expect, it } from 'vitest';
import { dealer, table } from './fixtures.ts';
import { finalOutcome } from './outcome.ts';
import { vpOf } from './scoring.ts';

describe('ranking (spec §7)', () => {
  it('most VP, then most built landmarks, then the cost of cards owned; still tied players share the place', () => {
    const d = dealer();
    const [colossus, forum, palace, gb] = d.many('colossus', 'forum', 'palace', 'grand-bazaar');
    const s = table({
      players: [
        { constructs: [{ id: colossus, built: true }], hand: d.many('banker') },
        // Palace 3 + 2 for the other landmark, Grand Bazaar 2 (no Commerce building): 7
        { constructs: [{ id: palace, built: true }, { id: gb, built: true }] },
        { constructs: [{ id: forum, built: true }], hand: d.many('banker') },
      ],
    });
    const vps = s.players.map(vpOf);
    expect(vps).toEqual([9, 7, 3]);
    const out = finalOutcome(s);
    expect(out.winners).toEqual([0]);
    expect(out.seats.map((x) => [x.seat, x.place])).toEqual([[0, 1], [1, 2], [2, 3]]);
    expect(out.keyNames).toEqual(['VP', 'built landmarks', 'cost of cards owned']);
    expect(out.decidedBy).toBe('VP');
  });

  it('a VP tie goes to built landmarks, then to the cost owned, else the win is shared', () => {
    const d = dealer();
    const [colossus, forum, hermitage, hermitage2] = d.many('colossus', 'forum', 'hermitage', 'hermitage');
    void colossus;
    const trash = d.many('worker', 'worker', 'worker', 'worker', 'worker', 'worker', 'worker', 'worker');
    // seat 0: Colossus 9; seat 1: Forum 3 + Hermitage 2 + 4 (8 trashed) = 9 with two landmarks
    const s = table({
      players: [
        { constructs: [{ id: colossus, built: true }] },
        { constructs: [{ id: forum, built: true }, { id: hermitage, built: true }], trash },
      ],
    });
    expect(s.players.map(vpOf)).toEqual([9, 9]);
    expect(finalOutcome(s)).toMatchObject({ winners: [1], decidedBy: 'built landmarks' });
    const [banker] = d.many('banker');
    const byCost = table({ players: [{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }], hand: [banker] }] });
    expect(byCost.players.map(vpOf)).toEqual([2, 2]);
    expect(finalOutcome(byCost)).toMatchObject({ winners: [1], decidedBy: 'cost of cards owned' });
    const even = table({ players: [{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }] }] });
    expect(finalOutcome(even)).toMatchObject({ winners: [0, 1], decidedBy: null });
    expect(finalOutcome(even).seats.map((x) => x.place)).toEqual([1, 1]);
  });

  it('teams rank by team sums; both teammates share the team\'s key and place; details keep each seat\'s own VP', () => {
    const d = dealer();
    const [colossus, forum, hermitage] = d.many('colossus', 'forum', 'hermitage');
    const s = table({
      teams: true,
      active: [0, 2],
      players: [{ constructs: [{ id: forum, built: true }] }, { constructs: [{ id: colossus, built: true }] }, { constructs: [{ id: hermitage, built: true }] }, {}],
    });
    const out = finalOutcome(s);
    // Team A: 3 + 2 = 5; Team B: 9
    expect(out.winners).toEqual([1, 3]);
    const bySeat = Object.fromEntries(out.seats.map((x) => [x.seat, x]));
    expect([bySeat[0]?.score, bySeat[2]?.score, bySeat[1]?.score, bySeat[3]?.score]).toEqual([5, 5, 9, 9]);
    expect(bySeat[0]?.key).toEqual(bySeat[2]?.key);
    // places count teams: the losing team is second
    expect([bySeat[0]?.place, bySeat[2]?.place, bySeat[1]?.place, bySeat[3]?.place]).toEqual([2, 2, 1, 1]);
    expect(bySeat[3]?.details).toMatchObject({ vp: 0, team: 1, teamVp: 9 });
  });
});
