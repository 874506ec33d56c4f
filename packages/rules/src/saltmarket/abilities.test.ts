/** Spec §6: symbols and every character's ability where the rules use it. */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { TOWN_BUILDINGS } from './buildings.ts';
import { goods, play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

describe('the building table (spec §6.3)', () => {
  it('has 28 buildings with the printed symbol totals: 6 coins, 10 anchors, 5 hats, 7 warehouses', () => {
    expect(TOWN_BUILDINGS).toHaveLength(28);
    const count = (s: string) => TOWN_BUILDINGS.flatMap((b) => b.symbols).filter((x) => x === s).length;
    expect([count('coin'), count('anchor'), count('hat'), count('warehouse')]).toEqual([6, 10, 5, 7]);
  });
});

describe('symbols and "counts as" abilities', () => {
  it('the Alderman owes no toll', () => {
    const s = table({ characters: ['alderman', 'forester'], goods: [goods(1, 0, 0, 0), goods(0, 0, 0, 0)], owns: [[], ['B14']] });
    spec.given(s).when(0, { type: 'move', building: 'B14' }).then(({ state }) => expect(state.players[1]?.goods).toEqual(goods(0, 0, 0, 0)));
  });

  it('coins and the Tallyman take $1 each off every purchase', () => {
    const s = table({ characters: ['tallyman', 'forester'], goods: [goods(0, 0, 0, 2), goods(0, 0, 0, 0)], owns: [['B02'], []], step: 'MAY_BUY', pending: [{ kind: 'MAY_BUY' }], display: ['B05', 'B01', 'B03', 'B04', 'B06'] });
    // stone at the bottom pays $2: the Bait & Tackle costs 4 − 1 coin − 1 Tallyman = $2
    spec.given(s).when(0, { type: 'buy', building: 'B05', ship: ['stone'] }).then(({ log }) => expect(log[0]?.text).toMatch(/for \$2\.$/));
  });

  it('the Dry Dock discounts $1 per anchor, the Navigator\'s included; "per anchor" gains count the user\'s anchors', () => {
    const s = table({ characters: ['navigator', 'forester'], goods: [goods(0, 0, 0, 2), goods(0, 0, 0, 0)], owns: [['B01'], []], display: ['B21', 'B05', 'B02', 'B03', 'B04'] });
    const atDock = spec.given(s).when(0, { type: 'move', building: 'B21' }).then(({ state }) => expect(state.step).toBe('BUY'));
    // Bait & Tackle: 4 − 2 anchors = $2, paid by 2 stone at the bottom
    const bought = spec.given(atDock).when(0, { type: 'buy', building: 'B05', ship: ['stone'] }).then(({ state }) => expect(state.players[0]?.purchases).toBe(2));
    const next = play(bought, 1, { type: 'move', building: 'S-forester' });
    // now 3 anchors (B01, B05, Navigator): Bait & Tackle gives 1 + 3 fish
    spec.given(next).when(0, { type: 'move', building: 'B05' }).then(({ state }) => expect(state.players[0]?.goods.fish).toBe(4));
  });

  it('the Customs House keeps 1 more, on top of warehouses and the Stevedore', () => {
    const s = table({ characters: ['stevedore', 'forester'], goods: [goods(6, 0, 0, 0), goods(0, 0, 0, 0)], display: ['B20', 'B01', 'B02', 'B03', 'B04'] });
    const at = spec.given(s).when(0, { type: 'move', building: 'B20' }).then(({ state }) => expect(state.step).toBe('BUY'));
    spec.given(at).when(0, { type: 'buy', building: 'B01', ship: ['fish'], keep: ['fish', 'fish'] }).then(({ state }) => expect(state.players[0]?.goods.fish).toBe(2));
    spec.given(at).when(0, { type: 'buy', building: 'B01', ship: ['fish'], keep: ['fish', 'fish', 'fish'] }).thenFails('E_KEEP_TOO_MANY', /at most 2 /);
  });

  it('the Bonded Warehouses give 1 + the user\'s warehouses goods of choice', () => {
    const s = table({ characters: ['stevedore', 'forester'], owns: [['B03'], []], display: ['B23', 'B01', 'B02', 'B04', 'B05'] });
    spec.given(s).when(0, { type: 'move', building: 'B23' }).then(({ state }) => {
      expect(state.pending[0]).toEqual({ kind: 'GAIN_CHOICE', n: 3 });
      expect(saltmarket.legalActions(state, 0)).toHaveLength(20);
    });
  });

  it('the Drover\'s livestock pays $1 more', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(0, 2, 0, 0), goods(0, 0, 0, 0)], market: ['fish', 'wood', 'stone', 'livestock'], step: 'MAY_BUY', pending: [{ kind: 'MAY_BUY' }] });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['livestock'] }).then(({ log }) => expect(log[0]?.text).toMatch(/for \$3 and buys/));
  });
});

describe('the Fishwife (spec §4.4)', () => {
  it('gains 1 more fish once per building action, after the effect that gained fish', () => {
    const s = table({ characters: ['fishwife', 'forester'], display: ['B06', 'B01', 'B02', 'B03', 'B04'] });
    const at = spec.given(s).when(0, { type: 'move', building: 'B06' }).then(({ state }) => expect(state.players[0]?.goods).toEqual(goods(0, 1, 0, 0)));
    spec.given(at).when(0, { type: 'chooseGoods', goods: { fish: 1 } }).then(({ state }) => expect(state.players[0]?.goods).toEqual(goods(2, 1, 0, 0)));
    spec.given(table({ characters: ['fishwife', 'forester'] })).when(0, { type: 'move', building: 'B01' }).then(({ state }) => {
      expect(state.players[0]?.goods.fish).toBe(3);
    });
  });

  it('gets nothing from odd jobs or tolls', () => {
    const stuck = table({ characters: ['fishwife', 'forester'], owns: [['B13'], []], pawns: ['S-fishwife', 'B21'], display: ['B11', 'B12', 'B19', 'B16', 'B21'] });
    spec.given(stuck).when(0, { type: 'oddJobs', good: 'fish' }).then(({ state }) => expect(state.players[0]?.goods.fish).toBe(1));
    const owner = table({ characters: ['forester', 'fishwife'], goods: [goods(1, 0, 0, 0), goods(0, 0, 0, 0)], owns: [[], ['B14']] });
    spec.given(owner).when(0, { type: 'move', building: 'B14', toll: 'fish' }).then(({ state }) => expect(state.players[1]?.goods.fish).toBe(1));
  });
});

describe('buying (spec §4.5)', () => {
  it('a building bought under a pawn keeps the pawn; the deck\'s top takes its display position', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(6, 0, 0, 0), goods(0, 0, 0, 0)], pawns: ['S-drover', 'B03'], step: 'MAY_BUY', pending: [{ kind: 'MAY_BUY' }], display: ['B01', 'B02', 'B03', 'B04', 'B05'], deck: ['B28', 'B27'] });
    spec.given(s).when(0, { type: 'buy', building: 'B03', ship: ['fish'] }).then(({ state }) => {
      expect(state.players[1]?.pawn).toBe('B03');
      expect(state.players[0]?.buildings).toEqual(['S-drover', 'B03']);
      expect(state.display).toEqual(['B01', 'B02', 'B28', 'B04', 'B05']);
      expect(state.deck).toEqual(['B27']);
    });
  });

  it('with the deck empty, the bought building\'s display position goes', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(6, 0, 0, 0), goods(0, 0, 0, 0)], step: 'MAY_BUY', pending: [{ kind: 'MAY_BUY' }], display: ['B01', 'B02', 'B03', 'B04', 'B05'], deck: [] });
    spec.given(s).when(0, { type: 'buy', building: 'B02', ship: ['fish'] }).then(({ state }) => expect(state.display).toEqual(['B01', 'B03', 'B04', 'B05']));
  });

  it('the Auction House takes $2 off: the Quarry ($6) costs $4 there, and the full $6 at an optional buy', () => {
    // market fish/livestock/wood/stone at $5/$4/$3/$2: 4 livestock ship for $4, 3 wood for $3
    const s = table({ characters: ['forester', 'drover'], goods: [goods(0, 4, 3, 0), goods(0, 0, 0, 0)], display: ['B19', 'B14', 'B01', 'B02', 'B03'] });
    const atAuction = spec.given(s).when(0, { type: 'move', building: 'B19' }).then(({ state }) => expect(state.step).toBe('BUY'));
    // 6 − 2 = $4: livestock's $4 is enough, wood's $3 is not
    spec.given(atAuction).when(0, { type: 'buy', building: 'B14', ship: ['livestock'] }).then(({ state, log }) => {
      expect(state.players[0]?.buildings).toEqual(['S-forester', 'B14']);
      expect(log[0]?.text).toBe('@0 ships 4 livestock for $4 and buys the Quarry for $4.');
    });
    spec.given(atAuction).when(0, { type: 'buy', building: 'B14', ship: ['wood'] }).thenFails('E_NOT_ENOUGH_MONEY', /^Not enough money: your shipment pays \$3 but the building costs \$4\.$/);
    // no discount at a starting building's optional buy: the same $4 falls $2 short of $6
    const atOptionalBuy = { ...s, step: 'MAY_BUY' as const, pending: [{ kind: 'MAY_BUY' as const }] };
    spec.given(atOptionalBuy).when(0, { type: 'buy', building: 'B14', ship: ['livestock'] }).thenFails('E_NOT_ENOUGH_MONEY', /^Not enough money: your shipment pays \$4 but the building costs \$6\.$/);
  });

  it('a fully discounted building may be bought shipping nothing', () => {
    const s = table({ characters: ['tallyman', 'forester'], owns: [['B02', 'B14'], []], step: 'BUY', pending: [{ kind: 'BUY', discount: 'two', extraKeep: 0 }], display: ['B01', 'B27', 'B26', 'B25', 'B24'] });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: [] }).then(({ state, log }) => {
      expect(state.market).toEqual(s.market);
      expect(log[0]?.text).toBe('@0 ships nothing and buys the Crab Shack for $0.');
    });
  });
});
