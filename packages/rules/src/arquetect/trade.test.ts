import { describe, expect, it } from 'vitest';
import { table, namesIn, play, refuse } from './fixtures.ts';
import { visibleLog } from './log.ts';
import { handScore } from './scoring.ts';
import type { State } from './state.ts';

/** F2's table: Ana 0, Ben 1, Cai 2, Dee 3 (done); Ana to act. */
const f2 = (): State =>
  table({
    hands: [['Shop', 'Fire', 'Park', 'Apartment'], ['Lake', 'cottage-2', 'Mine'], ['Villa', 'Forest'], ['Bank']],
    done: [false, false, false, true],
  });

const score = (state: State, seat: number) => handScore(state.hands[seat] ?? []);

describe('trade negotiation (spec §3, F2)', () => {
  it('F2: offer, decline, counter, accept, place, end turn', () => {
    const s0 = f2();
    expect([score(s0, 0), score(s0, 1)]).toEqual([0, 5]);
    // (1) the candidates skip the done Dee and the offerer; cards are stored in Ana's hand order
    const s1 = play(s0, 0, { type: 'offerTrade', cards: ['park-1', 'fire-1'], to: 2 });
    expect(s1.step).toBe('respond');
    expect(s1.offer).toEqual({
      from: 0, cards: ['fire-1', 'park-1'], candidates: [2, 1], at: 0, counter: null, acceptPlacement: null,
    });
    // (2) Cai declines: the same offer goes to Ben
    const s2 = play(s1, 2, { type: 'declineOffer' });
    expect([s2.step, s2.offer?.at]).toEqual(['respond', 1]);
    // (3) Ben counters
    const s3 = play(s2, 1, { type: 'counterOffer', cards: ['cottage-2'] });
    expect([s3.step, s3.offer?.counter]).toEqual(['decide', { by: 1, cards: ['cottage-2'] }]);
    // (4) Ana accepts and places the Cottage at 0; nothing moves yet
    const s4 = play(s3, 0, { type: 'acceptCounter', placement: [0] });
    expect([s4.step, s4.offer?.acceptPlacement]).toEqual(['place', [0]]);
    expect(s4.hands).toEqual(s0.hands);
    // (5) Ben places fire-1 at 1 and park-1 at 3; both hands change at once
    const s5 = play(s4, 1, { type: 'placeReceived', placement: [1, 3] });
    expect(namesIn(s5, 0)).toEqual(['Cottage', 'Shop', 'Apartment']);
    expect(namesIn(s5, 1)).toEqual(['Lake', 'Fire', 'Mine', 'Park']);
    expect([score(s5, 0), score(s5, 1)]).toEqual([3, 5]);
    expect([s5.step, s5.offer]).toEqual(['endTurn', null]);
    expect(s5.hands.flat().every((slot) => !slot.out)).toBe(true);
    // (6) Ana ends her turn; Ben is next
    const s6 = play(s5, 0, { type: 'endTurn', done: false });
    expect([s6.step, s6.active, s6.turnsTaken]).toEqual(['act', 1, [1, 0, 0, 0]]);
  });

  it('F2: the offer is public by name, and the accepted placement stays with Ana until the swap', () => {
    const s1 = play(f2(), 0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 2 });
    expect(visibleLog(s1, null).map((e) => e.text)).toEqual(['@0 offers Fire and Park, asking in turn @2 and @1.']);
    const s3 = play(play(s1, 2, { type: 'declineOffer' }), 1, { type: 'counterOffer', cards: ['cottage-2'] });
    const s4 = play(s3, 0, { type: 'acceptCounter', placement: [0] });
    const secret = '@0 will place Cottage at 0.';
    expect(visibleLog(s4, 0).map((e) => e.text)).toContain(secret);
    expect(visibleLog(s4, 1).map((e) => e.text)).not.toContain(secret);
    expect(visibleLog(s4, null).map((e) => e.text)).not.toContain(secret);
    const s5 = play(s4, 1, { type: 'placeReceived', placement: [1, 3] });
    expect(visibleLog(s5, null).at(-1)?.text).toBe(
      'Trade done. @0 gives Fire and Park from 1 and 2; @1 places them at 1 and 3. @1 gives Cottage from 1; @0 places them at 0.',
    );
  });

  it('F3: when Ana rejects the counter and no candidate remains, then the trade fails and the hands are unchanged', () => {
    const s0 = f2();
    let s = play(s0, 0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 2 });
    s = play(s, 2, { type: 'declineOffer' });
    s = play(s, 1, { type: 'counterOffer', cards: ['cottage-2'] });
    s = play(s, 0, { type: 'rejectCounter' });
    expect([s.step, s.active, s.offer]).toEqual(['endTurn', 0, null]);
    expect(s.hands).toEqual(s0.hands);
  });

  it('F3: a rejected counter passes the same offer to the next candidate', () => {
    let s = play(f2(), 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    expect(s.offer?.candidates).toEqual([1, 2]);
    s = play(s, 1, { type: 'counterOffer', cards: ['lake-1'] });
    s = play(s, 0, { type: 'rejectCounter' });
    expect([s.step, s.offer?.at, s.offer?.counter, s.offer?.cards]).toEqual(['respond', 1, null, ['fire-1']]);
    s = play(s, 2, { type: 'declineOffer' });
    expect([s.step, s.offer]).toEqual(['endTurn', null]);
  });

  it('F3: errors at the start and in the respond step', () => {
    const s0 = f2();
    expect(refuse(s0, 0, { type: 'offerTrade', cards: ['shop-1', 'fire-1', 'park-1', 'apartment-1'], to: 1 }).code).toBe('E_BAD_COUNT');
    expect(refuse(s0, 0, { type: 'gift', card: 'shop-1', to: 3, position: 0 }).code).toBe('E_TARGET_DONE');
    const s1 = play(s0, 0, { type: 'offerTrade', cards: ['fire-1'], to: 2 });
    expect(refuse(s1, 0, { type: 'declineOffer' }).code).toBe('E_NOT_YOUR_TURN');
    expect(refuse(s1, 2, { type: 'gift', card: 'villa-1', to: 0, position: 0 }).code).toBe('E_WRONG_STEP');
  });

  it.each([
    [{ cards: [], to: 1 }, 'E_BAD_COUNT'],
    [{ cards: ['fire-1', 'fire-1'], to: 1 }, 'E_DUPLICATE_CARD'],
    [{ cards: ['fire-1', 'lake-1'], to: 1 }, 'E_CARD_NOT_IN_HAND'],
    [{ cards: ['fire-1'], to: 0 }, 'E_BAD_TARGET'],
    [{ cards: ['fire-1'], to: 3 }, 'E_TARGET_DONE'],
    [{ cards: ['fire-1', 'fire-1', 'fire-1', 'fire-1'], to: 0 }, 'E_BAD_COUNT'],
    [{ cards: 'fire-1', to: 1 }, 'E_BAD_PAYLOAD'],
    [{ cards: [1], to: 1 }, 'E_BAD_PAYLOAD'],
  ])('offerTrade %j → %s', (fields, code) => {
    expect(refuse(f2(), 0, { type: 'offerTrade', ...fields }).code).toBe(code);
  });

  it('checks counters and placements', () => {
    const s1 = play(f2(), 0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 1 });
    expect(refuse(s1, 1, { type: 'counterOffer', cards: ['fire-1'] }).code).toBe('E_CARD_NOT_IN_HAND');
    expect(refuse(s1, 1, { type: 'counterOffer', cards: ['lake-1', 'lake-1'] }).code).toBe('E_DUPLICATE_CARD');
    expect(refuse(s1, 1, { type: 'counterOffer', cards: [] }).code).toBe('E_BAD_COUNT');
    const s2 = play(s1, 1, { type: 'counterOffer', cards: ['mine-1', 'lake-1'] });
    expect(s2.offer?.counter?.cards).toEqual(['lake-1', 'mine-1']);
    // Ana: m = 4 − 2 + 2 = 4
    for (const placement of [[0], [0, 0], [0, 4], [-1, 2], [0.5, 1], [0, 1, 2]])
      expect(refuse(s2, 0, { type: 'acceptCounter', placement }).code).toBe('E_BAD_PLACEMENT');
    expect(refuse(s2, 0, { type: 'acceptCounter', placement: 'first' }).code).toBe('E_BAD_PAYLOAD');
    const s3 = play(s2, 0, { type: 'acceptCounter', placement: [3, 0] });
    // Ben: m = 3 − 2 + 2 = 3
    expect(refuse(s3, 1, { type: 'placeReceived', placement: [3, 0] }).code).toBe('E_BAD_PLACEMENT');
    const s4 = play(s3, 1, { type: 'placeReceived', placement: [2, 0] });
    expect(namesIn(s4, 0)).toEqual(['Mine', 'Shop', 'Apartment', 'Lake']);
    expect(namesIn(s4, 1)).toEqual(['Park', 'Cottage', 'Fire']);
  });

  it('given an empty hand, then the asked player can only decline', () => {
    const s = play(table({ hands: [['Fire'], []] }), 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    expect(refuse(s, 1, { type: 'counterOffer', cards: [] }).code).toBe('E_BAD_COUNT');
    expect(play(s, 1, { type: 'declineOffer' }).step).toBe('endTurn');
  });
});
