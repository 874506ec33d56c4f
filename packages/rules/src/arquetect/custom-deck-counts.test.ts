import { describe, expect, it } from 'vitest';
import { arquetect } from './index.ts';

/**
 * Spec §2, `custom`: "a count per card type, at most the copies that exist …, totalling 6N–12N". A type is written
 * as its id ("fire-station") or its name ("Fire Station"); options.ts reads spaces and underscores, however many,
 * as the hyphen, and ignores spaces around the key.
 */
const parse = (counts: unknown, seats = 2) => arquetect.parseOptions({ deck: 'custom', counts }, seats);

/** 12 cards: the least a 2-player custom deck may hold (6 × 2). */
const twelve = { cottage: 5, apartment: 5, shop: 2 };

describe('custom deck counts (spec §2 custom)', () => {
  it('given counts: null, then E_BAD_OPTIONS: the counts must be an object', () => {
    const o = parse(null);
    expect(o.ok ? 'accepted' : o.error.code).toBe('E_BAD_OPTIONS');
  });

  it('given a type name with spaces around it, then it names that type', () => {
    const o = parse({ ...twelve, shop: 0, ' Fire Station ': 2 });
    expect(o.ok && o.value.counts['fire-station']).toBe(2);
  });

  it('given a type name with two spaces, or a space and an underscore, between its words, then it names that type', () => {
    expect(parse({ ...twelve, shop: 0, 'fire  station': 2 }).ok && 'accepted').toBe('accepted');
    const o = parse({ ...twelve, shop: 0, 'Town _Hall': 2 });
    expect(o.ok && o.value.counts['town-hall']).toBe(2);
  });

  it('given an unknown type, then the message lists the known types in canonical order (the §6 tables), comma-separated', () => {
    const o = parse({ castle: 3 });
    expect(o.ok ? 'accepted' : o.error).toEqual({
      code: 'E_UNKNOWN_CARD_TYPE',
      message:
        '"castle" is not a card type. Known types: cottage, apartment, villa, skyscraper, factory, workshop, mine, ' +
        'power-plant, shop, market, bank, mall, town-hall, school, fire-station, museum, park, forest, lake, garden, ' +
        'fire, heist, renovation, demolition, exchange, festival, salvage.',
    });
  });

  it('given 10 cards for 3 players, then E_DECK_SIZE says 3 players need 18–36 cards', () => {
    const o = parse({ cottage: 5, apartment: 5 }, 3);
    expect(o.ok ? 'accepted' : o.error).toEqual({
      code: 'E_DECK_SIZE',
      message: 'A custom deck for 3 players needs 18–36 cards (6–12 per player), not 10.',
    });
  });
});
