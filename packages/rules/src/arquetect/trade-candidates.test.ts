import { describe, expect, it } from 'vitest';
import { play, run, seen, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import type { ArquetectState } from './state.ts';

/**
 * Spec §3, Trade candidates: "[to, then every other not-done player clockwise after to, skipping the offerer]",
 * each asked at most once. The tables are chosen so that ascending seat order, the reverse (anticlockwise) order
 * and "clockwise after the offerer" all give a different list.
 */

/** Declines the offer seat after seat, recording who was asked; the last state and the seats asked, in order. */
function askedInTurn(start: ArquetectState): { state: ArquetectState; asked: number[] } {
  let state = start;
  const asked: number[] = [];
  while (state.step === 'respond') {
    const [seat] = arquetect.awaiting(state);
    if (seat === undefined) throw new Error('nobody is asked');
    asked.push(seat);
    state = play(state, seat, { type: 'declineOffer' });
  }
  return { state, asked };
}

describe('trade candidates: to, then clockwise after to (spec §3)', () => {
  it('given six seats, seat 5 done, when seat 0 offers to seat 3, then 3, 4, 1, 2 are asked in that order', () => {
    const s0 = table({
      hands: [['Shop', 'Fire'], ['Lake'], ['Park'], ['Cottage'], ['Mine'], ['Bank']],
      done: [false, false, false, false, false, true],
    });
    // After 3 clockwise: 4, 5 (done, skipped), 0 (the offerer, skipped), 1, 2.
    // Ascending would be [1, 2, 3, 4]; anticlockwise [3, 2, 1, 4]; clockwise after the offerer [3, 1, 2, 4].
    const { state: s1, log } = run(s0, 0, { type: 'offerTrade', cards: ['fire-1'], to: 3 });
    expect(s1.offer?.candidates).toEqual([3, 4, 1, 2]);
    expect(seen(log, null)).toEqual(['@0 offers Fire, asking in turn @3, @4, @1 and @2.']);
    const { state, asked } = askedInTurn(s1);
    expect(asked).toEqual([3, 4, 1, 2]);
    expect([state.step, state.active, state.hands]).toEqual(['endTurn', 0, s0.hands]);
  });

  it('given five seats, when seat 3 offers to seat 1, then 1, 2, 4, 0 are asked, wrapping past the last seat', () => {
    const s0 = table({ hands: [['Lake'], ['Park'], ['Cottage'], ['Shop', 'Fire'], ['Mine']], active: 3 });
    // After 1 clockwise: 2, 3 (the offerer, skipped), 4, 0.
    // Ascending would be [0, 1, 2, 4]; anticlockwise [1, 0, 4, 2]; clockwise after the offerer [1, 4, 0, 2].
    const s1 = play(s0, 3, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    expect(s1.offer?.candidates).toEqual([1, 2, 4, 0]);
    expect(askedInTurn(s1).asked).toEqual([1, 2, 4, 0]);
  });

  it('given a counter rejected by the offerer, then the same offer goes on to the next candidate clockwise', () => {
    const s0 = table({ hands: [['Lake'], ['Park'], ['Cottage'], ['Shop', 'Fire'], ['Mine']], active: 3 });
    let s = play(s0, 3, { type: 'offerTrade', cards: ['fire-1'], to: 4 });
    // After 4 clockwise: 0, 1, 2 (3 is the offerer).
    expect(s.offer?.candidates).toEqual([4, 0, 1, 2]);
    s = play(s, 4, { type: 'counterOffer', cards: ['mine-1'] });
    s = play(s, 3, { type: 'rejectCounter' });
    expect(arquetect.awaiting(s)).toEqual([0]);
  });
});
