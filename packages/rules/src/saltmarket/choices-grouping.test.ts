/**
 * Spec §4.5 and §5 legalActions, as the compact buy tree (choices.ts) lists them: at a buy step the buildings one
 * shipment pays for share one edge, a building nothing pays for has none, the keeps are a generator, not a list;
 * only the active seat is offered a buy; away from a buy step the tree is the plain list of legal actions.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../core/canonical.ts';
import { expandChoices } from '../core/choices.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

// The Forester holds 5 fish, fish in the top slot: fish ships for $5 (5 needed), nothing else ships. The Crab Shack,
// Goat Pasture, Rubble Pit ($3) and Bait & Tackle ($4) cost at most $5; the Opera House ($12) does not.
const at = (step: 'MAY_BUY' | 'BUY') =>
  table({
    characters: ['forester', 'drover'],
    goods: [goods(5, 0, 0, 0), goods(0, 0, 0, 0)],
    market: ['fish', 'livestock', 'wood', 'stone'],
    display: ['B01', 'B02', 'B04', 'B05', 'B27'],
    step,
    pending: step === 'BUY' ? [{ kind: 'BUY', discount: 'none', extraKeep: 0 }] : [{ kind: 'MAY_BUY' }],
  });
const tree = (s: SaltState, seat: number) => saltmarket.choices?.(s, seat) ?? [];
const expanded = (s: SaltState, seat: number) => expandChoices(tree(s, seat)).map(canonicalJson).sort();

describe('the buy tree', () => {
  for (const step of ['MAY_BUY', 'BUY'] as const) {
    it(`at ${step}: the four buildings fish pays for share one edge, the Opera House has none`, () => {
      const edges = tree(at(step), 0) as unknown[][];
      expect(edges[0]?.[0]).toBe('type');
      expect(edges[0]?.[1]).toEqual(['buy']);
      const buys = (edges[0]?.[2] as unknown[][])[0]?.[2] as unknown[][];
      expect(buys).toHaveLength(1);
      expect(buys[0]?.[0]).toBe('building');
      expect(buys[0]?.[1]).toEqual(['B01', 'B02', 'B04', 'B05']);
      // one shipment, fish; its keeps a generator: multisets of fish, at most the 5 held, at most W = 0 in all
      expect(buys[0]?.[2]).toEqual([['ship', [['fish']], [['keep', { multisetsOf: ['fish'], counts: [5], max: 0 }, [0]]]]]);
      expect(edges).toHaveLength(step === 'MAY_BUY' ? 2 : 1);
      const buyActions = ['B01', 'B02', 'B04', 'B05'].map((b) => canonicalJson({ type: 'buy', player: 0, building: b, ship: ['fish'], keep: [] }));
      const skip = step === 'MAY_BUY' ? [canonicalJson({ type: 'skipBuy', player: 0 })] : [];
      expect(expanded(at(step), 0)).toEqual([...buyActions, ...skip].sort());
    });
  }

  it('is offered to the active seat only', () => {
    expect(expanded(at('MAY_BUY'), 1)).toEqual([]);
    expect(expanded(at('BUY'), 1)).toEqual([]);
  });

  it('away from a buy step, lists the moves, no buy', () => {
    const moving = table({ characters: ['forester', 'drover'], goods: [goods(5, 0, 0, 0), goods(0, 0, 0, 0)], display: ['B01', 'B02', 'B04', 'B05', 'B27'] });
    const listed = expandChoices(tree(moving, 0)) as { type: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((a) => a.type === 'move')).toBe(true);
  });
});
