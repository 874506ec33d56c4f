import { describe, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { f2, f2Countered, runAll } from './fixtures.ts';
import { arquetect } from './index.ts';
import type { ArquetectState } from './state.ts';

/**
 * Spec §4: a refused trade action returns `{code, message}` with the state unchanged. The message is what the
 * player reads, so it must say what was wrong: the count of 1–3 cards, the card listed twice, the card not held,
 * and for a placement (§3) how many distinct indices are needed and their range [0, m−1].
 */
const spec = specFor<ArquetectState>(arquetect);

describe('a refused offer says what is wrong with its cards (spec §4, E_BAD_COUNT, E_DUPLICATE_CARD, E_CARD_NOT_IN_HAND)', () => {
  it('given four cards, then the message says a trade moves 1 to 3 cards, not 4', () => {
    spec
      .given(f2())
      .when(0, { type: 'offerTrade', cards: ['shop-1', 'fire-1', 'park-1', 'apartment-1'], to: 1 })
      .thenFails('E_BAD_COUNT', /^A trade moves 1 to 3 cards from each side, not 4\.$/);
  });

  it('given the same card twice, then the message says it is listed twice', () => {
    spec
      .given(f2())
      .when(0, { type: 'offerTrade', cards: ['fire-1', 'fire-1'], to: 1 })
      .thenFails('E_DUPLICATE_CARD', /^The same card is listed twice\.$/);
  });

  it('given a card Ana does not hold, then the message names that card', () => {
    spec
      .given(f2())
      .when(0, { type: 'offerTrade', cards: ['fire-1', 'lake-1'], to: 1 })
      .thenFails('E_CARD_NOT_IN_HAND', /^The card lake-1 is not in your hand\.$/);
  });
});

describe('a refused placement says how many indices it needs and their range (spec §3 placement, E_BAD_PLACEMENT)', () => {
  it('given Ana receives 1 card into m = 4 − 2 + 1 = 3 slots, then "1 different index between 0 and 2"', () => {
    spec
      .given(f2Countered())
      .when(0, { type: 'acceptCounter', placement: [3] })
      .thenFails(
        'E_BAD_PLACEMENT',
        /^The placement must list 1 different index between 0 and 2, one per received card in the giver's hand order\.$/,
      );
  });

  it('given Ben receives 2 cards into m = 3 − 1 + 2 = 4 slots, then "2 different indices between 0 and 3"', () => {
    const accepted = runAll(f2Countered(), [[0, { type: 'acceptCounter', placement: [0] }]]).state;
    spec
      .given(accepted)
      .when(1, { type: 'placeReceived', placement: [1, 1] })
      .thenFails(
        'E_BAD_PLACEMENT',
        /^The placement must list 2 different indices between 0 and 3, one per received card in the giver's hand order\.$/,
      );
  });
});
