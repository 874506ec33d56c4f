/** An optional buy skipped for want of money (spec §4.4, E21): the log says why, and the table reads it back. */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import { type SkippedBuy, skippedBuyOf, skippedBuyText } from './skipped-buy.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

describe('the skipped optional buy', () => {
  it('nothing to ship: no good held meets its shipping requirement', () => {
    const s = table({ characters: ['drover', 'forester'] });
    spec.given(s).when(0, { type: 'move', building: 'S-drover' }).then(({ log }) => {
      expect(log.map((l) => l.text)).toContain(
        '@0 cannot afford a building (no good they hold meets its shipping requirement), so the optional buy is skipped.',
      );
    });
  });

  it('short of money: what shipping everything pays, and what the cheapest building costs', () => {
    // stone in the bottom slot (requirement 2, $2); every building on display costs $3 or more
    const s = table({ characters: ['drover', 'forester'], goods: [goods(0, 0, 0, 2), goods(0, 0, 0, 0)] });
    spec.given(s).when(0, { type: 'move', building: 'S-drover' }).then(({ log }) => {
      expect(log.map((l) => l.text)).toContain(
        '@0 cannot afford a building (shipping all they can pays $2; the cheapest costs $3), so the optional buy is skipped.',
      );
    });
  });

  it('reads its own lines back, and nothing else', () => {
    const cases: SkippedBuy[] = [
      { seat: 0, reason: { kind: 'nothingToShip' } },
      { seat: 3, reason: { kind: 'short', money: 7, cheapest: 8 } },
      { seat: 1, reason: { kind: 'emptyDisplay' } },
    ];
    for (const c of cases) expect(skippedBuyOf(skippedBuyText(c))).toEqual(c);
    expect(skippedBuyOf('@0 moves to the Quarry (B14).')).toBeNull();
    expect(skippedBuyOf('@0 skipped the optional buy.')).toBeNull();
  });
});
