import { describe, expect, it } from 'vitest';
import { rankByKeys } from '../core/ranking.ts';
import { type CityScore, KEY_NAMES, rankCities, rankingKey, scoreCity } from './scoring.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { type Layout, cityFrom, idAllocator, tradingState } from './test-fixtures.ts';

const E8: Layout = { L: ['patio', 'house', 'aqueduct'], C: ['plaza', 'road'], R: ['oubliette', 'patio'] };

/** Score per slot, e.g. { L1: 2, L2: 2 } (network + text). */
function bySlot(score: CityScore): Record<string, number> {
  return Object.fromEntries(score.cards.map((c) => [`${c.avenue}${c.position}`, c.networkVp + c.textVp]));
}

const score = (layout: Layout) => scoreCity(cityFrom(layout));

describe('scoring the worked examples of spec §8', () => {
  it('E1: two Tunnels score 4 (seed note)', () => {
    const s = score({ L: ['tunnel', 'tunnel'] });
    expect(bySlot(s)).toEqual({ L1: 2, L2: 2 });
    expect(s.vp).toBe(4);
    expect(s.longest).toEqual({ Wall: 2, Road: 2, River: 0 });
  });

  it('E2: base networks, and L and R are not adjacent', () => {
    const s = score({ L: ['river', 'river', 'wall'], C: ['road', 'wall'], R: ['road', 'river'] });
    expect(bySlot(s)).toEqual({ L1: 1, L2: 1, L3: 0, C1: 1, C2: 0, R1: 1, R2: 0 });
    expect(s.vp).toBe(4);
    expect(s.longest).toEqual({ Wall: 1, Road: 2, River: 2 });
  });

  it('E2 variant: River in L1 and R1 around a Wall scores 0', () => {
    expect(score({ L: ['river'], C: ['wall'], R: ['river'] }).vp).toBe(0);
  });

  it('E3: Aqueduct and Bridge connect two networks each', () => {
    const s = score({ L: ['river', 'bridge', 'road'], C: ['wall', 'aqueduct', 'river'] });
    expect(bySlot(s)).toEqual({ L1: 1, L2: 2, L3: 1, C1: 1, C2: 2, C3: 1 });
    expect(s.vp).toBe(8);
    expect(s.longest).toEqual({ Wall: 2, Road: 2, River: 4 });
  });

  it('E4: Barracks and Oubliette', () => {
    const s = score({ L: ['barracks', 'wall'], C: ['oubliette', 'wall'], R: ['wall', 'oubliette'] });
    expect(bySlot(s)).toEqual({ L1: 2, L2: 1, C1: 3, C2: 1, R1: 0, R2: 0 });
    expect(s.cards.find((c) => c.id.startsWith('barracks'))?.textVp).toBe(2);
    expect(s.vp).toBe(7);
  });

  it('E5: Bastion scores half its Wall-group', () => {
    const s = score({ L: ['wall', 'wall', 'bastion'], C: ['road', 'wall', 'tunnel'], R: ['wall'] });
    const bastion = s.cards.find((c) => c.id.startsWith('bastion'));
    expect(bastion).toMatchObject({ networkVp: 1, textVp: 2 });
    expect(s.cards.reduce((sum, c) => sum + c.networkVp, 0)).toBe(5);
    expect(bySlot(s)).toEqual({ L1: 1, L2: 1, L3: 3, C1: 0, C2: 1, C3: 1, R1: 0 });
    expect(s.vp).toBe(7);
    expect(s.longest.Wall).toBe(5);
    expect(s.longest.Road).toBe(1);
  });

  it('E6: Dock and Gatehouse', () => {
    const s = score({ L: ['river', 'dock', 'road'], C: ['gatehouse', 'road'], R: ['wall'] });
    expect(bySlot(s)).toEqual({ L1: 0, L2: 3, L3: 1, C1: 2, C2: 1, R1: 1 });
    expect(s.cards.find((c) => c.id.startsWith('dock'))).toMatchObject({ networkVp: 1, textVp: 2 });
    expect(s.cards.find((c) => c.id.startsWith('gatehouse'))).toMatchObject({ networkVp: 1, textVp: 1 });
    expect(s.vp).toBe(8);
  });

  it('E8: House, Patio, Plaza (and the Castle as an untyped neighbour)', () => {
    const s = score(E8);
    expect(bySlot(s)).toEqual({ L1: 3, L2: 3, L3: 0, C1: 4, C2: 0, R1: 3, R2: 0 });
    expect(s.cards.every((c) => c.networkVp === 0)).toBe(true);
    expect(s.vp).toBe(13);
  });

  it('E10: Vista and Warehouse, with their caps', () => {
    const s = score({
      L: ['road', 'road', 'road', 'road', 'road', 'vista'],
      C: ['vista', 'wall'],
      R: ['warehouse', 'road', 'tunnel', 'road', 'road', 'road'],
    });
    expect(bySlot(s)).toMatchObject({ L6: 5, C1: 0, C2: 0, R1: 4 });
    expect(s.vp).toBe(19);
  });
});

describe('other card texts', () => {
  it('given a Harbor beside a River-group of 6, then it scores 5 (capped)', () => {
    const s = score({ L: ['harbor', 'river', 'river', 'river', 'river', 'river', 'river'] });
    expect(s.cards[0]).toMatchObject({ textVp: 5 });
    expect(score({ L: ['harbor'], C: ['road'] }).cards[0]).toMatchObject({ textVp: 0 });
  });

  it('given a Patio at L1, then the Castle and exactly one untyped neighbour make the 2 it needs; the Castle alone does not', () => {
    expect(score({ L: ['patio', 'house'] }).cards[0]).toMatchObject({ textVp: 3 });
    expect(score({ L: ['patio'] }).cards[0]).toMatchObject({ textVp: 0 });
  });

  it('given an Islet surrounded by Rivers, then it scores 4; at position 1 it scores 0', () => {
    const surrounded = score({ L: ['river', 'river', 'river'], C: ['river', 'islet', 'river'], R: ['road', 'river'] });
    expect(surrounded.cards.find((c) => c.id.startsWith('islet'))).toMatchObject({ textVp: 4 });
    expect(score({ L: ['islet', 'river'], C: ['river'] }).cards[0]).toMatchObject({ textVp: 0 });
  });
});

describe('ranking (spec §7)', () => {
  it('E13: a VP tie is broken by the longest Wall', () => {
    const o = rankCities([cityFrom({ L: ['wall', 'wall', 'wall'] }), cityFrom({ L: ['road', 'road', 'road'] })]);
    expect(o.seats.map((s) => [s.seat, s.score, s.place])).toEqual([
      [0, 3, 1],
      [1, 3, 2],
    ]);
    expect(o.winners).toEqual([0]);
    expect(o.decidedBy).toBe('longest Wall');
  });

  it('E14: then by the longest Road', () => {
    const x = scoreCity(cityFrom({ L: ['wall', 'wall'], C: ['road', 'road'] }));
    const y = scoreCity(cityFrom({ L: ['wall', 'wall'], C: ['river', 'river'] }));
    expect(rankingKey(x)).toEqual([4, 2, 2, 0]);
    expect(rankingKey(y)).toEqual([4, 2, 0, 2]);
    const o = rankCities([
      cityFrom({ L: ['wall', 'wall'], C: ['river', 'river'] }),
      cityFrom({ L: ['wall', 'wall'], C: ['road', 'road'] }),
    ]);
    expect(o.winners).toEqual([1]);
    expect(o.decidedBy).toBe('longest Road');
  });

  it('E16: equal keys share first place', () => {
    const o = rankCities([
      cityFrom({ L: ['road', 'road'], C: ['wall'] }),
      cityFrom({ L: ['wall'], R: ['road', 'road'] }),
    ]);
    expect(o.seats.map((s) => s.key)).toEqual([
      [2, 1, 2, 0],
      [2, 1, 2, 0],
    ]);
    expect(o.winners).toEqual([0, 1]);
    expect(o.seats.map((s) => s.place)).toEqual([1, 1]);
    expect(o.decidedBy).toBeNull();
  });

  it('E16: the key-only vector ranks D, C, B, A', () => {
    const keys = { A: [12, 3, 1, 2], B: [12, 3, 2, 0], C: [12, 3, 2, 1], D: [14, 0, 0, 0] };
    const o = rankByKeys(
      Object.values(keys).map((key, seat) => ({ seat, score: key[0] ?? 0, key })),
      KEY_NAMES,
    );
    expect(o.seats.map((s) => [s.seat, s.place])).toEqual([
      [3, 1],
      [2, 2],
      [1, 3],
      [0, 4],
    ]);
  });

  it('given an outcome, then every seat carries its per-card breakdown as details', () => {
    const o = rankCities([cityFrom({ L: ['tunnel', 'tunnel'] }), cityFrom({})]);
    expect(o.seats[0]?.details).toMatchObject({ vp: 4, longest: { Wall: 2, Road: 2, River: 0 } });
    expect((o.seats[0]?.details as CityScore).cards).toEqual([
      { id: 'tunnel-1', avenue: 'L', position: 1, networkVp: 2, textVp: 0 },
      { id: 'tunnel-2', avenue: 'L', position: 2, networkVp: 2, textVp: 0 },
    ]);
  });
});

describe('scores over time', () => {
  it('given built cities, then scores lists each seat’s provisional VP, as the view shows it', () => {
    const allocate = idAllocator();
    const state: AvenueState = {
      ...tradingState([[], [], []]),
      cities: [cityFrom({ L: ['tunnel', 'tunnel'] }, allocate), cityFrom({}, allocate), cityFrom(E8, allocate)],
    };
    expect(avenueEmpires.scores?.(state)).toEqual([4, 0, 13]);
    expect(avenueEmpires.view(state, null).seats.map((s) => s.score)).toEqual([4, 0, 13]);
  });
});
