/**
 * Spec §5 generic checks, field by field: a goods map must be a JSON object (not null, a string or a list), a list
 * of goods a list of strings only, an optional list absent or such a list; a bad good name inside a list is named;
 * a goods amount is a whole number from 0 to 6.
 */
import { describe, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import type { Effect } from './effects.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState, Step } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const at = (step: Step, pending: Effect[]) => table({ characters: ['drover', 'forester'], goods: [goods(3, 2, 2, 2), goods(0, 0, 0, 0)], step, pending });
const choosing = () => at('GAIN_CHOICE', [{ kind: 'GAIN_CHOICE', n: 2 }]);
const buying = () => at('BUY', [{ kind: 'BUY', discount: 'two', extraKeep: 0 }]);
const malformed = (state: SaltState, input: Record<string, unknown>) => spec.given(state).when(0, input).thenFails('E_MALFORMED', /^Malformed action\.$/);

describe('a goods map is a JSON object', () => {
  it('null, a string, a number or a list in its place is malformed', () => {
    malformed(choosing(), { type: 'chooseGoods', goods: null });
    malformed(choosing(), { type: 'chooseGoods', goods: 'fish' });
    malformed(choosing(), { type: 'chooseGoods', goods: 2 });
    malformed(choosing(), { type: 'chooseGoods', goods: ['fish', 'wood'] });
  });
});

describe('a list of goods holds strings only', () => {
  it('a required shipment that is missing, a number, or holds a number or a list is malformed', () => {
    malformed(buying(), { type: 'buy', building: 'B01' });
    malformed(buying(), { type: 'buy', building: 'B01', ship: 3 });
    malformed(buying(), { type: 'buy', building: 'B01', ship: ['fish', 3] });
    malformed(buying(), { type: 'buy', building: 'B01', ship: [['fish']] });
  });

  it('an optional keep may be absent, but not a string, null, or hold a number', () => {
    malformed(buying(), { type: 'buy', building: 'B01', ship: ['fish'], keep: 'fish' });
    malformed(buying(), { type: 'buy', building: 'B01', ship: ['fish'], keep: null });
    malformed(buying(), { type: 'buy', building: 'B01', ship: ['fish'], keep: ['fish', 1] });
  });
});

describe('good names inside a list', () => {
  it('the first bad name of a shipment, of a keep, of a swapped pair is named', () => {
    spec.given(buying()).when(0, { type: 'buy', building: 'B01', ship: ['fish', 'salt'] }).thenFails('E_UNKNOWN_GOOD', /^Unknown good: salt\.$/);
    spec.given(buying()).when(0, { type: 'buy', building: 'B01', ship: ['fish'], keep: ['pearls'] }).thenFails('E_UNKNOWN_GOOD', /^Unknown good: pearls\.$/);
    spec.given(at('MARKET_SWAP', [{ kind: 'MARKET_SWAP' }])).when(0, { type: 'swapMarket', goods: ['fish', 'amber'] }).thenFails('E_UNKNOWN_GOOD', /^Unknown good: amber\.$/);
  });
});

describe('goods amounts are whole numbers from 0 to 6', () => {
  const bad = (amount: unknown) =>
    spec.given(choosing()).when(0, { type: 'chooseGoods', goods: { fish: amount } }).thenFails('E_BAD_AMOUNT', /^Goods amounts must be whole numbers from 0 to 6\.$/);
  it('a string, a fraction, a negative number or 7 is refused', () => {
    bad('2');
    bad(1.5);
    bad(-1);
    bad(7);
  });
});
