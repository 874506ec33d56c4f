import { describe, expect, it } from 'vitest';
import { storedOutcome } from './stored-outcome.ts';

describe('storedOutcome', () => {
  const outcome = {
    seats: [
      { seat: 0, score: 12, place: 1, key: [12, 3], details: { cards: ['a'] } },
      { seat: 1, score: 9, place: 2, key: [9, 4] },
    ],
    winners: [0],
    keyNames: ['VP', 'coins'],
    decidedBy: null,
  };

  it('reads a stored outcome back whole, game-specific details included', () => {
    expect(storedOutcome(structuredClone(outcome))).toEqual(outcome);
  });

  it('keeps fields a game adds beyond the contract', () => {
    expect(storedOutcome({ ...outcome, endedBy: 'last round' })).toMatchObject({ endedBy: 'last round' });
  });

  it('reads no outcome as null, and a row that holds something else as no outcome', () => {
    expect(storedOutcome(null)).toBeNull();
    expect(storedOutcome(undefined)).toBeNull();
    expect(storedOutcome({ winners: [1] })).toBeNull();
    expect(storedOutcome({ ...outcome, decidedBy: 3 })).toBeNull();
  });
});
