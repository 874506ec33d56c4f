import { describe, expect, it } from 'vitest';
import { guideCards } from '../core/guide.ts';
import { CARD_TYPES, CARDS } from './cards.ts';
import { guide } from './guide.ts';

/** Spec §6.2 and §6.3, copied by hand: name → base or expansion copies. */
const SPEC_CARDS: Record<string, number> = {
  Cottage: 5, Apartment: 5, Villa: 3, Skyscraper: 2, Factory: 4, Workshop: 4, Mine: 3, 'Power Plant': 2,
  Shop: 5, Market: 4, Bank: 3, Mall: 2, 'Town Hall': 3, School: 3, 'Fire Station': 3, Museum: 2,
  Park: 4, Forest: 4, Lake: 3, Garden: 2, Fire: 4,
  Heist: 2, Renovation: 2, Demolition: 2, Exchange: 2, Festival: 2, Salvage: 2,
};

describe('the Arquetect guide', () => {
  const cards = guideCards(guide);

  it('lists every card of the spec once, with its count', () => {
    expect(cards.map((c) => c.name).sort()).toEqual(Object.keys(SPEC_CARDS).sort());
    for (const card of cards) expect(card.copies, card.name).toBe(SPEC_CARDS[card.name]);
  });

  it('shows each card’s rule and ability verbatim from the card table the scoring reads', () => {
    for (const type of CARD_TYPES) {
      const card = cards.find((c) => c.id === type);
      expect(card?.text, type).toBe(CARDS[type].text);
      expect(card?.ability, type).toBe(CARDS[type].ability?.text ?? null);
    }
    expect(cards.filter((c) => c.ability !== null).map((c) => c.name)).toEqual([
      'Heist', 'Renovation', 'Demolition', 'Exchange', 'Festival', 'Salvage',
    ]);
    expect(cards.find((c) => c.id === 'mall')?.traits).toEqual(['Commerce', 'Expansion']);
  });

  it('scores the example hand as the spec does by hand (S1: 2+3+2+3+3+4 = 17)', () => {
    expect(guide.example.lines.map((l) => l.points)).toEqual([2, 3, 2, 3, 3, 4]);
    expect(guide.example.total).toBe(17);
    expect(guide.example.layout.buildingCategories).toBe(3);
  });

  it('groups the cards by the seven categories, in the table’s order', () => {
    expect(guide.cardGroups.map((g) => g.heading)).toEqual([
      'Residential', 'Industry', 'Commerce', 'Civic', 'Nature', 'Hazard', 'Event',
    ]);
  });

  it('gives the deck sizes of spec §2 per seat count (8 or 11 cards per player)', () => {
    const sizes = guide.sections.find((s) => s.id === 'set-up')?.blocks.find((b) => b.kind === 'table');
    expect(sizes?.kind === 'table' && sizes.rows).toEqual([
      [2, 16, 22],
      [3, 24, 33],
      [4, 32, 44],
      [5, 40, 55],
      [6, 48, 66],
    ]);
  });

  it('explains the table’s shorthand in the glossary', () => {
    const terms = new Set(guide.glossary.map((g) => g.term));
    expect(terms).toContain('0/4 outward');
    expect(terms).toContain('Gap');
  });
});
