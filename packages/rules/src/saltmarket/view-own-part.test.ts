/**
 * A view's own part (spec §8): only a seat at the table gets its dealt characters, its secret setup choice and its
 * changes left (a seat may change its choice at most 10 times, setup-choice.ts); anyone else — a spectator, or a
 * number that is no seat of this table — gets the non-player view. The public end trigger is shown as it stands.
 */
import { describe, expect, it } from 'vitest';
import { silent } from '../core/narrator.ts';
import { play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const opening = () => saltmarket.setup(2, {}, 'view-own-part', silent).state;
const setupOf = (state: SaltState, seat: number, pick: number) => {
  const character = state.players[seat]?.dealt[pick];
  return { type: 'setup', character, goods: character === 'quartermaster' ? { fish: 6 } : { fish: 1, wood: 2 } };
};

describe('who gets the own part', () => {
  const s = table({ characters: ['drover', 'forester'] });

  it('seat 0 and seat 1 of a 2-seat table: their own view', () => {
    expect(saltmarket.view(s, 0).viewer).toBe(0);
    expect(saltmarket.view(s, 1).viewer).toBe(1);
    expect(saltmarket.view(s, 1).dealt).toEqual(s.players[1]?.dealt);
  });

  for (const viewer of [null, 2, 3, -1, 0.5]) {
    it(`${String(viewer)}: the non-player view`, () => {
      const v = saltmarket.view(s, viewer);
      expect([v.viewer, v.dealt, v.myChoice, v.changesLeft]).toEqual([null, null, null, null]);
    });
  }
});

describe('the secret setup choice and the changes left (setup only)', () => {
  it('not yet chosen: no choice, 10 changes left', () => {
    const v = saltmarket.view(opening(), 0);
    expect([v.myChoice, v.changesLeft]).toEqual([null, 10]);
  });

  it('chosen, then changed once: the last choice, 9 changes left; the other seat sees neither', () => {
    const s0 = opening();
    const s = play(play(s0, 0, setupOf(s0, 0, 0)), 0, setupOf(s0, 0, 1));
    const last = setupOf(s0, 0, 1);
    expect(saltmarket.view(s, 0).myChoice).toEqual({ character: last.character, goods: last.goods });
    expect(saltmarket.view(s, 0).changesLeft).toBe(9);
    expect([saltmarket.view(s, 1).myChoice, saltmarket.view(s, 1).changesLeft]).toEqual([null, 10]);
  });

  it('in play: no choice and no changes left to tell', () => {
    const s0 = opening();
    const s = play(play(s0, 0, setupOf(s0, 0, 0)), 1, setupOf(s0, 1, 0));
    expect(s.phase).toBe('play');
    expect([saltmarket.view(s, 0).myChoice, saltmarket.view(s, 0).changesLeft]).toEqual([null, null]);
  });
});

it('the end trigger is public: who triggered it and who still has a last turn', () => {
  const s = table({ characters: ['drover', 'forester', 'mason'], active: 1, endTrigger: { by: 0, remaining: [1, 2] } });
  expect(saltmarket.view(s, null).endTrigger).toEqual({ by: 0, remaining: [1, 2] });
});
