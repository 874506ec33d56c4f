/**
 * Spec §5 generic checks: a required field missing or of the wrong JSON type is "Malformed action." (the game's own
 * error, not the schema's generic payload error), for every action with fields; the state untouched.
 */
import { describe, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { specFor } from '../core/testing/spec.ts';
import type { Effect } from './effects.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState, Step } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const malformed = /^Malformed action\.$/;
const at = (step: Step, pending: Effect[]) => table({ characters: ['drover', 'forester'], goods: [goods(3, 2, 2, 2), goods(0, 0, 0, 0)], step, pending });
const refusesAsMalformed = (state: SaltState, input: Record<string, unknown>) => spec.given(state).when(0, input).thenFails('E_MALFORMED', malformed);

describe('malformed fields', () => {
  it('setup: a character that is not a string, goods missing or not a map', () => {
    const opening = saltmarket.setup(2, {}, 'check-shapes', aloud).state;
    refusesAsMalformed(opening, { type: 'setup', character: 5, goods: { fish: 3 } });
    refusesAsMalformed(opening, { type: 'setup', goods: { fish: 3 } });
    refusesAsMalformed(opening, { type: 'setup', character: opening.players[0]?.dealt[0], goods: 'fish' });
    refusesAsMalformed(opening, { type: 'setup', character: opening.players[0]?.dealt[0] });
  });

  it('oddJobs and chooseGood: a good that is missing or not a string', () => {
    refusesAsMalformed(at('move', []), { type: 'oddJobs', good: 5 });
    refusesAsMalformed(at('move', []), { type: 'oddJobs' });
    refusesAsMalformed(at('MARKET_TOP', [{ kind: 'MARKET_TOP' }]), { type: 'chooseGood', good: ['fish'] });
    refusesAsMalformed(at('MARKET_TOP', [{ kind: 'MARKET_TOP' }]), { type: 'chooseGood' });
  });

  it('swapMarket: goods that are not a list of two strings', () => {
    const swap = at('MARKET_SWAP', [{ kind: 'MARKET_SWAP' }]);
    refusesAsMalformed(swap, { type: 'swapMarket', goods: 'fish' });
    refusesAsMalformed(swap, { type: 'swapMarket', goods: ['fish', 5] });
    refusesAsMalformed(swap, { type: 'swapMarket', goods: ['fish', 'wood', 'stone'] });
  });

  it('trade: give or get missing or not a string', () => {
    const trading = at('TRADE', [{ kind: 'TRADE' }]);
    refusesAsMalformed(trading, { type: 'trade', give: 5, get: 'fish' });
    refusesAsMalformed(trading, { type: 'trade', give: 'fish', get: null });
    refusesAsMalformed(trading, { type: 'trade', give: 'fish' });
  });

  it('buy: a building that is not a string, a shipment that is not a list of strings, a keep likewise', () => {
    const buying = at('BUY', [{ kind: 'BUY', discount: 'two', extraKeep: 0 }]);
    refusesAsMalformed(buying, { type: 'buy', building: 5, ship: ['fish'] });
    refusesAsMalformed(buying, { type: 'buy', ship: ['fish'] });
    refusesAsMalformed(buying, { type: 'buy', building: 'B01', ship: 'fish' });
    refusesAsMalformed(buying, { type: 'buy', building: 'B01' });
    refusesAsMalformed(buying, { type: 'buy', building: 'B01', ship: ['fish', 3] });
    refusesAsMalformed(buying, { type: 'buy', building: 'B01', ship: ['fish'], keep: 'fish' });
    refusesAsMalformed(buying, { type: 'buy', building: 'B01', ship: ['fish'], keep: [2] });
  });

  it('a malformed field comes before a bad good name', () => {
    refusesAsMalformed(at('TRADE', [{ kind: 'TRADE' }]), { type: 'trade', give: 'salt', get: 7 });
    refusesAsMalformed(at('BUY', [{ kind: 'BUY', discount: 'two', extraKeep: 0 }]), { type: 'buy', building: 'B01', ship: ['salt'], keep: 'salt' });
  });
});
