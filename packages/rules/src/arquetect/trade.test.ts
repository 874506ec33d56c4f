import { aloud } from '../core/narrator.ts';
import { describe, expect, it } from 'vitest';
import { decide } from '../core/actions.ts';
import { specFor } from '../core/testing/spec.ts';
import { f2, f2Countered, namesIn, play, runAll, seen, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { handScore } from './scoring.ts';
import type { ArquetectState } from './state.ts';

const spec = specFor<ArquetectState>(arquetect);

const score = (state: ArquetectState, seat: number) => handScore(state.hands[seat] ?? []);

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
    expect(arquetect.awaiting(s1)).toEqual([2]);
    // (2) Cai declines: the same offer goes to Ben
    const s2 = play(s1, 2, { type: 'declineOffer' });
    expect([s2.step, s2.offer?.at, arquetect.awaiting(s2)]).toEqual(['respond', 1, [1]]);
    // (3) Ben counters
    const s3 = play(s2, 1, { type: 'counterOffer', cards: ['cottage-2'] });
    expect([s3.step, s3.offer?.counter, arquetect.awaiting(s3)]).toEqual(['decide', { by: 1, cards: ['cottage-2'] }, [0]]);
    // (4) Ana accepts and places the Cottage at 0; nothing moves yet
    const s4 = play(s3, 0, { type: 'acceptCounter', placement: [0] });
    expect([s4.step, s4.offer?.acceptPlacement, arquetect.awaiting(s4)]).toEqual(['place', [0], [1]]);
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
    const offered = runAll(f2(), [[0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 2 }]]);
    expect(seen(offered.log, null)).toEqual(['@0 offers Fire and Park, asking in turn @2 and @1.']);
    const accepted = runAll(f2Countered(), [[0, { type: 'acceptCounter', placement: [0] }]]);
    const secret = '@0 will place Cottage at position 1.';
    expect(seen(accepted.log, 0)).toContain(secret);
    expect(seen(accepted.log, 1)).not.toContain(secret);
    expect(seen(accepted.log, null)).toEqual(["@0 accepts @1's counter-offer. @1 now places the cards."]);
    const swapped = runAll(accepted.state, [[1, { type: 'placeReceived', placement: [1, 3] }]]);
    expect(seen(swapped.log, null)).toEqual([
      'Trade done. @0 gives Fire and Park from positions 2 and 3; @1 places them at positions 2 and 4. ' +
        '@1 gives Cottage from position 2; @0 places it at position 1.',
    ]);
  });

  it('names each card of a private placement with its position', () => {
    const s = runAll(f2(), [
      [0, { type: 'offerTrade', cards: ['fire-1'], to: 1 }],
      [1, { type: 'counterOffer', cards: ['mine-1', 'lake-1'] }],
    ]).state;
    const accepted = runAll(s, [[0, { type: 'acceptCounter', placement: [3, 0] }]]);
    expect(seen(accepted.log, 0)).toContain('@0 will place Lake at position 4 and Mine at position 1.');
  });

  it('F3: when Ana rejects the counter and no candidate remains, then the trade fails and the hands are unchanged', () => {
    spec
      .given(f2Countered())
      .when(0, { type: 'rejectCounter' })
      .then(({ state, log }) => {
        expect([state.step, state.active, state.offer]).toEqual(['endTurn', 0, null]);
        expect(state.hands).toEqual(f2().hands);
        expect(seen(log, null)).toEqual([
          "@0 rejects @1's counter-offer.",
          'Nobody else can be asked: the trade fails and nothing moves.',
        ]);
      });
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
    const four = { type: 'offerTrade', cards: ['shop-1', 'fire-1', 'park-1', 'apartment-1'], to: 1 };
    spec.given(f2()).when(0, four).thenFails('E_BAD_COUNT');
    spec.given(f2()).when(0, { type: 'gift', card: 'shop-1', to: 3, position: 0 }).thenFails('E_TARGET_DONE');
    const s1 = play(f2(), 0, { type: 'offerTrade', cards: ['fire-1'], to: 2 });
    spec.given(s1).when(0, { type: 'declineOffer' }).thenFails('E_NOT_YOUR_TURN');
    spec.given(s1).when(2, { type: 'gift', card: 'villa-1', to: 0, position: 0 }).thenFails('E_WRONG_STEP');
  });

  it.each([
    [{ cards: [], to: 1 }, 'E_BAD_COUNT'],
    [{ cards: ['fire-1', 'fire-1'], to: 1 }, 'E_DUPLICATE_CARD'],
    [{ cards: ['fire-1', 'lake-1'], to: 1 }, 'E_CARD_NOT_IN_HAND'],
    [{ cards: ['fire-1'], to: 0 }, 'E_BAD_TARGET'],
    [{ cards: ['fire-1'], to: 7 }, 'E_BAD_TARGET'],
    [{ cards: ['fire-1'], to: 3 }, 'E_TARGET_DONE'],
    // the count is checked first, then duplicates, then the hand, then the target
    [{ cards: ['fire-1', 'fire-1', 'fire-1', 'fire-1'], to: 0 }, 'E_BAD_COUNT'],
    [{ cards: ['lake-1', 'lake-1'], to: 0 }, 'E_DUPLICATE_CARD'],
    [{ cards: ['lake-1'], to: 0 }, 'E_CARD_NOT_IN_HAND'],
    [{ cards: 'fire-1', to: 1 }, 'E_BAD_PAYLOAD'],
    [{ cards: [1], to: 1 }, 'E_BAD_PAYLOAD'],
    [{ cards: ['fire-1'] }, 'E_BAD_PAYLOAD'],
    [{ cards: ['fire-1'], to: '1' }, 'E_BAD_PAYLOAD'],
  ])('offerTrade %j → %s', (fields, code) => {
    spec.given(f2()).when(0, { type: 'offerTrade', ...fields }).thenFails(code);
  });

  it('stores cards named in another order in hand order, and returns that canonical action', () => {
    const result = decide<ArquetectState>(arquetect, f2(), 0, { type: 'offerTrade', cards: ['apartment-1', 'shop-1'], to: 1 });
    expect(result.ok && result.value.action).toEqual({ type: 'offerTrade', player: 0, cards: ['shop-1', 'apartment-1'], to: 1 });
    expect(result.ok && result.value.state.offer?.cards).toEqual(['shop-1', 'apartment-1']);
    const inOrder = arquetect.apply(f2(), 0, { type: 'offerTrade', player: 0, cards: ['shop-1', 'apartment-1'], to: 1 }, aloud);
    expect(inOrder.ok && inOrder.value.action).toBeUndefined();
    const s1 = play(f2(), 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    const counter = decide<ArquetectState>(arquetect, s1, 1, { type: 'counterOffer', cards: ['mine-1', 'lake-1'] });
    expect(counter.ok && counter.value.action).toEqual({ type: 'counterOffer', player: 1, cards: ['lake-1', 'mine-1'] });
  });

  it('checks counters and placements', () => {
    const s1 = play(f2(), 0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 1 });
    spec.given(s1).when(1, { type: 'counterOffer', cards: ['fire-1'] }).thenFails('E_CARD_NOT_IN_HAND');
    spec.given(s1).when(1, { type: 'counterOffer', cards: ['lake-1', 'lake-1'] }).thenFails('E_DUPLICATE_CARD');
    spec.given(s1).when(1, { type: 'counterOffer', cards: [] }).thenFails('E_BAD_COUNT');
    spec.given(s1).when(1, { type: 'counterOffer' }).thenFails('E_BAD_PAYLOAD');
    spec.given(s1).when(1, { type: 'acceptCounter', placement: [0] }).thenFails('E_WRONG_STEP');
    const s2 = play(s1, 1, { type: 'counterOffer', cards: ['mine-1', 'lake-1'] });
    expect(s2.offer?.counter?.cards).toEqual(['lake-1', 'mine-1']);
    // Ana: m = 4 − 2 + 2 = 4
    for (const placement of [[0], [0, 0], [0, 4], [-1, 2], [0.5, 1], ['0', 1], [null, 1], [0, 1, 2], []])
      spec.given(s2).when(0, { type: 'acceptCounter', placement }).thenFails('E_BAD_PLACEMENT');
    for (const placement of ['first', 0, { 0: 1 }, undefined])
      spec.given(s2).when(0, { type: 'acceptCounter', placement }).thenFails('E_BAD_PAYLOAD');
    spec.given(s2).when(1, { type: 'acceptCounter', placement: [0, 1] }).thenFails('E_NOT_YOUR_TURN');
    const s3 = play(s2, 0, { type: 'acceptCounter', placement: [3, 0] });
    // Ben: m = 3 − 2 + 2 = 3
    spec.given(s3).when(1, { type: 'placeReceived', placement: [3, 0] }).thenFails('E_BAD_PLACEMENT');
    spec.given(s3).when(1, { type: 'placeReceived', placement: [1] }).thenFails('E_BAD_PLACEMENT');
    spec.given(s3).when(1, { type: 'placeReceived', placement: 'last' }).thenFails('E_BAD_PAYLOAD');
    spec.given(s3).when(0, { type: 'placeReceived', placement: [2, 0] }).thenFails('E_NOT_YOUR_TURN');
    const s4 = play(s3, 1, { type: 'placeReceived', placement: [2, 0] });
    expect(namesIn(s4, 0)).toEqual(['Mine', 'Shop', 'Apartment', 'Lake']);
    expect(namesIn(s4, 1)).toEqual(['Park', 'Cottage', 'Fire']);
  });

  it('given an empty hand, then the asked player can only decline', () => {
    const s = play(table({ hands: [['Fire'], []] }), 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    expect(arquetect.legalActions(s, 1)).toEqual([{ type: 'declineOffer', player: 1 }]);
    spec.given(s).when(1, { type: 'counterOffer', cards: [] }).thenFails('E_BAD_COUNT');
    spec.given(s).when(1, { type: 'counterOffer', cards: ['fire-1'] }).thenFails('E_CARD_NOT_IN_HAND');
    expect(play(s, 1, { type: 'declineOffer' }).step).toBe('endTurn');
  });
});
