import { describe, expect, it } from 'vitest';
import { skippedBuyNotice } from './notice.ts';

const short = '@0 cannot afford a building (shipping all they can pays $2; the cheapest costs $3), so the optional buy is skipped.';
const nothing = '@0 cannot afford a building (no good they hold meets its shipping requirement), so the optional buy is skipped.';

describe('the table tells a skipped optional buy', () => {
  it('tells the viewer why their buy was skipped on their latest turn', () => {
    const log = [
      { seq: 4, text: '@0 moves to the Cattle Pen (S-drover).' },
      { seq: 4, text: '@0 gains 1 livestock.' },
      { seq: 4, text: short },
    ];
    expect(skippedBuyNotice(log, 0)).toEqual({
      seq: 4,
      text: 'Your optional buy was skipped: shipping all you can pays $2, and the cheapest building costs $3.',
    });
    expect(skippedBuyNotice([...log.slice(0, 2), { seq: 4, text: nothing }], 0)?.text).toBe(
      'Your optional buy was skipped: none of your goods meets its shipping requirement on the market.',
    );
  });

  it('forgets it once the viewer moves again, and never tells another seat’s', () => {
    const log = [
      { seq: 4, text: '@0 moves to the Cattle Pen (S-drover).' },
      { seq: 4, text: short },
      { seq: 5, text: '@1 moves to the Quarry (B14).' },
    ];
    expect(skippedBuyNotice(log, 0)).not.toBeNull();
    expect(skippedBuyNotice(log, 1)).toBeNull();
    expect(skippedBuyNotice(log, null)).toBeNull();
    expect(skippedBuyNotice([...log, { seq: 6, text: '@0 moves to the Crab Shack (B01).' }], 0)).toBeNull();
    expect(skippedBuyNotice([...log, { seq: 6, text: '@0 has no legal move: their pawn leaves the map for odd jobs and they gain 1 wood.' }], 0)).toBeNull();
  });
});
