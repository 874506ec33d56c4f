/**
 * Spec §5 generic checks: a bad good name is "Unknown good: <x>." (the first bad name, fields in payload order), for
 * every field that names goods; then each action's first own check (an unknown building). The state untouched.
 */
import { describe, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { specFor } from '../core/testing/spec.ts';
import type { Effect } from './effects.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState, Step } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const at = (step: Step, pending: Effect[]) => table({ characters: ['drover', 'forester'], goods: [goods(3, 2, 2, 2), goods(0, 0, 0, 0)], step, pending });
const unknownGood = (state: SaltState, input: Record<string, unknown>, name: string) =>
  spec.given(state).when(0, input).thenFails('E_UNKNOWN_GOOD', new RegExp(`^Unknown good: ${name}\\.$`));
const buying = () => at('BUY', [{ kind: 'BUY', discount: 'two', extraKeep: 0 }]);

describe('bad good names', () => {
  it('setup: a goods map with a key that is no good', () => {
    const opening = saltmarket.setup(2, {}, 'check-good-names', aloud).state;
    unknownGood(opening, { type: 'setup', character: opening.players[0]?.dealt[0], goods: { salt: 3 } }, 'salt');
    unknownGood(opening, { type: 'setup', character: opening.players[0]?.dealt[0], goods: { fish: 2, pearls: 1 } }, 'pearls');
  });

  it('move: a toll that is no good', () => {
    unknownGood(at('move', []), { type: 'move', building: 'B02', toll: 'salt' }, 'salt');
  });

  it('oddJobs, chooseGood and swapMarket: a good that is no good', () => {
    unknownGood(at('move', []), { type: 'oddJobs', good: 'salt' }, 'salt');
    unknownGood(at('MARKET_TOP', [{ kind: 'MARKET_TOP' }]), { type: 'chooseGood', good: 'salt' }, 'salt');
    unknownGood(at('MARKET_SWAP', [{ kind: 'MARKET_SWAP' }]), { type: 'swapMarket', goods: ['salt', 'wood'] }, 'salt');
    unknownGood(at('MARKET_SWAP', [{ kind: 'MARKET_SWAP' }]), { type: 'swapMarket', goods: ['wood', 'pearls'] }, 'pearls');
  });

  it('trade: give, then get', () => {
    const trading = at('TRADE', [{ kind: 'TRADE' }]);
    unknownGood(trading, { type: 'trade', give: 'salt', get: 'fish' }, 'salt');
    unknownGood(trading, { type: 'trade', give: 'fish', get: 'salt' }, 'salt');
    unknownGood(trading, { type: 'trade', give: 'pearls', get: 'salt' }, 'pearls');
  });

  it('buy: the shipment, then the keep', () => {
    unknownGood(buying(), { type: 'buy', building: 'B01', ship: ['salt'] }, 'salt');
    unknownGood(buying(), { type: 'buy', building: 'B01', ship: ['fish'], keep: ['salt'] }, 'salt');
    unknownGood(buying(), { type: 'buy', building: 'B01', ship: ['fish', 'pearls'], keep: ['salt'] }, 'pearls');
  });
});

describe('after the names: a building that is no town building is not on display', () => {
  it('an unknown id, or a starting building (never on the display), is refused with the display message', () => {
    const onDisplay = /^That building is not on display\.$/;
    spec.given(buying()).when(0, { type: 'buy', building: 'B99', ship: ['fish'] }).thenFails('E_NOT_ON_DISPLAY', onDisplay);
    spec.given(buying()).when(0, { type: 'buy', building: 'S-drover', ship: [] }).thenFails('E_NOT_ON_DISPLAY', onDisplay);
  });

  it('a bad good name comes before the building', () => {
    unknownGood(buying(), { type: 'buy', building: 'B99', ship: ['salt'] }, 'salt');
  });
});
