/**
 * The terms of the buy the player is at (spec §4.4): a BUY effect's own discount and extra keep, or an optional
 * buy's (no discount, no extra keep). Asked at any other step, it is a bug of the caller and throws, naming the step.
 */
import { describe, expect, it } from 'vitest';
import type { Effect } from './effects.ts';
import { goods, table } from './fixtures.ts';
import { buyTerms } from './shipment.ts';
import type { Step } from './state.ts';

const at = (step: Step, pending: Effect[]) => table({ characters: ['drover', 'forester'], goods: [goods(1, 1, 1, 1), goods(0, 0, 0, 0)], step, pending });

describe('buyTerms', () => {
  it('at a BUY, its own terms: the Auction House discount, the Customs House extra keep', () => {
    expect(buyTerms(at('BUY', [{ kind: 'BUY', discount: 'two', extraKeep: 0 }]))).toMatchObject({ discount: 'two', extraKeep: 0 });
    expect(buyTerms(at('BUY', [{ kind: 'BUY', discount: 'none', extraKeep: 1 }]))).toMatchObject({ discount: 'none', extraKeep: 1 });
  });

  it('at an optional buy, no discount and no extra keep', () => {
    expect(buyTerms(at('MAY_BUY', [{ kind: 'MAY_BUY' }]))).toEqual({ discount: 'none', extraKeep: 0 });
  });

  it('at a step that is no buy, or with nothing pending, it throws naming the step', () => {
    expect(() => buyTerms(at('TRADE', [{ kind: 'TRADE' }]))).toThrow('step TRADE is not a buy');
    expect(() => buyTerms(at('move', []))).toThrow('step move is not a buy');
  });
});
