/**
 * Card ids and how the log names cards (spec §1, §5): the 60 ids in canonical order (River, Road, Wall, then the 15
 * specials alphabetically, copies ascending; two-digit copies for the 10-copy cards, one digit for the specials), the
 * lookups, and the label a log line gives a card. An id outside the deck is a bug, never a rule error: it throws.
 */
import { describe, expect, it } from 'vitest';
import { CANONICAL_IDS, cardOf, isCardId, sortCanonical } from './ids.ts';
import { cardLabel, listLabels } from './log.ts';

describe('card ids (spec §1)', () => {
  it('lists the 60 ids in canonical order', () => {
    expect(CANONICAL_IDS).toHaveLength(60);
    expect(CANONICAL_IDS.slice(0, 11)).toEqual([
      'river-01', 'river-02', 'river-03', 'river-04', 'river-05', 'river-06', 'river-07', 'river-08', 'river-09', 'river-10', 'road-01',
    ]);
    expect(CANONICAL_IDS.slice(28, 34)).toEqual(['wall-09', 'wall-10', 'aqueduct-1', 'aqueduct-2', 'barracks-1', 'barracks-2']);
    expect(CANONICAL_IDS.slice(-4)).toEqual(['vista-1', 'vista-2', 'warehouse-1', 'warehouse-2']);
  });

  it('knows exactly the deck’s ids', () => {
    expect(['river-01', 'wall-10', 'tunnel-2'].map(isCardId)).toEqual([true, true, true]);
    expect(['river-1', 'river-11', 'tunnel-02', 'tunnel-3', 'castle-1', ''].map(isCardId)).toEqual([false, false, false, false, false, false]);
  });

  it('reads a card’s row from its id, and throws on an id outside the deck', () => {
    expect(cardOf('harbor-2')).toMatchObject({ type: 'harbor', name: 'Harbor', count: 2 });
    expect(() => cardOf('castle-1')).toThrow('unknown card id castle-1');
  });

  it('sorts ids into canonical order by their place in the deck, not alphabetically, and throws on an unknown one', () => {
    expect(sortCanonical(['aqueduct-1', 'wall-02', 'river-10', 'river-02', 'road-01'])).toEqual([
      'river-02', 'river-10', 'road-01', 'wall-02', 'aqueduct-1',
    ]);
    expect(sortCanonical([])).toEqual([]);
    expect(() => sortCanonical(['river-01', 'bogus-1'])).toThrow('unknown card id bogus-1');
  });
});

describe('card labels in the log (spec §5)', () => {
  it('names a card by its name and id, and lists several with commas', () => {
    expect(cardLabel('wall-03')).toBe('Wall (wall-03)');
    expect(listLabels(['river-01', 'tunnel-2', 'house-1'])).toBe('River (river-01), Tunnel (tunnel-2), House (house-1)');
    expect(listLabels([])).toBe('');
    expect(() => cardLabel('castle-1')).toThrow('unknown card id castle-1');
  });
});
