import { describe, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { table } from './fixtures.ts';
import { arquetect } from './index.ts';
import type { ArquetectState } from './state.ts';

/**
 * Spec §4, gift: `to` valid (E_BAD_TARGET: yourself or an unknown player), not done (E_TARGET_DONE), then
 * 0 ≤ position ≤ len(hand[to]) (E_BAD_POSITION). Seats are numbered 0..N−1, so with 3 players they are 0–2. The
 * message the player reads says which rule was broken.
 */
const spec = specFor<ArquetectState>(arquetect);

/** Ana 0 [Fire, Shop], Ben 1 [Cottage, Park], Cai 2 [Lake] is done; Ana to act. */
const given = () => table({ hands: [['Fire', 'Shop'], ['Cottage', 'Park'], ['Lake']], done: [false, false, true] });

describe('a refused gift says who or where is wrong (spec §4 gift)', () => {
  it('given Ana gifts to herself, then she is told she cannot target herself', () => {
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 0, position: 0 })
      .thenFails('E_BAD_TARGET', /^You cannot target yourself: choose another player\.$/);
  });

  it('given Ana gifts to seat 3 of 3 players, then she is told the players are 0–2', () => {
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 3, position: 0 })
      .thenFails('E_BAD_TARGET', /^There is no player 3 \(players are 0–2\)\.$/);
  });

  it('given Ana gifts to the done Cai, then she is told Cai is done and his city can no longer change', () => {
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 2, position: 0 })
      .thenFails('E_TARGET_DONE', /^Player 2 is done: their city can no longer change\.$/);
  });

  it("given position 3 in Ben's 2-card hand, then she is told the position must be between 0 and 2", () => {
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 1, position: 3 })
      .thenFails('E_BAD_POSITION', /^The position in player 1's hand must be between 0 and 2, not 3\.$/);
  });
});
