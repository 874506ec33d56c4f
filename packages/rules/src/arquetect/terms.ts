import { arrayOf, indices } from '../core/arrays.ts';
import type { CardType, Category } from './card-types.ts';

/**
 * A hand as the scoring rules see it (spec §6.1): the type, category and orientation of each slot, left to right.
 * Every card's score depends only on this and its own index.
 */
export interface City {
  types: readonly CardType[];
  categories: readonly Category[];
  out: readonly boolean[];
}

/** Indices i−1 and i+1, where they exist. */
export function neighbours(city: City, i: number): number[] {
  return [i - 1, i + 1].filter((j) => j >= 0 && j < city.types.length);
}

/** Every j ≠ i with |i − j| ≤ k. */
export function withinDistance(city: City, i: number, k: number): number[] {
  const out: number[] = [];
  for (let j = Math.max(0, i - k); j <= Math.min(city.types.length - 1, i + k); j++) if (j !== i) out.push(j);
  return out;
}

/** Every j < i. */
export function leftOf(_city: City, i: number): number[] {
  return indices(i);
}

/** Every j > i. */
export function rightOf(city: City, i: number): number[] {
  return arrayOf(city.types.length - 1 - i, (k) => i + 1 + k);
}

/** The length of the maximal contiguous block of same-category cards that contains i. */
export function runLength(city: City, i: number): number {
  const category = city.categories[i];
  let from = i;
  let to = i;
  while (from > 0 && city.categories[from - 1] === category) from--;
  while (to < city.types.length - 1 && city.categories[to + 1] === category) to++;
  return to - from + 1;
}

/** i = 0 or i = n − 1. */
export function isEnd(city: City, i: number): boolean {
  return i === 0 || i === city.types.length - 1;
}

/** How many of `indices` hold a card of one of `categories`. */
export function countCategories(city: City, indices: number[], categories: readonly Category[]): number {
  return indices.filter((j) => categories.includes(city.categories[j] as Category)).length;
}

/** How many of `indices` hold a card of one of `types`. */
export function countTypes(city: City, indices: number[], types: readonly CardType[]): number {
  return indices.filter((j) => types.includes(city.types[j] as CardType)).length;
}

/** The number of distinct categories among `indices`. */
export function distinctCategories(city: City, indices: number[]): number {
  return new Set(indices.map((j) => city.categories[j])).size;
}
