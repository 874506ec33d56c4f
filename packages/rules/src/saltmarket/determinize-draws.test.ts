/**
 * determinize (spec §8): what it draws for the hidden parts, worked from the rules of the deal (§3) — other seats'
 * dealt characters in setup, a ready seat's secret choice, the unchosen character beside a revealed one — and what it
 * refuses: a view of another seat, or a view whose unseen buildings do not make up its deck.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { silent } from '../core/narrator.ts';
import { Rng } from '../core/rng.ts';
import { CHARACTER_IDS, type CharacterId } from './characters.ts';
import { determinize } from './determinize.ts';
import { play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const opening = (seats: number, seed: string) => saltmarket.setup(seats, {}, seed, silent).state;

/** `seat` chooses its first dealt character with all its starting goods as fish (3, or 6 for the Quartermaster). */
function choose(state: SaltState, seat: Seat): SaltState {
  const character = state.players[seat]?.dealt[0];
  return play(state, seat, { type: 'setup', character, goods: { fish: character === 'quartermaster' ? 6 : 3 } });
}

const total = (g: Record<string, number | undefined>) => Object.values(g).reduce<number>((a, n) => a + (n ?? 0), 0);
const SEEDS = Array.from({ length: 60 }, (_, i) => `draw-${i}`);

describe('refused views', () => {
  it("a view of another seat: 'the view is seat 0's, not seat 1's'", () => {
    const s = table({ characters: ['drover', 'forester'] });
    expect(() => determinize(saltmarket.view(s, 0), 1, Rng.fromSeed('x'))).toThrow("determinize: the view is seat 0's, not seat 1's");
  });

  it('a deck count the unseen buildings do not make: 28 − 5 on display − 0 bought = 23 unseen, for a deck of 24', () => {
    const s = table({ characters: ['drover', 'forester'] });
    const view = { ...saltmarket.view(s, 0), deckCount: 24 };
    expect(() => determinize(view, 0, Rng.fromSeed('x'))).toThrow('determinize: 23 unseen buildings for a deck of 24');
  });
});

describe('in setup (spec §3, §8)', () => {
  it('each other seat gets 2 characters of the pool, none dealt twice nor the viewer\'s; a ready one a legal choice', () => {
    for (const seed of SEEDS) {
      const s = choose(choose(choose(opening(4, 'setup-draws'), 1), 2), 3);
      expect(s.phase).toBe('setup');
      const d = determinize(saltmarket.view(s, 0), 0, Rng.fromSeed(seed));
      expect(d.players[0]?.dealt).toEqual(s.players[0]?.dealt);
      const all = d.players.flatMap((p) => p.dealt);
      expect(all).toHaveLength(8);
      expect(new Set(all).size).toBe(8);
      for (const c of all) expect(CHARACTER_IDS).toContain(c);
      for (const seat of [1, 2, 3]) {
        const p = d.players[seat];
        const choice = p?.choice;
        expect(choice).not.toBeNull();
        expect(p?.dealt).toContain(choice?.character);
        // §3: starting goods total 3, or 6 for the Quartermaster.
        expect(total(choice?.goods ?? {})).toBe(choice?.character === 'quartermaster' ? 6 : 3);
      }
    }
  });
});

describe('after the reveal (spec §8: unchosen characters stay hidden forever)', () => {
  it("the other seat's revealed character sits beside an unseen one, sometimes first and sometimes second", () => {
    const s = choose(choose(opening(2, 'reveal-draws'), 0), 1);
    expect(s.phase).toBe('play');
    const revealed = s.players[1]?.character as CharacterId;
    const mine = s.players[0]?.dealt ?? [];
    const places = new Set<number>();
    for (const seed of SEEDS) {
      const dealt = determinize(saltmarket.view(s, 0), 0, Rng.fromSeed(seed)).players[1]?.dealt ?? [];
      expect(dealt).toHaveLength(2);
      expect(dealt).toContain(revealed);
      const unchosen = dealt.find((c) => c !== revealed) as CharacterId;
      expect([...mine, revealed]).not.toContain(unchosen);
      places.add(dealt.indexOf(revealed));
    }
    expect([...places].sort()).toEqual([0, 1]);
  });
});

describe('the drawn state is its own (a search may change it without touching the view)', () => {
  it('shares no array with the view', () => {
    const s = table({
      characters: ['drover', 'forester', 'mason'], owns: [['B01'], [], []], purchases: [4, 0, 0],
      endTrigger: { by: 0, remaining: [1, 2] }, active: 1,
    });
    const view = saltmarket.view(s, 0);
    const d = determinize(view, 0, Rng.fromSeed('own'));
    expect(d.order).toEqual(view.order);
    expect(d.order).not.toBe(view.order);
    expect(d.market).not.toBe(view.market);
    expect(d.display).not.toBe(view.display);
    expect(d.endTrigger?.remaining).toEqual([1, 2]);
    expect(d.endTrigger?.remaining).not.toBe(view.endTrigger?.remaining);
    expect(d.players[0]?.dealt).not.toBe(view.dealt);
    expect(d.players[0]?.buildings).toEqual(['S-drover', 'B01']);
    expect(d.players[0]?.buildings).not.toBe(view.players[0]?.buildings);
  });
});
