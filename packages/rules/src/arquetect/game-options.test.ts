import { describe, expect, it } from 'vitest';
import { arquetect } from './index.ts';

/**
 * Spec §1: 2–6 players. Spec §2: the deck is a configuration option, `starter` (recommended for a first game,
 * the default) uses blocks B1…BN; for N = 2, B1 and B2.
 */
describe('game options: players and deck (spec §1, §2)', () => {
  it.each([1, 0, 2.5])('given %s players, then E_BAD_SEATS: Arquetect is for 2–6 players', (seats) => {
    const o = arquetect.parseOptions({}, seats);
    expect(o.ok ? 'accepted' : o.error).toEqual({
      code: 'E_BAD_SEATS',
      message: `Arquetect is for 2–6 players, not ${seats}.`,
    });
  });

  it('given options null, then the starter deck, as with no options', () => {
    const o = arquetect.parseOptions(null, 3);
    expect(o.ok && [o.value.deck, o.value.expansion]).toEqual(['starter', false]);
  });

  it('given an unknown deck, then the message lists the three decks', () => {
    const o = arquetect.parseOptions({ deck: 'huge' }, 3);
    expect(o.ok ? 'accepted' : o.error).toEqual({
      code: 'E_BAD_OPTIONS',
      message: 'The deck must be one of starter, starter+expansion, custom.',
    });
  });

  it('given the starter deck for 2 players, then the counts are exactly blocks B1 and B2, and nothing else', () => {
    const o = arquetect.parseOptions({ deck: 'starter' }, 2);
    // B1: Cottage, Apartment, Factory, Shop, Market, School, Park, Lake.
    // B2: Cottage, Apartment, Workshop, Shop, Bank, Town Hall, Forest, Fire.
    expect(o.ok && o.value.counts).toEqual({
      cottage: 2, apartment: 2, villa: 0, skyscraper: 0,
      factory: 1, workshop: 1, mine: 0, 'power-plant': 0,
      shop: 2, market: 1, bank: 1, mall: 0,
      'town-hall': 1, school: 1, 'fire-station': 0, museum: 0,
      park: 1, forest: 1, lake: 1, garden: 0,
      fire: 1,
      heist: 0, renovation: 0, demolition: 0, exchange: 0, festival: 0, salvage: 0,
    });
  });
});
