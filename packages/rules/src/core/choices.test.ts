import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrangements, type ChoiceNode, compactChoices, expandChoices, multisetsOf, subsetsOf } from './choices.ts';

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

  it('keep apart values whose JSON differs, however alike they read', () => {
    const cards = [[1], '[1]', { a: 1 }, '{"a":1}', {}, '{}', null, 'null', 1, '1', true, 'true'];
    const tree = compactChoices(cards.map((card) => ({ type: 'pick', card })));
    expect(tree).toEqual([['type', ['pick'], [['card', cards, [0]]]]]);
    expect(expandChoices(tree).map((a) => a.card)).toEqual(cards);
  });

  it('share an edge only between values whose continuations are equal, end and values included', () => {
    const mayEnd = compactChoices([{ type: 'build' }, { type: 'build', at: 1 }, { type: 'move', at: 1 }]);
    expect(mayEnd).toEqual([
      ['type', ['build'], [0, ['at', [1], [0]]]],
      ['type', ['move'], [['at', [1], [0]]]],
    ]);
    const targets = compactChoices([{ card: 'a', to: 1 }, { card: 'a', to: 2 }, { card: 'b', to: 12 }, { card: 'c', to: 12 }]);
    expect(targets).toEqual([
      ['card', ['a'], [['to', [1, 2], [0]]]],
      ['card', ['b', 'c'], [['to', [12], [0]]]],
    ]);
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

  it('stand for every multiset in list order, at most counts[i] of each item and max in all', () => {
    const keeps = expandChoices([['keep', multisetsOf(['fish', 'stone'], [2, 1], 2), [0]]]).map((o) => o.keep);
    expect(keeps).toEqual([[], ['fish'], ['fish', 'fish'], ['fish', 'stone'], ['stone']]);
    expect(expandChoices([['keep', multisetsOf([], [], 3), [0]]])).toEqual([{ keep: [] }]);
    expect(expandChoices([['keep', multisetsOf(['a', 'b'], [3, 3], 0), [0]]])).toEqual([{ keep: [] }]);
  });

  it('list each multiset once: as many as the bounded compositions', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3), { maxLength: 4 }), fc.nat(5), (counts, max) => {
        const items = counts.map((_, i) => `g${i}`);
        const lists = expandChoices([['keep', multisetsOf(items, counts, max), [0]]]).map((o) => JSON.stringify(o.keep));
        expect(new Set(lists).size).toBe(lists.length);
        let expected = 0;
        const count = (i: number, left: number): void => {
          if (i === counts.length) {
            expected++;
            return;
          }
          for (let k = 0; k <= Math.min(counts[i] ?? 0, left); k++) count(i + 1, left - k);
        };
        count(0, max);
        expect(lists.length).toBe(expected);
      }),
    );
  });
});

/** The first implementation (every continuation serialized again at each level): the new one must build the same trees. */
function referenceCompact(actions: readonly object[]): ChoiceNode {
  type Fields = [string, unknown][];
  const build = (rows: Fields[], depth: number): ChoiceNode => {
    const node: ChoiceNode = [];
    let ends = false;
    const byField = new Map<string, Map<string, { value: unknown; rows: Fields[] }>>();
    for (const row of rows) {
      const entry = row[depth];
      if (!entry) {
        ends = true;
        continue;
      }
      const [field, value] = entry;
      let byValue = byField.get(field);
      if (!byValue) byField.set(field, (byValue = new Map()));
      const key = JSON.stringify(value);
      const group = byValue.get(key);
      if (group) group.rows.push(row);
      else byValue.set(key, { value, rows: [row] });
    }
    if (ends) node.push(0);
    for (const [field, byValue] of byField) {
      const edges = new Map<string, [string, unknown[], ChoiceNode]>();
      for (const { value, rows: sub } of byValue.values()) {
        const next = build(sub, depth + 1);
        const key = JSON.stringify(next);
        const edge = edges.get(key);
        if (edge) edge[1].push(value);
        else edges.set(key, [field, [value], next]);
      }
      node.push(...edges.values());
    }
    return node;
  };
  return actions.length === 0 ? [] : build(actions.map((a) => Object.entries(a)), 0);
}

describe('the compaction', () => {
  it('builds exactly the trees of the first implementation (same edges, same order), strings that read as JSON included', () => {
    const value = fc.oneof(
      fc.integer({ min: -3, max: 5 }),
      fc.constantFrom('x', 'y', '[1]', '{}', '"q"', '1', 'null', 'true'),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.nat(3), { maxLength: 2 }),
      fc.record({ a: fc.nat(2) }),
    );
    const action = fc.record(
      { type: fc.constantFrom('gift', 'trade', 'pass'), card: value, to: value, placement: value },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        const tree = compactChoices(actions);
        expect(tree).toEqual(referenceCompact(actions));
        expect(JSON.stringify(tree)).toBe(JSON.stringify(referenceCompact(actions)));
      }),
      { numRuns: 300 },
    );
  });
});
