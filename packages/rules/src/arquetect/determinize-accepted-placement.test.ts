import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { determinize } from './determinize.ts';
import { play, table } from './fixtures.ts';
import { view } from './view.ts';

/**
 * Spec §5: the offerer's `acceptCounter` placement is the offerer's alone until the swap, so a state drawn for anyone
 * else draws one. Spec §3 Placement: k distinct integers in [0, m−1], m = size − |offer| + |counter|.
 */
describe('determinize: the accepted placement nobody else has seen (spec §3 Placement, §5)', () => {
  it('given Ana gives her whole hand for one card, then the only placement there is, [0], is drawn, and the swap plays', () => {
    // Ana [Fire] offers fire-1; Ben [Lake, Park] counters with lake-1; Ana accepts with placement [0]:
    // m = 1 − 1 + 1 = 1, so [0] is the only valid placement (k = m = 1).
    let s = table({ hands: [['Fire'], ['Lake', 'Park']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    s = play(s, 1, { type: 'counterOffer', cards: ['lake-1'] });
    s = play(s, 0, { type: 'acceptCounter', placement: [0] });
    for (const seed of ['a', 'b', 'c']) {
      const drawn = determinize(view(s, 1), 1, Rng.fromSeed(`whole-hand:${seed}`));
      expect(drawn.offer?.acceptPlacement).toEqual([0]);
      expect(drawn.offer?.cards).toEqual(['fire-1']);
      // Ben [Lake, Park] − lake-1 + fire-1: m = 2, fire-1 at 0 → [Fire, Park]; Ana [lake-1].
      const after = play(drawn, 1, { type: 'placeReceived', placement: [0] });
      expect(after.hands.map((h) => h.map((slot) => slot.id))).toEqual([['lake-1'], ['fire-1', 'park-1']]);
    }
  });
});
