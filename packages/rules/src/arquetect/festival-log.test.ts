/**
 * Spec §6.3 Festival and §5: "Every not-done player with cards removes their rightmost card at the same time. Each card
 * then goes to the next not-done player clockwise, who inserts it at index 0." The final positions of moved cards are
 * public and the event used is public, so the public log line tells the whole route (who passes to whom) without
 * naming any card. "If the card is no longer in your hand after the effect (Festival), it is not rotated": the log
 * then says so instead of saying it turns outward.
 */
import { describe, expect, it } from 'vitest';
import { namesIn, run, seen, table } from './fixtures.ts';

describe('Festival: the public log tells the route, and whether the Festival turned outward (spec §6.3, §5)', () => {
  it('given four seats with seat 2 done, then the public line lists each pass in seat order: 0 → 1, 1 → 3, 3 → 0', () => {
    // Ana 0 [Festival, Lake], Ben 1 [Fire, Park], Cai 2 done [Shop], Dee 3 [Cottage].
    // Rightmost cards: Lake (0 → 1), Park (1 → 3, skipping done Cai), Cottage (3 → 0, clockwise wraps to Ana).
    const s0 = table({ hands: [['Festival', 'Lake'], ['Fire', 'Park'], ['Shop'], ['Cottage']], done: [false, false, true, false] });
    const { state, log } = run(s0, 0, { type: 'useAbility', card: 'festival-1' });
    expect(namesIn(state, 0)).toEqual(['Cottage', 'Festival*']);
    expect(namesIn(state, 1)).toEqual(['Lake', 'Fire']);
    expect(namesIn(state, 2)).toEqual(['Shop']);
    expect(namesIn(state, 3)).toEqual(['Park']);
    expect(seen(log, null)).toEqual([
      '@0 uses Festival: each rightmost card moves to the left end of the next hand (@0 → @1, @1 → @3, @3 → @0).',
      'Festival turns outward.',
    ]);
    // Cai is done and not involved: he sees exactly what a spectator sees.
    expect(seen(log, 2)).toEqual(seen(log, null));
  });

  it('given the Festival is its user’s rightmost card, then it leaves the hand facing in and the log says it stays facing in', () => {
    // Ana 0 [Lake, Festival], Ben 1 [Heist*, Fire]. Festival goes 0 → 1 to Ben's left end; Fire goes 1 → 0.
    const s0 = table({ hands: [['Lake', 'Festival'], ['Heist*', 'Fire']] });
    const { state, log } = run(s0, 0, { type: 'useAbility', card: 'festival-1' });
    expect(namesIn(state, 0)).toEqual(['Fire', 'Lake']);
    expect(namesIn(state, 1)).toEqual(['Festival', 'Heist*']);
    expect(seen(log, null)).toEqual([
      '@0 uses Festival: each rightmost card moves to the left end of the next hand (@0 → @1, @1 → @0).',
      "Festival left @0's hand and stays facing in.",
    ]);
  });
});
