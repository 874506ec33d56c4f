/**
 * Spec §7.3: solo is won with the 4th purchase, lost with fewer; the score is reported either way, and the result's
 * details say whether the purchases won.
 */
import { describe, expect, it } from 'vitest';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';

// The Drover with the Goat Pasture (1 VP), Woodcutter's Hut (1), Rubble Pit (1) and, for the 4th, Bait & Tackle (2).
const solo = (owns: ('B02' | 'B03' | 'B04' | 'B05')[]) => ({ ...table({ characters: ['drover'], goods: [goods(0, 0, 0, 0)], owns: [owns] }), phase: 'over' as const });

describe('the solo result', () => {
  it('4 purchases: a win, 5 VP, soloWin in the details', () => {
    const result = saltmarket.outcome(solo(['B02', 'B03', 'B04', 'B05']));
    expect(result?.winners).toEqual([0]);
    expect(result?.seats[0]).toMatchObject({ score: 5, details: { soloWin: true } });
  });

  it('3 purchases: a loss, the 3 VP still reported, soloWin false', () => {
    const result = saltmarket.outcome(solo(['B02', 'B03', 'B04']));
    expect(result?.winners).toEqual([]);
    expect(result?.seats[0]).toMatchObject({ score: 3, details: { soloWin: false } });
  });
});
