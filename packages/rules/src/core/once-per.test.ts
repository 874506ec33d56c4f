/**
 * `oncePer` asks its work once per object and answers every later ask of that same object from memory, while
 * another object (even an equal one) is asked afresh.
 */
import { describe, expect, it } from 'vitest';
import { oncePer } from './once-per.ts';

/** A work that counts how often it is asked, and answers the hand's size. */
const counted = () => {
  const asked: string[][] = [];
  const size = oncePer((hand: string[]) => {
    asked.push(hand);
    return { cards: hand.length };
  });
  return { asked, size };
};

describe('oncePer', () => {
  it('asks once per object and gives the same answer every later time', () => {
    const { asked, size } = counted();
    const hand = ['wall-01', 'road-02'];
    const first = size(hand);
    expect(first).toEqual({ cards: 2 });
    expect(size(hand)).toBe(first);
    expect(size(hand)).toBe(first);
    expect(asked).toEqual([hand]);
  });

  it('asks afresh for another object, even an equal one', () => {
    const { asked, size } = counted();
    const hand = ['wall-01'];
    const copy = [...hand];
    expect(size(hand)).toEqual({ cards: 1 });
    expect(size(copy)).toEqual({ cards: 1 });
    expect(size(copy)).not.toBe(size(hand));
    expect(asked).toHaveLength(2);
  });
});
