/**
 * Spec §4 and §5: which action types each phase and step takes; any other known type is "not allowed now" (checked
 * before its fields, so a malformed one is refused for the step, not its shape), the state untouched. At a
 * mandatory BUY only `skipBuy` has its own message; every other type is still refused as not allowed.
 */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { specFor } from '../core/testing/spec.ts';
import { allowedTypes } from './check.ts';
import type { Effect } from './effects.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState, Step } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const notAllowed = /^That action is not allowed now\.$/;
const at = (step: Step, pending: Effect[]) => table({ characters: ['drover', 'forester'], goods: [goods(3, 2, 2, 2), goods(0, 0, 0, 0)], step, pending });
const mustBuy = () => at('BUY', [{ kind: 'BUY', discount: 'two', extraKeep: 0 }]);
const mayBuy = () => at('MAY_BUY', [{ kind: 'MAY_BUY' }]);

describe('the types each phase and step takes (spec §4, §5)', () => {
  it('setup takes only setup; a finished game takes nothing', () => {
    const opening = saltmarket.setup(2, {}, 'check-steps', aloud).state;
    expect(allowedTypes(opening)).toEqual(['setup']);
    expect(allowedTypes({ ...at('move', []), phase: 'over' })).toEqual([]);
  });

  it('in play, each step takes its own decision', () => {
    expect(allowedTypes(at('move', []))).toEqual(['move', 'oddJobs']);
    expect(allowedTypes(at('GAIN_CHOICE', [{ kind: 'GAIN_CHOICE', n: 2 }]))).toEqual(['chooseGoods']);
    expect(allowedTypes(at('TRADE', [{ kind: 'TRADE' }]))).toEqual(['trade']);
    expect(allowedTypes(at('MARKET_TOP', [{ kind: 'MARKET_TOP' }]))).toEqual(['chooseGood']);
    expect(allowedTypes(at('MARKET_SWAP', [{ kind: 'MARKET_SWAP' }]))).toEqual(['swapMarket']);
  });

  it('a mandatory buy takes only buy; an optional one takes buy or skipBuy', () => {
    expect(allowedTypes(mustBuy())).toEqual(['buy']);
    expect(allowedTypes(mayBuy())).toEqual(['buy', 'skipBuy']);
  });
});

describe('other types at a buy step are not allowed now', () => {
  it('at a mandatory buy, a trade or a move is refused for the step, before its fields are looked at', () => {
    spec.given(mustBuy()).when(0, { type: 'trade' }).thenFails('E_NOT_ALLOWED', notAllowed);
    spec.given(mustBuy()).when(0, { type: 'move', building: 'B02' }).thenFails('E_NOT_ALLOWED', notAllowed);
    spec.given(mustBuy()).when(0, { type: 'chooseGood', good: 'fish' }).thenFails('E_NOT_ALLOWED', notAllowed);
  });

  it('at an optional buy, likewise', () => {
    spec.given(mayBuy()).when(0, { type: 'trade' }).thenFails('E_NOT_ALLOWED', notAllowed);
    spec.given(mayBuy()).when(0, { type: 'move', building: 'B02' }).thenFails('E_NOT_ALLOWED', notAllowed);
  });

  it('skipBuy anywhere but a buy step is not allowed now (its own message is for a mandatory buy only)', () => {
    spec.given(at('TRADE', [{ kind: 'TRADE' }])).when(0, { type: 'skipBuy' }).thenFails('E_NOT_ALLOWED', notAllowed);
  });
});
