/**
 * Spec §7: the game's last log line says who won, with how many VP, and the tie-break that decided it; a team
 * game's win is the team's (team VP = the sum of both members' VP, the tie-breaks on team sums), a true tie is a
 * shared win. Each game below ends as the last team (seat) of round 12 ends its turn with the end triggered.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { type PlayerSpec, dealer, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

/** The last log line once seats `last` (the round's last team, or seat) have ended their turns. */
function lastLine(players: PlayerSpec[], teams: boolean): string {
  const last = teams ? [1, 3] : [players.length - 1];
  let s = table({ players, teams, active: last, round: 12, endTriggered: true });
  for (const seat of last.slice(0, -1)) s = spec.given(s).when(seat, { type: 'endTurn' }).then(() => {});
  let line = '';
  spec.given(s).when(last.at(-1) as number, { type: 'endTurn' }).then(({ state, log }) => {
    expect(state.over).toBe(true);
    line = log.at(-1)?.text ?? '';
  });
  return line;
}

describe('the last log line of a team game', () => {
  it('names the winning team and its VP', () => {
    const d = dealer();
    const [forum, colossus, hermitage] = d.many('forum', 'colossus', 'hermitage');
    // Team A (seats 0 + 2): Forum 3 + Hermitage 2 = 5; Team B (seats 1 + 3): Colossus 9 + 0 = 9
    const players = [{ constructs: [{ id: forum, built: true }] }, { constructs: [{ id: colossus, built: true }] }, { constructs: [{ id: hermitage, built: true }] }, {}];
    expect(lastLine(players, true)).toBe('@1 and @3 win as a team with 9 VP.');
  });

  it('names the tie-break that decided between the teams', () => {
    const d = dealer();
    const [hermitage, hermitage2, banker] = d.many('hermitage', 'hermitage', 'banker');
    // both teams 2 VP with one landmark; Team A owns 6 + 7 = 13 in printed cost, Team B 6
    const players = [{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }] }, { hand: [banker] }, {}];
    expect(lastLine(players, true)).toBe('@0 and @2 win as a team with 2 VP (tie broken by cost of cards owned).');
  });

  it('says both teams share the win when they tie on every tie-break', () => {
    const d = dealer();
    const [hermitage, hermitage2] = d.many('hermitage', 'hermitage');
    // Team A: 2 VP, 1 landmark, cost 6; Team B the same
    const players = [{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }] }, {}, {}];
    expect(lastLine(players, true)).toBe('@0 and @2 share the win with @1 and @3: 2 VP per team.');
  });
});

describe('the last log line of a free-for-all', () => {
  it('names the winner and its VP, and a tie-break that decided', () => {
    const d = dealer();
    const [colossus, forum] = d.many('colossus', 'forum');
    expect(lastLine([{ constructs: [{ id: colossus, built: true }] }, { constructs: [{ id: forum, built: true }] }], false)).toBe('@0 wins with 9 VP.');
    const [hermitage, hermitage2, banker] = d.many('hermitage', 'hermitage', 'banker');
    // 2 VP and one landmark each; seat 1 owns 6 + 7 = 13 in printed cost, seat 0 owns 6
    const byCost = [{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }], hand: [banker] }];
    expect(lastLine(byCost, false)).toBe('@1 wins with 2 VP (tie broken by cost of cards owned).');
  });

  it('keeps "share the win" for a true tie', () => {
    const d = dealer();
    const [hermitage, hermitage2] = d.many('hermitage', 'hermitage');
    expect(lastLine([{ constructs: [{ id: hermitage, built: true }] }, { constructs: [{ id: hermitage2, built: true }] }], false)).toBe('@0 and @1 share the win with 2 VP.');
  });

  it('names three who share the win as a sentence does ("@0, @1 and @2")', () => {
    const d = dealer();
    const [h1, h2, hall] = d.many('hermitage', 'hermitage', 'hall-of-heroes');
    // Hermitage (2 + nothing trashed) and Hall of Heroes (2 + no hero trashed): 2 VP, one landmark and cost 6 each,
    // tied on every key
    const players = [h1, h2, hall].map((id) => ({ constructs: [{ id, built: true }] }));
    expect(lastLine(players, false)).toBe('@0, @1 and @2 share the win with 2 VP.');
  });
});

describe('the line that ends the game (spec §7)', () => {
  /** The log of the turn that completes round `round` (2 seats, seat 1 last), `endTriggered` as given. */
  function gameOverLines(round: number, endTriggered: boolean): string[] {
    const s = table({ players: [{}, {}], active: [1], round, endTriggered });
    let texts: string[] = [];
    spec.given(s).when(1, { type: 'endTurn' }).then(({ state, log }) => {
      expect(state.over).toBe(true);
      texts = log.map((e) => e.text);
    });
    return texts;
  }

  it('names round 30 when the round cap ends a game nobody triggered, and says only that the round is complete otherwise', () => {
    expect(gameOverLines(30, false)).toContain('Round 30 is complete: the game is over.');
    expect(gameOverLines(30, true)).toContain('The round is complete: the game is over.');
    expect(gameOverLines(12, true)).toContain('The round is complete: the game is over.');
  });
});

describe('the end check as a turn closes (spec §7)', () => {
  /**
   * The state and log after seat 0, first of round 5, ends its turn; seat k has `built[k]` built landmarks; `left`
   * says which of the landmark row and deck still hold a landmark.
   */
  function afterFirstTurn(built: number[], extra: { endTriggered?: boolean; left?: { row: boolean; deck: boolean } } = {}) {
    const d = dealer();
    const landmarks = (n: number) => (['colossus', 'forum', 'palace', 'treasury'] as const).slice(0, n).map((t) => ({ id: d.one(t), built: true }));
    const left = extra.left ?? { row: true, deck: true };
    const s = table({
      players: built.map((n) => ({ deck: d.many('worker', 'worker', 'worker', 'worker', 'worker'), constructs: landmarks(n) })),
      round: 5,
      active: [0],
      endTriggered: extra.endTriggered,
      rows: { landmark: left.row ? [d.one('citadel')] : [] },
      decks: { landmark: left.deck ? [d.one('grand-bazaar')] : [] },
    });
    let out: { state: CivState; texts: string[] } | undefined;
    spec.given(s).when(0, { type: 'endTurn' }).then(({ state, log }) => (out = { state, texts: log.map((e) => e.text) }));
    return out as { state: CivState; texts: string[] };
  }
  const ENDS = 'the game ends when this round completes';

  it('triggers the end when a civilisation has its goal of built landmarks (3 from 3 seats, 4 at 2), and plays on', () => {
    const three = afterFirstTurn([3, 0, 0]);
    expect([three.state.endTriggered, three.state.over, three.state.active]).toEqual([true, false, [1]]);
    expect(three.texts).toContain(`A civilisation has 3 built landmarks: ${ENDS}.`);
    expect(afterFirstTurn([0, 2, 0]).state.endTriggered).toBe(false);
    expect(afterFirstTurn([3, 0]).state.endTriggered).toBe(false);
    expect(afterFirstTurn([0, 4]).texts).toContain(`A civilisation has 4 built landmarks: ${ENDS}.`);
  });

  it('says it once: a later turn of an ended-to-be game does not say it again', () => {
    const later = afterFirstTurn([3, 0, 0], { endTriggered: true });
    expect(later.state.endTriggered).toBe(true);
    expect(later.texts.filter((t) => t.includes(ENDS))).toEqual([]);
  });

  it('triggers the end when no landmark is left to buy, neither in the row nor in the deck', () => {
    const none = afterFirstTurn([0, 0, 0], { left: { row: false, deck: false } });
    expect(none.state.endTriggered).toBe(true);
    expect(none.texts).toContain(`No landmark is left: ${ENDS}.`);
    expect(afterFirstTurn([0, 0, 0], { left: { row: false, deck: true } }).state.endTriggered).toBe(false);
    expect(afterFirstTurn([0, 0, 0], { left: { row: true, deck: false } }).state.endTriggered).toBe(false);
  });

  it('leaves nobody awaited and no seat in a phase once the game is over', () => {
    const d = dealer();
    const deck = () => d.many('worker', 'worker', 'worker', 'worker', 'worker');
    const s = table({ players: [{ deck: deck() }, { deck: deck() }], active: [1], round: 12, endTriggered: true });
    spec.given(s).when(1, { type: 'endTurn' }).then(({ state }) => {
      expect([state.over, state.active, state.phase]).toEqual([true, [], [null, null]]);
    });
  });
});
