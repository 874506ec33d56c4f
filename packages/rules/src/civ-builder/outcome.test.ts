/** Spec §7 and §2.6: landmark VP, the ranking with its tie-breaks, and team ranking by team sums. */
import { describe, expect, it } from 'vitest';
import { dealer, table } from './fixtures.ts';
import { finalOutcome, teamDecidedBy, teamVp } from './outcome.ts';
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
    // Colossus 9 + Banker 7 owned; no team in a free-for-all
    expect(out.seats[0]).toMatchObject({ seat: 0, score: 9, key: [9, 1, 16] });
    expect(out.seats[0]?.details).toMatchObject({ vp: 9, builtLandmarks: 1, ownedCost: 16, team: null, teamVp: null });
    expect(teamVp(s)).toBeNull();
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
    expect(bySeat[0]?.details).toMatchObject({ vp: 3, builtLandmarks: 1, team: 0, teamVp: 5 });
    expect([bySeat[0]?.key[1], bySeat[1]?.key[1]]).toEqual([2, 1]); // built landmarks summed per team
    expect(teamVp(s)).toEqual([5, 9]);
  });
});

describe('what decided a team win (spec §7: "the same tie-breaks use team sums")', () => {
  /** A team game's final ranking: Team A = seats 0 + 2, Team B = seats 1 + 3. */
  const teamGame = (players: Parameters<typeof table>[0]['players']) => finalOutcome(table({ teams: true, active: [0, 2], players }));

  it('VP, when the teams differ on VP', () => {
    const d = dealer();
    const [forum, colossus, hermitage] = d.many('forum', 'colossus', 'hermitage');
    // Team A: Forum 3 (no building of each trait) + Hermitage 2 (empty trash) = 5; Team B: Colossus 9
    const out = teamGame([{ constructs: [{ id: forum, built: true }] }, { constructs: [{ id: colossus, built: true }] }, { constructs: [{ id: hermitage, built: true }] }, {}]);
    expect(out.winners).toEqual([1, 3]);
    expect(teamDecidedBy(out)).toBe('VP');
  });

  it('built landmarks, when the teams tie on VP', () => {
    const d = dealer();
    const [colossus, forum, hermitage] = d.many('colossus', 'forum', 'hermitage');
    const trash = d.many('worker', 'worker', 'worker', 'worker', 'worker', 'worker', 'worker', 'worker');
    // Team A: Colossus 9, one landmark; Team B: Forum 3 + Hermitage 2 + ⌊8/2⌋ = 4 → 9, two landmarks
    const out = teamGame([{ constructs: [{ id: colossus, built: true }] }, { constructs: [{ id: forum, built: true }] }, {}, { constructs: [{ id: hermitage, built: true }], trash }]);
    expect(out.winners).toEqual([1, 3]);
    expect(out.seats.map((x) => x.key.slice(0, 2))).toEqual([[9, 2], [9, 2], [9, 1], [9, 1]]);
    expect(teamDecidedBy(out)).toBe('built landmarks');
  });

  it('the cost of cards owned, when the teams tie on VP and built landmarks', () => {
    const d = dealer();
    const [hermitage, hermitage2, banker] = d.many('hermitage', 'hermitage', 'banker');
    // Team A: Hermitage 2 VP, 1 landmark, cost 6 + Banker 7 = 13; Team B: Hermitage 2 VP, 1 landmark, cost 6
    const out = teamGame([{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }] }, { hand: [banker] }, {}]);
    expect(out.winners).toEqual([0, 2]);
    expect(out.seats.map((x) => x.key)).toEqual([[2, 1, 13], [2, 1, 13], [2, 1, 6], [2, 1, 6]]);
    expect(teamDecidedBy(out)).toBe('cost of cards owned');
  });

  it('nothing, when the teams tie on every key: both teams share the win', () => {
    const d = dealer();
    const [hermitage, hermitage2] = d.many('hermitage', 'hermitage');
    const out = teamGame([{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }] }, {}, {}]);
    expect(out.winners).toEqual([0, 1, 2, 3]);
    expect(teamDecidedBy(out)).toBeNull();
  });

  it('nothing outside team games: a free-for-all decider is the outcome\'s own', () => {
    const d = dealer();
    const [colossus, hermitage] = d.many('colossus', 'hermitage');
    const out = finalOutcome(table({ players: [{ constructs: [{ id: colossus, built: true }] }, { constructs: [{ id: hermitage, built: true }] }, {}] }));
    expect(out.decidedBy).toBe('VP');
    expect(teamDecidedBy(out)).toBeNull();
  });
});
