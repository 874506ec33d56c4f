/**
 * `drawHolders` (determinize.ts) by hand: each passed card goes to one of the seats it may be with, uniformly among
 * the free places in those hands that leave room for the rest.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { drawHolders } from './determinize.ts';

describe('drawHolders by hand: uniform among the free places that fit', () => {
  const holders = (cards: { card: string; seats: Seat[] }[], room: number[], seed = 'h') =>
    drawHolders(cards, room, Rng.fromSeed(seed));

  it('given no card, then no holder and the room untouched', () => {
    const room = [0, 2, 2];
    expect(holders([], room)).toEqual([]);
    expect(room).toEqual([0, 2, 2]);
  });

  it('given one place left where a card may go, then the card goes there and takes the place', () => {
    // a may be with 1 only; b with 1 or 2, but 1 has a single place, which a takes
    const room = [0, 1, 1];
    expect(holders([{ card: 'b', seats: [1, 2] }, { card: 'a', seats: [1] }], room)).toEqual([2, 1]);
    expect(room).toEqual([0, 0, 0]);
  });

  it('given two cards outside one chain, then each goes where there is room and the room shrinks', () => {
    // a: 1 or 2; b: 2 or 3 (neither set holds the other); seat 2 has no room, so a at 1 and b at 3
    const room = [0, 1, 0, 1];
    expect(holders([{ card: 'a', seats: [1, 2] }, { card: 'b', seats: [2, 3] }], room)).toEqual([1, 3]);
    expect(room).toEqual([0, 0, 0, 0]);
  });

  it('given more cards than places for them, then it throws, whether or not they form a chain', () => {
    expect(() => holders([{ card: 'a', seats: [1] }, { card: 'b', seats: [1] }], [0, 1])).toThrow(/no deal fits/);
    expect(() =>
      holders([{ card: 'a', seats: [1] }, { card: 'b', seats: [2] }, { card: 'c', seats: [2] }], [0, 1, 1]),
    ).toThrow(/no deal fits/);
    expect(() => holders([{ card: 'a', seats: [1] }], [0, 0])).toThrow(/no deal fits/);
  });

  it('given seats with more room, then they are likelier in proportion to their places', () => {
    // a: 1 or 2, room 3 and 1: seat 1 in 3 draws of 4
    const runs = 8000;
    const rng = Rng.fromSeed('room');
    let atOne = 0;
    for (let i = 0; i < runs; i++) if (drawHolders([{ card: 'a', seats: [1, 2] }], [0, 3, 1], rng)[0] === 1) atOne++;
    expect(Math.abs(atOne / runs - 0.75)).toBeLessThan(5 * Math.sqrt((0.75 * 0.25) / runs));
  });

  it('given two crossing cards and uneven room, then each pair of holders comes as often as its places allow', () => {
    /*
     * a: 1 or 2; b: 2 or 3; room 1: 2, 2: 1, 3: 3. Ways: a1 b2 = 2 × 1 = 2; a1 b3 = 2 × 3 = 6; a2 b2 = 1 × 0 = 0;
     * a2 b3 = 1 × 3 = 3; 11 in all.
     */
    const runs = 11_000;
    const rng = Rng.fromSeed('crossing');
    const seen = new Map<string, number>();
    for (let i = 0; i < runs; i++) {
      const key = drawHolders([{ card: 'a', seats: [1, 2] }, { card: 'b', seats: [2, 3] }], [0, 2, 1, 3], rng).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['12', '13', '23']);
    for (const [key, ways] of [['12', 2], ['13', 6], ['23', 3]] as const) {
      const p = ways / 11;
      expect(Math.abs((seen.get(key) ?? 0) / runs - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / runs));
    }
  });
});
