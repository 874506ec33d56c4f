/** Spec §5 legalActions: a seat that is not at the table (out of range, negative, not whole) has no actions. */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { table } from './fixtures.ts';
import { saltmarket } from './index.ts';

describe('seats outside the table have no legal actions', () => {
  it('in setup and in play: seat 2 of 2, seat −1, seat 0.5', () => {
    const opening = saltmarket.setup(2, {}, 'legal-seats', aloud).state;
    const playing = table({ characters: ['drover', 'forester'] });
    for (const s of [opening, playing]) for (const seat of [2, -1, 0.5]) expect(saltmarket.legalActions(s, seat)).toEqual([]);
  });
});
