/**
 * A stale submit (made at an older version) still stands exactly when the kind says what the seat's decision rests
 * on and that is deep-equal then and now, whatever other seats did meanwhile; a kind with one seat acting at a time
 * names no basis, and every stale submit of it is a conflict.
 */
import { describe, expect, it } from 'vitest';
import { engineFor } from '../index.ts';
import { stillValid } from './conflicts.ts';
import type { AnyEngine } from './engine.ts';
import { silent } from './narrator.ts';

/** A simultaneous phase: each seat picks from its own hand; whether the others have picked is their progress. */
type Picks = { hands: string[][]; picked: boolean[] };
const picking = { decisionBasis: (state: Picks, seat: number) => ({ hand: state.hands[seat] }) } as unknown as AnyEngine;
const picks = (hands: string[][], picked: boolean[]): Picks => ({ hands, picked });

describe('a stale submit', () => {
  const then = picks([['ruby', 'sky'], ['rose']], [false, false]);

  it("stands when only other seats' progress changed since", () => {
    expect(stillValid(picking, then, picks([['ruby', 'sky'], ['rose']], [false, true]), 0)).toBe(true);
  });

  it("is a conflict when what the seat decides from changed since, and for that seat only", () => {
    const now = picks([['ruby'], ['rose']], [false, true]);
    expect(stillValid(picking, then, now, 0)).toBe(false);
    expect(stillValid(picking, then, now, 1)).toBe(true);
  });

  it('is always a conflict for a kind that names no basis, even when nothing changed', () => {
    const arquetect = engineFor('arquetect');
    if (!arquetect) throw new Error('no arquetect');
    expect(arquetect.decisionBasis).toBeUndefined();
    const options = arquetect.parseOptions(undefined, 2);
    if (!options.ok) throw new Error(options.error.message);
    const { state } = arquetect.setup(2, options.value, 'stale', silent);
    expect(stillValid(arquetect, state, state, 0)).toBe(false);
  });
});
