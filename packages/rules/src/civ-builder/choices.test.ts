/**
 * The compact choice tree (core/choices.ts) at the start of a turn: taking back stored cards is any subset of them
 * (spec §4.1), sent as one generator of the stored cards, however many, never as one action per subset. The
 * conformance suite checks that every tree expands to exactly the legal actions.
 */
import { describe, expect, it } from 'vitest';
import { expandChoices } from '../core/choices.ts';
import { dealer, table } from './fixtures.ts';
import { choices } from './choices.ts';

describe('choices at the start of a turn', () => {
  it('one generator over the six stored cards, in the order of the buildings and their stores', () => {
    const d = dealer();
    const [warehouse, harbour, school, a, b, c, e, f, g] = d.many('warehouse', 'harbour', 'school', 'caravan', 'merchant', 'scribe', 'worker', 'sage', 'labourer');
    const start = table({
      players: [{ constructs: [{ id: warehouse, built: true, stored: [a, b] }, { id: harbour, built: true, stored: [c, e] }, { id: school, built: true, stored: [f, g] }] }, {}],
      phase: 'start',
    });
    const node = choices(start, 0);
    expect(node).toEqual([['type', ['takeStored'], [['player', [0], [['cards', { subsetsOf: [a, b, c, e, f, g], min: 0, max: 6 }, [0]]]]]]]);
    expect(expandChoices(node)).toHaveLength(64);
  });
});
