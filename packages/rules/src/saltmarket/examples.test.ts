/** Spec §9, every worked example as given/when/then. Goods are (fish, livestock, wood, stone). */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const mayBuy = { step: 'MAY_BUY' as const, pending: [{ kind: 'MAY_BUY' as const }] };

/** Plays the active seat's first legal action until the turn passes (a simple, deterministic turn). */
function takeTurn(state: SaltState): SaltState {
  const seat = state.active;
  const turn = state.turn;
  let s = state;
  while (s.phase === 'play' && s.turn === turn) {
    const [first] = saltmarket.legalActions(s, seat);
    s = play(s, seat, first);
  }
  return s;
}

describe('shipping and the market shift (spec §2)', () => {
  it('E1: shipping stone from the top slot pays $5 and sends stone to the bottom', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(0, 0, 0, 5), goods(0, 0, 0, 0)], market: ['stone', 'fish', 'wood', 'livestock'], pawns: ['S-drover', null], ...mayBuy });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['stone'] }).then(({ state, log }) => {
      expect(state.market).toEqual(['fish', 'wood', 'livestock', 'stone']);
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 0, 0));
      expect(log[0]?.text).toBe('@0 ships 5 stone for $5 and buys the Crab Shack for $3 ($2 lost).');
    });
  });

  it('E2: two goods ship at their old values and fall in their old relative order', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(3, 0, 5, 0), goods(0, 0, 0, 0)], market: ['wood', 'stone', 'fish', 'livestock'], display: ['B15', 'B01', 'B02', 'B03', 'B04'], ...mayBuy });
    spec.given(s).when(0, { type: 'buy', building: 'B15', ship: ['fish', 'wood'] }).then(({ state, log, action }) => {
      expect(state.market).toEqual(['stone', 'livestock', 'wood', 'fish']);
      expect(log[0]?.text).toMatch(/for \$8 and buys the Farmstead for \$7 \(\$1 lost\)/);
      expect(action).toMatchObject({ ship: ['fish', 'wood'], keep: [] });
    });
  });

  it('E4: a good below its requirement cannot ship', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(0, 0, 4, 0), goods(0, 0, 0, 0)], market: ['wood', 'stone', 'fish', 'livestock'], ...mayBuy });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['wood'] }).thenFails('E_BELOW_REQUIREMENT', /^You cannot ship wood: you need at least 5 but have 4\.$/);
  });

  it('E5: the Stevedore with a warehouse keeps up to 2 shipped units in any mix', () => {
    const s = table({ characters: ['stevedore', 'forester'], goods: [goods(5, 0, 0, 3), goods(0, 0, 0, 0)], owns: [['B03'], []], market: ['fish', 'livestock', 'stone', 'wood'], display: ['B08', 'B01', 'B02', 'B04', 'B05'], ...mayBuy });
    const given = spec.given(s);
    given.when(0, { type: 'buy', building: 'B08', ship: ['fish', 'stone'], keep: ['fish', 'stone'] }).then(({ state, log }) => {
      expect(state.players[0]?.goods).toEqual(goods(1, 0, 0, 1));
      expect(state.market).toEqual(['livestock', 'wood', 'fish', 'stone']);
      expect(log[0]?.text).toMatch(/for \$8 .* for \$5 \(\$3 lost\)/);
    });
    given.when(0, { type: 'buy', building: 'B08', ship: ['fish', 'stone'], keep: ['fish', 'fish'] }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(2, 0, 0, 0));
    });
    given.when(0, { type: 'buy', building: 'B08', ship: ['fish', 'stone'], keep: ['fish', 'fish', 'stone'] }).thenFails('E_KEEP_TOO_MANY', /^You may keep at most 2 shipped goods\.$/);
    given.when(0, { type: 'buy', building: 'B08', ship: ['fish', 'stone'], keep: ['wood'] }).thenFails('E_KEEP_NOT_SHIPPED', /^You cannot keep wood: you did not ship it\.$/);
  });

  it('E15: the Speculator ships with 1 unit less at the same price', () => {
    const market = ['fish', 'stone', 'wood', 'livestock'] as SaltState['market'];
    const speculator = table({ characters: ['speculator', 'forester'], goods: [goods(0, 0, 0, 3), goods(0, 0, 0, 0)], market, ...mayBuy });
    spec.given(speculator).when(0, { type: 'buy', building: 'B01', ship: ['stone'] }).then(({ log }) => {
      expect(log[0]?.text).toMatch(/ships 3 stone for \$4/);
    });
    const other = table({ characters: ['drover', 'forester'], goods: [goods(0, 0, 0, 3), goods(0, 0, 0, 0)], market, ...mayBuy });
    spec.given(other).when(0, { type: 'buy', building: 'B01', ship: ['stone'] }).thenFails('E_BELOW_REQUIREMENT', /^You cannot ship stone: you need at least 4 but have 3\.$/);
  });

  it('E16: another player shipping stone gives the Mason 1 stone; his own shipment does not', () => {
    const s = table({ characters: ['drover', 'forester', 'mason'], goods: [goods(0, 0, 0, 5), goods(0, 0, 0, 0), goods(0, 0, 0, 2)], market: ['stone', 'fish', 'wood', 'livestock'], ...mayBuy });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['stone'] }).then(({ state, log }) => {
      expect(state.players[2]?.goods.stone).toBe(3);
      expect(log.map((l) => l.text)).toContain('@2, the Mason, gains 1 stone.');
    });
    const own = table({ characters: ['drover', 'forester', 'mason'], goods: [goods(0, 0, 0, 0), goods(0, 0, 0, 0), goods(0, 0, 0, 5)], market: ['stone', 'fish', 'wood', 'livestock'], active: 2, ...mayBuy });
    spec.given(own).when(2, { type: 'buy', building: 'B01', ship: ['stone'] }).then(({ state }) => {
      expect(state.players[2]?.goods.stone).toBe(0);
    });
  });
});

describe('moves and tolls (spec §4.2, §4.3)', () => {
  it('E6: the toll goes to the Landlord, who gains 1 more of it, capped', () => {
    const s = table({ characters: ['drover', 'landlord'], goods: [goods(0, 2, 3, 1), goods(0, 0, 5, 0)], owns: [[], ['B14']] });
    spec.given(s).when(0, { type: 'move', building: 'B14', toll: 'wood' }).then(({ state, log }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 2, 2, 4));
      expect(state.players[1]?.goods).toEqual(goods(0, 0, 6, 0));
      expect(log.map((l) => l.text)).toContain('@0 pays @1 a toll of 1 wood, and 1 more as the Landlord (1 lost to the cap of 6).');
    });
  });

  it('E7: a top hat owes no toll; a hatless player must name one', () => {
    const hat = table({ characters: ['drover', 'landlord'], goods: [goods(0, 2, 3, 1), goods(0, 0, 5, 0)], owns: [['B04'], ['B14']] });
    spec.given(hat).when(0, { type: 'move', building: 'B14', toll: 'wood' }).thenFails('E_NO_TOLL', /^No toll is owed here\.$/);
    spec.given(hat).when(0, { type: 'move', building: 'B14' }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 2, 3, 4));
      expect(state.players[1]?.goods).toEqual(goods(0, 0, 5, 0));
    });
    const hatless = table({ characters: ['drover', 'landlord'], goods: [goods(0, 2, 3, 1), goods(0, 0, 5, 0)], owns: [[], ['B14']] });
    spec.given(hatless).when(0, { type: 'move', building: 'B14' }).thenFails('E_TOLL_MISSING', /^Choose a good to pay the toll\.$/);
  });

  it('E8: gains stop at 6, the Fishwife\'s fish included, and the move is still legal', () => {
    const s = table({ characters: ['fishwife', 'forester'], goods: [goods(5, 6, 0, 0), goods(0, 0, 0, 0)], display: ['B09', 'B01', 'B02', 'B03', 'B04'] });
    spec.given(s).when(0, { type: 'move', building: 'B09' }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(6, 6, 0, 0));
    });
  });

  it('E9: the action must be payable after the toll', () => {
    const owned = table({ characters: ['drover', 'forester'], goods: [goods(1, 0, 0, 0), goods(0, 0, 0, 0)], owns: [[], ['B11']] });
    spec.given(owned).when(0, { type: 'move', building: 'B11', toll: 'fish' }).thenFails('E_CANNOT_PAY', /^You cannot pay for that building's action\.$/);
    const shown = table({ characters: ['drover', 'forester'], goods: [goods(1, 0, 0, 0), goods(0, 0, 0, 0)], display: ['B11', 'B01', 'B02', 'B03', 'B04'] });
    spec.given(shown).when(0, { type: 'move', building: 'B11' }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 1, 1, 1));
    });
  });

  it('E20: with no legal move, odd jobs take the pawn off the map for 1 good', () => {
    const s = table({
      characters: ['drover', 'forester'],
      owns: [['B13'], []],
      pawns: ['S-drover', 'B21'],
      display: ['B11', 'B12', 'B19', 'B16', 'B21'],
    });
    expect(saltmarket.legalActions(s, 0).map((a) => a.type)).toEqual(['oddJobs', 'oddJobs', 'oddJobs', 'oddJobs']);
    spec.given(s).when(0, { type: 'move', building: 'B11' }).thenFails('E_CANNOT_PAY', /^You cannot pay for that building's action\.$/);
    const after = spec.given(s).when(0, { type: 'oddJobs', good: 'wood' }).then(({ state }) => {
      expect(state.players[0]?.pawn).toBeNull();
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 1, 0));
      expect(state.active).toBe(1);
    });
    const back = takeTurn(after);
    expect(saltmarket.legalActions(back, 0)).toContainEqual({ type: 'move', player: 0, building: 'S-drover' });
  });

  it('E21: an optional buy with no possible purchase is skipped and the turn ends', () => {
    const s = table({ characters: ['drover', 'forester'] });
    spec.given(s).when(0, { type: 'move', building: 'S-drover' }).then(({ state, log }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 1, 0, 0));
      expect([state.step, state.active, state.turn]).toEqual(['move', 1, 1]);
      expect(log.map((l) => l.text)).toContain(
        '@0 cannot afford a building (no good they hold meets its shipping requirement), so the optional buy is skipped.',
      );
    });
  });
});

describe('market decisions and trade (spec §4.4)', () => {
  it('E17: the Price Crier lifts a good to the top and gives 1 of it', () => {
    const s = table({ characters: ['drover', 'forester'], market: ['fish', 'wood', 'stone', 'livestock'], display: ['B17', 'B01', 'B02', 'B03', 'B04'] });
    const at = spec.given(s).when(0, { type: 'move', building: 'B17' }).then(({ state }) => expect(state.step).toBe('MARKET_TOP'));
    spec.given(at).when(0, { type: 'chooseGood', good: 'stone' }).then(({ state }) => {
      expect(state.market).toEqual(['stone', 'fish', 'wood', 'livestock']);
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 0, 1));
    });
  });

  it('E19: trade 2 wood for 3 stone', () => {
    const s = table({ characters: ['drover', 'forester'], goods: [goods(0, 0, 4, 1), goods(0, 0, 0, 0)], step: 'TRADE', pending: [{ kind: 'TRADE' }] });
    spec.given(s).when(0, { type: 'trade', give: 'wood', get: 'stone' }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 2, 4));
    });
  });
});

describe('the end (spec §4.6, §7)', () => {
  /** P1 (seat 1) makes a 4th purchase at his starting building's optional buy. */
  const triggering = (seats: number, active: number, turn: number) =>
    table({
      characters: ['drover', 'forester', 'tallyman'].slice(0, seats) as ('drover' | 'forester' | 'tallyman')[],
      goods: Array.from({ length: seats }, (_, s) => (s === active ? goods(6, 0, 0, 0) : goods(0, 0, 0, 0))),
      owns: Array.from({ length: seats }, (_, s) => (s === active ? ['B22', 'B24', 'B25'] : [])),
      active,
      turn,
      ...mayBuy,
      market: ['fish', 'livestock', 'wood', 'stone'],
    });

  it('E12: after P1\'s 4th purchase in round 9, P2 and P0 get one last turn each, then the game ends', () => {
    // round 9 in seat order P0, P1, P2: P0 has played 9 turns, P1 is on his 9th
    let s = triggering(3, 1, 25);
    s = play(s, 1, { type: 'buy', building: 'B01', ship: ['fish'] });
    expect(s.endTrigger).toEqual({ by: 1, remaining: [0] });
    expect([s.active, s.turn]).toEqual([2, 26]);
    s = takeTurn(s);
    expect([s.phase, s.active]).toEqual(['play', 0]);
    s = takeTurn(s);
    expect(s.phase).toBe('over');
    // P0 10 turns, P1 9, P2 9
    expect(s.turn).toBe(28);
    expect(saltmarket.outcome(s)?.seats).toHaveLength(3);
  });

  it('E12 (2p): when P0 triggers, P1 plays once and the game ends', () => {
    let s = triggering(2, 0, 10);
    s = play(s, 0, { type: 'buy', building: 'B01', ship: ['fish'] });
    expect([s.phase, s.active, s.endTrigger]).toEqual(['play', 1, { by: 0, remaining: [] }]);
    s = takeTurn(s);
    expect(s.phase).toBe('over');
  });

  it('E13: solo, a 4th purchase on turn 14 wins at once', () => {
    const s = table({ characters: ['drover'], goods: [goods(6, 0, 0, 0)], owns: [['B22', 'B24', 'B25']], turn: 13, ...mayBuy });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['fish'] }).then(({ state }) => {
      expect(state.phase).toBe('over');
      expect(state.turn).toBe(14);
      expect(saltmarket.outcome(state)?.winners).toEqual([0]);
    });
  });

  it('E13: solo, turn 20 ending with 3 purchases is a loss, the score still reported', () => {
    const s = table({ characters: ['drover'], owns: [['B22', 'B24', 'B25']], turn: 19 });
    spec.given(s).when(0, { type: 'move', building: 'B01' }).then(({ state }) => {
      expect(state.phase).toBe('over');
      const result = saltmarket.outcome(state);
      expect(result?.winners).toEqual([]);
      expect(result?.seats[0]?.score).toBe(6 + 8 + 9);
    });
  });
});
