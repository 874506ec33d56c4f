/** Spec §7.2: VP plus ability bonuses (printed symbols only), tie-breaks by buildings then goods, shared wins. */
import { describe, expect, it } from 'vitest';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import { abilityBonus } from './scoring.ts';

const over = (spec: Parameters<typeof table>[0]) => ({ ...table(spec), phase: 'over' as const });

describe('scoring', () => {
  it('adds the Forester (wood, at most 4), Navigator (printed anchors) and Collector (symbol kinds) bonuses', () => {
    const s = table({
      characters: ['forester', 'navigator', 'collector'],
      goods: [goods(0, 0, 6, 0), goods(0, 0, 0, 0), goods(0, 0, 0, 0)],
      owns: [[], ['B28', 'B01'], ['B26', 'B03']],
    });
    expect(s.players.map(abilityBonus)).toEqual([4, 3, 3]);
    expect(saltmarket.scores?.(s)).toEqual([4, 6 + 1 + 3, 10 + 1 + 3]);
  });

  it('breaks ties by buildings owned, then goods held, and shares a win still tied', () => {
    // B02 and B03 are 1 VP each, B05 2 VP
    const byBuildings = over({ characters: ['drover', 'mason'], owns: [['B02', 'B03'], ['B05']] });
    expect(saltmarket.outcome(byBuildings)).toMatchObject({ winners: [0], decidedBy: 'buildings' });
    const byGoods = over({ characters: ['drover', 'mason'], owns: [['B05'], ['B06']], goods: [goods(1, 0, 0, 0), goods(0, 2, 0, 0)] });
    expect(saltmarket.outcome(byGoods)).toMatchObject({ winners: [1], decidedBy: 'goods' });
    const shared = over({ characters: ['drover', 'mason', 'tallyman'], owns: [['B05'], ['B06'], ['B01']], goods: [goods(1, 0, 0, 0), goods(0, 1, 0, 0), goods(0, 0, 0, 0)] });
    const result = saltmarket.outcome(shared);
    expect(result?.winners).toEqual([0, 1]);
    expect(result?.seats.map((s) => [s.seat, s.place])).toEqual([[0, 1], [1, 1], [2, 3]]);
  });

  it('has no outcome before the end', () => {
    expect(saltmarket.outcome(table({ characters: ['drover', 'mason'] }))).toBeNull();
  });
});
