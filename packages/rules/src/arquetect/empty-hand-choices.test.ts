/**
 * Spec §3 act ("`pass` is legal only with an empty hand") and §4 Counter ("A player with an empty hand can only
 * decline"): with no cards, the compact choices (the view's `choices`) hold exactly one action, `pass` in the act
 * step and `declineOffer` in the respond step; no offer or counter-offer entry, not even an empty one.
 */
import { describe, expect, it } from 'vitest';
import { choices } from './choices.ts';
import { play, table } from './fixtures.ts';
import { arquetect } from './index.ts';

describe('a player with an empty hand has exactly one choice (spec §3, §4)', () => {
  it('given Ana has no cards in the act step, then her only choice is pass', () => {
    const s = table({ hands: [[], ['Shop'], ['Lake']] });
    expect(choices(s, 0)).toEqual([['type', ['pass'], [['player', [0], [0]]]]]);
    expect(arquetect.choices?.(s, 0)).toEqual([['type', ['pass'], [['player', [0], [0]]]]]);
  });

  it('given Ben has no cards and is asked about an offer, then his only choice is declineOffer', () => {
    const s = play(table({ hands: [['Fire'], []] }), 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    expect(choices(s, 1)).toEqual([['type', ['declineOffer'], [['player', [1], [0]]]]]);
  });
});
