/** Spec §5: every refusal, its code and its exact message, in the spec's order of checks; the state untouched. */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { specFor } from '../core/testing/spec.ts';
import { goods, play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const base = () => table({ characters: ['drover', 'forester'], goods: [goods(2, 1, 0, 0), goods(0, 0, 0, 0)], owns: [[], ['B14']], pawns: ['S-drover', 'B01'] });

describe('generic checks', () => {
  it('refuse in the spec\'s order: game over, not seated, not your turn', () => {
    const over = { ...base(), phase: 'over' as const };
    spec.given(over).when(0, { type: 'move', building: 'B02' }).thenFails('E_GAME_OVER', /^The game is over\.$/);
    spec.given(base()).when(5, { type: 'move', building: 'B02' }).thenFails('E_NOT_SEATED', /^You are not in this game\.$/);
    spec.given(base()).when(1, { type: 'nonsense' }).thenFails('E_NOT_YOUR_TURN', /^It is not your turn\.$/);
    // the sender is seat 1, whatever the body says: naming the active seat is still not its turn (issue 49, point 5)
    spec.given(base()).when(1, { type: 'move', building: 'B02', player: 0 }).thenFails('E_NOT_YOUR_TURN', /^It is not your turn\.$/);
    // the active seat naming another: the platform's one check of the acting seat
    spec.given(base()).when(0, { type: 'move', building: 'B02', player: 1 }).thenFails('E_NOT_YOUR_SEAT');
  });

  it('an unknown type, or none, is an unknown action type in the spec\'s words; a known one in the wrong step is not allowed now', () => {
    spec.given(base()).when(0, { type: 'nonsense' }).thenFails('E_BAD_PAYLOAD', /^Unknown action type\.$/);
    spec.given(base()).when(0, { building: 'B02' }).thenFails('E_BAD_PAYLOAD', /^Unknown action type\.$/);
    spec.given(base()).when(0, { type: 'trade', give: 5 }).thenFails('E_NOT_ALLOWED', /^That action is not allowed now\.$/);
    spec.given(base()).when(0, { type: 'setup', character: 'drover', goods: {} }).thenFails('E_NOT_ALLOWED');
  });

  it('a missing or mistyped field is malformed, then a bad good name, then a bad amount', () => {
    const s = base();
    spec.given(s).when(0, { type: 'move' }).thenFails('E_MALFORMED', /^Malformed action\.$/);
    spec.given(s).when(0, { type: 'move', building: 'B02', toll: 3 }).thenFails('E_MALFORMED');
    spec.given(s).when(0, { type: 'oddJobs', good: 'salt' }).thenFails('E_UNKNOWN_GOOD', /^Unknown good: salt\.$/);
    const choosing = { ...s, step: 'GAIN_CHOICE' as const, pending: [{ kind: 'GAIN_CHOICE' as const, n: 2 }] };
    spec.given(choosing).when(0, { type: 'chooseGoods', goods: [] }).thenFails('E_MALFORMED');
    spec.given(choosing).when(0, { type: 'chooseGoods', goods: { salt: 'x' } }).thenFails('E_UNKNOWN_GOOD', /^Unknown good: salt\.$/);
    spec.given(choosing).when(0, { type: 'chooseGoods', goods: { fish: 1.5 } }).thenFails('E_BAD_AMOUNT', /^Goods amounts must be whole numbers from 0 to 6\.$/);
    spec.given(choosing).when(0, { type: 'chooseGoods', goods: { fish: 7 } }).thenFails('E_BAD_AMOUNT');
  });
});

describe('move', () => {
  it('refuses unknown, undealt, own, occupied buildings and wrong tolls', () => {
    const s = base();
    spec.given(s).when(0, { type: 'move', building: 'B99' }).thenFails('E_UNKNOWN_BUILDING', /^Unknown building: B99\.$/);
    spec.given(s).when(0, { type: 'move', building: 'B28' }).thenFails('E_NOT_IN_PLAY', /^That building is not in play\.$/);
    spec.given(s).when(0, { type: 'move', building: 'S-mason' }).thenFails('E_NOT_IN_PLAY');
    spec.given(s).when(0, { type: 'move', building: 'S-drover' }).thenFails('E_SAME_BUILDING', /^You must move to a different building\.$/);
    spec.given(s).when(0, { type: 'move', building: 'B01' }).thenFails('E_OCCUPIED', /^That building is occupied\.$/);
    spec.given(s).when(0, { type: 'move', building: 'B14', toll: 'wood' }).thenFails('E_CANNOT_PAY_TOLL', /^You have no wood to pay the toll\.$/);
    spec.given(s).when(0, { type: 'move', building: 'B02', toll: 'fish' }).thenFails('E_NO_TOLL');
  });

  it('refuses a trade or a mandatory buy that cannot be made', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(1, 1, 1, 1), goods(0, 0, 0, 0)], display: ['B16', 'B19', 'B20', 'B21', 'B27'] });
    spec.given(s).when(0, { type: 'move', building: 'B16' }).thenFails('E_CANNOT_TRADE', /^You need 2 of one good to trade\.$/);
    spec.given(s).when(0, { type: 'move', building: 'B19' }).thenFails('E_CANNOT_AFFORD', /^You cannot afford any building on display\.$/);
  });

  it('refuses odd jobs while a move is legal', () => {
    spec.given(base()).when(0, { type: 'oddJobs', good: 'fish' }).thenFails('E_HAS_MOVE', /^You have a legal move, so you cannot take odd jobs\.$/);
  });
});

describe('decisions', () => {
  it('chooseGoods needs exactly n', () => {
    const s = { ...base(), step: 'GAIN_CHOICE' as const, pending: [{ kind: 'GAIN_CHOICE' as const, n: 2 }] };
    spec.given(s).when(0, { type: 'chooseGoods', goods: { fish: 1 } }).thenFails('E_WRONG_COUNT', /^Choose exactly 2 goods\.$/);
    spec.given(s).when(0, { type: 'chooseGoods', goods: { fish: 1, stone: 1, wood: 0 } }).then(({ action }) => {
      expect(action).toEqual({ type: 'chooseGoods', player: 0, goods: { fish: 1, stone: 1 } });
    });
  });

  it('swapMarket needs two different goods; the pair is stored in goods order', () => {
    const s = { ...base(), step: 'MARKET_SWAP' as const, pending: [{ kind: 'MARKET_SWAP' as const }] };
    spec.given(s).when(0, { type: 'swapMarket', goods: ['wood', 'wood'] }).thenFails('E_SAME_GOOD', /^Choose two different goods\.$/);
    spec.given(s).when(0, { type: 'swapMarket', goods: ['wood'] }).thenFails('E_MALFORMED');
    spec.given(s).when(0, { type: 'swapMarket', goods: ['stone', 'fish'] }).then(({ state, action }) => {
      expect(action).toEqual({ type: 'swapMarket', player: 0, goods: ['fish', 'stone'] });
      expect(state.market).toEqual(['stone', 'livestock', 'wood', 'fish']);
      expect(state.players[0]?.goods).toEqual(goods(3, 1, 0, 1));
    });
  });

  it('trade needs different goods and 2 of what is given', () => {
    const s = { ...base(), step: 'TRADE' as const, pending: [{ kind: 'TRADE' as const }] };
    spec.given(s).when(0, { type: 'trade', give: 'fish', get: 'fish' }).thenFails('E_SAME_GOOD', /^Give and get must be different goods\.$/);
    spec.given(s).when(0, { type: 'trade', give: 'livestock', get: 'fish' }).thenFails('E_TRADE_SHORT', /^You need at least 2 livestock to trade\.$/);
  });

  it('buy: not on display, a good listed twice, not enough money, keeping more than held', () => {
    const s = table({ characters: ['stevedore', 'forester'], goods: [goods(5, 0, 0, 1), goods(0, 0, 0, 0)], owns: [['B03'], []], step: 'MAY_BUY', pending: [{ kind: 'MAY_BUY' }], display: ['B27', 'B01', 'B02', 'B04', 'B05'] });
    spec.given(s).when(0, { type: 'buy', building: 'B14', ship: ['fish'] }).thenFails('E_NOT_ON_DISPLAY', /^That building is not on display\.$/);
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['fish', 'fish'] }).thenFails('E_DUPLICATE_GOOD', /^You listed fish twice in the shipment\.$/);
    spec.given(s).when(0, { type: 'buy', building: 'B27', ship: ['fish'] }).thenFails('E_NOT_ENOUGH_MONEY', /^Not enough money: your shipment pays \$5 but the building costs \$12\.$/);
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: [] }).thenFails('E_NOT_ENOUGH_MONEY', /pays \$0 but the building costs \$3\./);
    const one = table({ characters: ['stevedore', 'speculator'], goods: [goods(0, 0, 0, 0), goods(0, 0, 0, 1)], owns: [[], ['B03']], active: 1, step: 'MAY_BUY', pending: [{ kind: 'MAY_BUY' }], display: ['B01', 'B02', 'B04', 'B05', 'B06'] });
    spec.given(one).when(1, { type: 'buy', building: 'B01', ship: ['stone'], keep: ['stone', 'stone'] }).thenFails('E_NOT_ENOUGH_MONEY');
  });

  it('buy: you cannot keep more of a good than you shipped', () => {
    // the Speculator ships 1 stone from the bottom slot; two warehouses
    const s = table({ characters: ['speculator', 'forester'], goods: [goods(5, 0, 0, 1), goods(0, 0, 0, 0)], owns: [['B03', 'B07'], []], step: 'MAY_BUY', pending: [{ kind: 'MAY_BUY' }], market: ['livestock', 'wood', 'fish', 'stone'], display: ['B01', 'B02', 'B04', 'B05', 'B06'] });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['stone', 'fish'], keep: ['stone', 'stone'] }).thenFails('E_KEEP_MORE_THAN_SHIPPED', /^You cannot keep 2 stone: you shipped only 1\.$/);
  });

  it('skipBuy: refused at a mandatory buy, not allowed outside a buy, accepted at an optional one', () => {
    const must = { ...base(), goods: undefined, step: 'BUY' as const, pending: [{ kind: 'BUY' as const, discount: 'two' as const, extraKeep: 0 }] };
    spec.given(must).when(0, { type: 'skipBuy' }).thenFails('E_MUST_BUY', /^This building requires you to buy\.$/);
    spec.given(base()).when(0, { type: 'skipBuy' }).thenFails('E_NOT_ALLOWED');
    const may = { ...base(), step: 'MAY_BUY' as const, pending: [{ kind: 'MAY_BUY' as const }] };
    spec.given(may).when(0, { type: 'skipBuy' }).then(({ state }) => expect([state.active, state.step]).toEqual([1, 'move']));
  });
});

describe('setup', () => {
  const opening = () => saltmarket.setup(2, {}, 'errors', aloud).state;

  it('refuses an undealt character and wrong totals (3, or 6 for the Quartermaster)', () => {
    const s = opening();
    const mine = s.players[0]?.dealt[0];
    const theirs = s.players[1]?.dealt[0];
    spec.given(s).when(0, { type: 'setup', character: theirs, goods: { fish: 3 } }).thenFails('E_NOT_DEALT', /^That character was not dealt to you\.$/);
    const need = mine === 'quartermaster' ? 6 : 3;
    spec.given(s).when(0, { type: 'setup', character: mine, goods: { fish: 2 } }).thenFails('E_BAD_TOTAL', new RegExp(`^Starting goods must total exactly ${need}\\.$`));
  });

  it('refuses a change once the seat has changed its choice 10 times', () => {
    let s = opening();
    const mine = s.players[0]?.dealt.find((c) => c !== 'quartermaster');
    if (!mine) throw new Error('two Quartermasters');
    for (let k = 0; k <= 10; k++) s = play(s, 0, { type: 'setup', character: mine, goods: { fish: 3 } });
    expect(saltmarket.legalActions(s, 0)).toEqual([]);
    spec.given(s).when(0, { type: 'setup', character: mine, goods: { wood: 3 } }).thenFails('E_ALREADY_CHOSEN', /^You have already chosen your setup\.$/);
  });
});
