import { describe, expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { cardScores } from './scoring.ts';
import type { Slot } from './state.ts';

/**
 * Spec §6.2, Garden: "3 if it has two neighbours and both are of the same category; otherwise 1". Neighbours are
 * indices i−1 and i+1 only (§6.1); the category is compared between the two neighbours, not with the Garden's own
 * (Nature), and two different types of one category count as the same category.
 */
const hand = (names: string[]): Slot[] => table({ hands: [names] }).hands[0] ?? [];
const scores = (names: string[]) => cardScores(hand(names));

describe('Garden: two neighbours of the same category (spec §6.2)', () => {
  it('given a Cottage and a Villa around it, then 3: same category (Residential), different types, not Nature', () => {
    // Cottage 1 + 1 (Garden is Nature) = 2; Garden 3; Villa 4 (no Industry or Hazard within 2).
    expect(scores(['Cottage', 'Garden', 'Villa'])).toEqual([2, 3, 4]);
  });

  it('given a Cottage and a Shop around it, then 1: two neighbours are not enough', () => {
    // Cottage 2; Garden 1 (Residential ≠ Commerce); Shop 1 (one Residential to its left).
    expect(scores(['Cottage', 'Garden', 'Shop'])).toEqual([2, 1, 1]);
  });

  it('given only one neighbour, then 1, even when that neighbour is Nature like the Garden', () => {
    // Park 1 + 0 (Garden is not Residential or Civic) = 1; Garden with one neighbour 1.
    expect(scores(['Park', 'Garden'])).toEqual([1, 1]);
    expect(scores(['Garden', 'Park'])).toEqual([1, 1]);
    expect(scores(['Garden'])).toEqual([1]);
  });

  it('given Nature two places away but other categories beside it, then 1: only neighbours count', () => {
    // Lake 3 (end); Cottage 1 + 2 (Lake and Garden are Nature) = 3; Garden 1 (Residential ≠ Commerce);
    // Shop 1 (the Cottage to its left); Lake 3 (end).
    expect(scores(['Lake', 'Cottage', 'Garden', 'Shop', 'Lake'])).toEqual([3, 3, 1, 1, 3]);
  });

  it('given two Hazards or two Events around it, then 3: every category counts, whatever the orientation', () => {
    // Fire −3 (no Lake or Fire Station within 2); Garden 3 (Hazard = Hazard); Fire −3.
    expect(scores(['Fire', 'Garden', 'Fire'])).toEqual([-3, 3, -3]);
    // Heist* 1 (outward); Garden 3 (Event = Event); Demolition 0 (facing in).
    expect(scores(['Heist*', 'Garden', 'Demolition'])).toEqual([1, 3, 0]);
  });
});
