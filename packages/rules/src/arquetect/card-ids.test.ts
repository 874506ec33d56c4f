import { aloud } from '../core/narrator.ts';
import { describe, expect, it, vi } from 'vitest';

/**
 * Spec §1: card ids are `<type>-<k>` in lower kebab case; spec §2: the deck uses copies 1…count of each type, and
 * the whole deck is dealt. The engine is loaded afresh here, so that nothing spelled before (in this test file or
 * another) is reused: the very first ids it ever spells must already be right.
 */
describe('card ids (spec §1, §2)', () => {
  it('given a freshly loaded engine, then a 2-player starter game deals exactly the ids of B1 and B2', async () => {
    vi.resetModules();
    const { arquetect } = await import('./index.ts');
    const options = arquetect.parseOptions({ deck: 'starter' }, 2);
    if (!options.ok) throw new Error(options.error.message);
    const { state } = arquetect.setup(2, options.value, 'card-ids', aloud);
    // B1 and B2 each take the lowest unused copy: Cottage and Apartment and Shop twice, the rest once.
    expect(state.hands.flat().map((s) => s.id).sort()).toEqual([
      'apartment-1', 'apartment-2', 'bank-1', 'cottage-1', 'cottage-2', 'factory-1', 'fire-1', 'forest-1',
      'lake-1', 'market-1', 'park-1', 'school-1', 'shop-1', 'shop-2', 'town-hall-1', 'workshop-1',
    ]);
  });
});
