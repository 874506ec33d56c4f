import { describe, expect, it } from 'vitest';
import { guideCards } from '../core/guide.ts';
import { CARDS } from './cards.ts';
import { guide } from './guide.ts';

/** Spec §6's card list, copied by hand: the guide must show each of these once, whatever the card table says. */
const SPEC_CARDS: Record<string, number> = {
  River: 10, Road: 10, Wall: 10, Aqueduct: 2, Bridge: 2, Tunnel: 2, Bastion: 2, Gatehouse: 2, Dock: 2,
  Barracks: 2, Oubliette: 2, Harbor: 2, Islet: 2, House: 2, Patio: 2, Plaza: 2, Vista: 2, Warehouse: 2,
};

describe('the Avenue Empires guide', () => {
  const cards = guideCards(guide);

  it('lists every card of the spec once, with its count', () => {
    expect(cards.map((c) => c.name).sort()).toEqual(Object.keys(SPEC_CARDS).sort());
    for (const card of cards) expect(card.copies, card.name).toBe(SPEC_CARDS[card.name]);
  });

  it('shows each card’s rule verbatim from the card table the scoring reads', () => {
    for (const row of CARDS) {
      const card = cards.find((c) => c.id === row.type);
      expect(card?.text, row.name).toBe(row.text);
    }
    expect(cards.find((c) => c.id === 'aqueduct')?.traits).toEqual(['River and Wall']);
    expect(cards.find((c) => c.id === 'plaza')?.traits).toEqual(['No network type']);
  });

  it('scores the example city as the spec does by hand (E6: 8 VP, longest Wall 2, Road 3, River 1)', () => {
    expect(guide.example.total).toBe(8);
    expect(guide.example.layout.longest).toEqual({ Wall: 2, Road: 3, River: 1 });
    const points = Object.fromEntries(guide.example.lines.map((l) => [l.place, l.points]));
    expect(points).toEqual({ L1: 0, L2: 3, L3: 1, C1: 2, C2: 1, R1: 1 });
    const dock = guide.example.lines.find((l) => l.place === 'L2');
    expect(dock?.parts).toEqual([
      { label: 'network', points: 1 },
      { label: 'text', points: 2 },
    ]);
    expect(guide.example.lines.reduce((sum, l) => sum + l.points, 0)).toBe(guide.example.total);
  });

  it('gives the set-up numbers of spec §2 for every seat count', () => {
    const setUp = guide.sections.find((s) => s.id === 'set-up')?.blocks.find((b) => b.kind === 'table');
    expect(setUp?.kind === 'table' && setUp.rows).toEqual([
      [3, 2, 6, 20],
      [4, 0, 5, 15],
      [5, 0, 4, 12],
      [6, 1, 3, 10],
    ]);
  });

  it('explains the table’s abbreviations in the glossary', () => {
    const terms = guide.glossary.map((g) => g.term);
    for (const term of ['L1 / C1 / R1', 'VP', 'Network VP, Net', 'Text VP, Text', 'No text: scores network VP only'])
      expect(terms).toContain(term);
  });
});
