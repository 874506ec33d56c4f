import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrangements, compactChoices, expandChoices, subsetsOf } from './choices.ts';

const canonical = (xs: readonly object[]) => xs.map((x) => JSON.stringify(x)).sort();

describe('compact legal choices', () => {
  it('share one edge among values with the same continuation', () => {
    const gifts = ['a', 'b', 'c'].flatMap((card) => [1, 2].map((to) => ({ type: 'gift', card, to })));
    const tree = compactChoices([...gifts, { type: 'pass' }]);
    expect(tree).toEqual([
      ['type', ['gift'], [['card', ['a', 'b', 'c'], [['to', [1, 2], [0]]]]]],
      ['type', ['pass'], [0]],
    ]);
    expect(canonical(expandChoices(tree))).toEqual(canonical([...gifts, { type: 'pass' }]));
  });

  it('stand for exactly the listed actions, whatever they are', () => {
    const value = fc.oneof(fc.integer({ min: -3, max: 20 }), fc.constantFrom('x', 'y', 'road-01'), fc.boolean(), fc.array(fc.nat(5), { maxLength: 3 }));
    const action = fc.record(
      { type: fc.constantFrom('gift', 'trade', 'pass'), card: value, to: value, placement: value },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.uniqueArray(action, { selector: (a) => JSON.stringify(a), maxLength: 60 }), (actions) => {
        expect(canonical(expandChoices(compactChoices(actions)))).toEqual(canonical(actions));
      }),
    );
  });

  it('are empty for no actions', () => {
    expect(compactChoices([])).toEqual([]);
    expect(expandChoices([])).toEqual([]);
  });
});

describe('generator edges', () => {
  it('stand for every small subset in list order, and every arrangement of k positions out of m', () => {
    const offers = expandChoices([['type', ['offerTrade'], [['cards', subsetsOf(['a', 'b', 'c'], 1, 2), [0]]]]]);
    expect(offers.map((o) => o.cards)).toEqual([['a'], ['a', 'b'], ['a', 'c'], ['b'], ['b', 'c'], ['c']]);
    const placements = expandChoices([['placement', arrangements(2, 3), [0]]]).map((o) => o.placement);
    expect(placements).toEqual([[0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1]]);
    expect(expandChoices([['placement', arrangements(0, 3), [0]]])).toEqual([{ placement: [] }]);
  });
});
