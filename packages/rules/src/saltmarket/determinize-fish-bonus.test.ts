/**
 * determinize keeps the Fishwife's "once per building action" fish (spec §4.4, §6.2) as the truth has it: the view
 * does not show whether the extra fish was taken, but the building under her pawn and the effects still pending tell
 * it. Each expected value is worked from the building's printed action (§6.1, §6.3) and the queue (§4.1).
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { determinize } from './determinize.ts';
import { goods, play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const drawn = (state: SaltState, seat: Seat) => determinize(saltmarket.view(state, seat), seat, Rng.fromSeed('fish-bonus'));

/** 3 of each good: enough to ship for a building, so the optional buy (MAY_BUY) waits instead of being skipped (E21). */
const rich = goods(3, 3, 3, 3);

/** Fishwife at seat 0 (active), a Drover and a Landlord beside her; nobody wears a top hat. */
const start = () => table({ characters: ['fishwife', 'drover', 'landlord'], goods: [rich, goods(0, 0, 0, 0), goods(0, 0, 0, 0)] });

describe('the Fishwife bonus in a drawn state (spec §4.4)', () => {
  it('taken: at her Smokehouse the 1 fish is gained (+1 bonus) and MAY_BUY waits', () => {
    const s = play(start(), 0, { type: 'move', building: 'S-fishwife' });
    // Smokehouse: gain 1 fish, then MAY_BUY. 3 + 1 + 1 bonus = 5 fish; the optional buy waits.
    expect([s.step, s.players[0]?.goods.fish]).toEqual(['MAY_BUY', 5]);
    for (const seat of [0, 1, 2] as Seat[]) expect(drawn(s, seat).fishBonusTaken).toBe(true);
  });

  it('not taken: at the Cattle Pen (1 livestock, then MAY_BUY) no fish was gained', () => {
    // Toll to the Drover: 1 wood. Then 1 livestock; MAY_BUY waits.
    const s = play(start(), 0, { type: 'move', building: 'S-drover', toll: 'wood' });
    expect([s.step, s.players[0]?.goods]).toEqual(['MAY_BUY', goods(3, 4, 2, 3)]);
    expect(drawn(s, 1).fishBonusTaken).toBe(false);
  });

  it('not taken: at the Rent Office after choosing livestock (GAIN_CHOICE, then MAY_BUY)', () => {
    // Toll to the Landlord: 1 wood (the Landlord gets 1 more wood). GAIN_CHOICE 1 waits, then MAY_BUY.
    const at = play(start(), 0, { type: 'move', building: 'S-landlord', toll: 'wood' });
    expect(at.step).toBe('GAIN_CHOICE');
    expect(drawn(at, 2).fishBonusTaken).toBe(false);
    const s = play(at, 0, { type: 'chooseGoods', goods: { livestock: 1 } });
    expect([s.step, s.players[0]?.goods]).toEqual(['MAY_BUY', goods(3, 4, 2, 3)]);
    expect(drawn(s, 2).fishBonusTaken).toBe(false);
  });

  it('not hers: the Stevedore at his Loading Dock gains 1 fish and no bonus is taken', () => {
    const s = play(table({ characters: ['stevedore', 'drover'], goods: [rich, rich] }), 0, { type: 'move', building: 'S-stevedore' });
    expect([s.step, s.players[0]?.goods.fish]).toEqual(['MAY_BUY', 4]);
    expect(drawn(s, 1).fishBonusTaken).toBe(false);
  });

  it('a new turn: at the move her pawn still stands on last turn\'s Crab Shack, but nothing is taken yet', () => {
    const s = table({ characters: ['fishwife', 'drover'], owns: [['B01'], []], pawns: ['B01', 'S-drover'], step: 'move' });
    expect(drawn(s, 1).fishBonusTaken).toBe(false);
  });
});
