import { describe, expect, it } from 'vitest';
import { guideCards } from '../core/guide.ts';
import { TOWN_BUILDINGS } from './buildings.ts';
import { CHARACTERS } from './characters.ts';
import { guide } from './guide.ts';

describe('the Saltmarket guide', () => {
  const cards = guideCards(guide);

  it('lists all 28 town buildings once, with cost, VP, symbols and action verbatim from the table', () => {
    const buildings = cards.filter((c) => /^B\d\d$/.test(c.id));
    expect(buildings.map((c) => c.id).sort()).toEqual(TOWN_BUILDINGS.map((b) => b.id));
    for (const b of TOWN_BUILDINGS) {
      const card = buildings.find((c) => c.id === b.id);
      expect(card?.name, b.id).toBe(b.name);
      expect(card?.text, b.id).toBe(b.text);
      expect(card?.traits.slice(0, 2), b.id).toEqual([`$${b.cost}`, `${b.vp} VP`]);
    }
    expect(buildings.find((c) => c.id === 'B26')?.traits).toEqual(['$11', '10 VP', 'coin', 'top hat']);
    expect(buildings.find((c) => c.id === 'B27')?.traits).toEqual(['$12', '12 VP', 'no symbol']);
  });

  it('lists all 12 characters with their starting building and ability verbatim', () => {
    const group = guide.cardGroups.find((g) => g.id === 'characters');
    expect(group?.cards.map((c) => c.id)).toEqual(CHARACTERS.map((c) => c.id));
    for (const c of CHARACTERS) {
      const card = group?.cards.find((x) => x.id === c.id);
      expect(card?.ability, c.id).toBe(c.ability);
      expect(card?.text, c.id).toBe(c.startingBuilding.text);
      expect(card?.traits[0], c.id).toBe(c.startingBuilding.name);
    }
    expect(group?.cards.filter((c) => c.traits.includes('Not in solo')).map((c) => c.id)).toEqual(['mason', 'landlord']);
  });

  it('scores the example as spec §7.2 does by hand: 1 + 4 + 6 + 12 VP and 3 printed anchors = 26', () => {
    expect(guide.example.lines.map((l) => l.points)).toEqual([1, 4, 6, 12, 3]);
    expect(guide.example.total).toBe(26);
    expect(guide.example.layout.bonus).toBe(3);
  });

  it('gives the display sizes of spec §3 (5, 5, 6, 7)', () => {
    const sizes = guide.sections.find((s) => s.id === 'set-up')?.blocks.find((b) => b.kind === 'table');
    expect(sizes?.kind === 'table' && sizes.rows).toEqual([
      [1, 5],
      [2, 5],
      [3, 6],
      [4, 7],
    ]);
  });
});
