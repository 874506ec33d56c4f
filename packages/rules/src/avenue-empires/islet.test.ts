import { describe, expect, it } from 'vitest';
import { scoreCity } from './scoring.ts';
import { type Layout, cityFrom } from './test-fixtures.ts';

/**
 * Spec §6, Islet: "+4 if it has at least 2 neighbours and every neighbour is River-type." The boundary is one
 * neighbour (no) against two (yes); every Islet below sits at L2, away from the Castle.
 */
const islet = (layout: Layout) => {
  const s = scoreCity(cityFrom(layout));
  return { islet: s.cards.find((c) => c.id.startsWith('islet')), vp: s.vp };
};

describe('Islet: at least two neighbours, all River-type (spec §6)', () => {
  it('given an Islet whose only neighbour is a River, then it scores 0', () => {
    // L2 Islet: neighbours L1 River; L3 and C2 are empty, so exactly 1 neighbour (< 2): txt 0.
    // L1 River: neighbours Castle and L2 Islet, no River: net 0. Total 0.
    const s = islet({ L: ['river', 'islet'] });
    expect(s.islet).toMatchObject({ avenue: 'L', position: 2, networkVp: 0, textVp: 0 });
    expect(s.vp).toBe(0);
  });

  it('given an Islet with exactly two neighbours, both Rivers, then it scores 4', () => {
    // L2 Islet: neighbours L1 River and C2 River (L3 empty), exactly 2, all River: txt 4.
    // L1 River: Castle, L2 Islet, C1 Road, no River: 0. C1 Road: Castle, L1 River, C2 River: 0.
    // C2 River: C1 Road, L2 Islet (C3, R2 empty): 0. Total 4.
    const s = islet({ L: ['river', 'islet'], C: ['road', 'river'] });
    expect(s.islet).toMatchObject({ avenue: 'L', position: 2, networkVp: 0, textVp: 4 });
    expect(s.vp).toBe(4);
  });

  it('given an Islet between two Rivers in its own avenue, then it scores 4', () => {
    // L2 Islet: neighbours L1 River and L3 River (C2 empty), exactly 2, all River: txt 4.
    // L1 River: Castle, L2 Islet: 0. L3 River: L2 Islet: 0. Total 4.
    const s = islet({ L: ['river', 'islet', 'river'] });
    expect(s.islet).toMatchObject({ textVp: 4 });
    expect(s.vp).toBe(4);
  });

  it('given an Islet with two neighbours, one of them a Road, then it scores 0', () => {
    // L2 Islet: neighbours L1 River and C2 Road, not all River: txt 0.
    // C1 Road: Castle, L1 River, C2 Road: net 1. C2 Road: C1 Road, L2 Islet: net 1. L1 River: 0. Total 2.
    const s = islet({ L: ['river', 'islet'], C: ['road', 'road'] });
    expect(s.islet).toMatchObject({ textVp: 0 });
    expect(s.vp).toBe(2);
  });
});
