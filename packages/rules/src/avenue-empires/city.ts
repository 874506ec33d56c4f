/**
 * A city's grid (spec §6): avenues L | C | R side by side, position 0 of every avenue is the shared Castle,
 * buildings at positions 1.. . Adjacency, neighbours and network groups.
 */
import type { NetworkType } from './cards.ts';
import { type CardId, cardOf } from './ids.ts';

export type AvenueName = 'L' | 'C' | 'R';
export const AVENUES: readonly AvenueName[] = ['L', 'C', 'R'];

/** Each avenue is an array where index k holds position k+1. */
export interface City {
  L: CardId[];
  C: CardId[];
  R: CardId[];
}

export interface Building {
  id: CardId;
  avenue: AvenueName;
  position: number;
}

export function isAvenue(value: string): value is AvenueName {
  return value === 'L' || value === 'C' || value === 'R';
}

export function emptyCity(): City {
  return { L: [], C: [], R: [] };
}

/** All buildings of a city, avenue by avenue (L, C, R), positions ascending. */
export function buildingsOf(city: City): Building[] {
  return AVENUES.flatMap((avenue) => city[avenue].map((id, k) => ({ id, avenue, position: k + 1 })));
}

export function citySize(city: City): number {
  return city.L.length + city.C.length + city.R.length;
}

/** L–C and C–R are side by side; L and R are not. */
const SIDE_BY_SIDE: Record<AvenueName, readonly AvenueName[]> = { L: ['C'], C: ['L', 'R'], R: ['C'] };

/**
 * A city's adjacency, computed once: buildings in L, C, R order, and for each building the indices of the
 * buildings adjacent to it (same avenue ±1, same position in a side-by-side avenue). The Castle is not listed:
 * it is adjacent exactly to the buildings at position 1.
 */
export interface Grid {
  buildings: Building[];
  adjacent: number[][];
}

/** The index in `buildingsOf(city)` of the building at `position` of `avenue`, or −1 when there is none. */
function indexAt(city: City, avenue: AvenueName, position: number): number {
  if (position < 1 || position > city[avenue].length) return -1;
  const offset = avenue === 'L' ? 0 : avenue === 'C' ? city.L.length : city.L.length + city.C.length;
  return offset + position - 1;
}

export function gridOf(city: City): Grid {
  const buildings = buildingsOf(city);
  const adjacent = buildings.map(({ avenue, position }) => {
    const around = [indexAt(city, avenue, position - 1), indexAt(city, avenue, position + 1)];
    for (const other of SIDE_BY_SIDE[avenue]) around.push(indexAt(city, other, position));
    return around.filter((i) => i >= 0);
  });
  return { buildings, adjacent };
}

export function typesOf(id: CardId): readonly NetworkType[] {
  return cardOf(id).types;
}

/**
 * The X-groups of a city: maximal sets of X-type buildings linked through adjacency between X-type buildings.
 * Returns, per building index of `grid`, the size of its X-group (0 when it is not X-type). The Castle is never
 * in a group.
 */
export function groupSizes(grid: Grid, types: readonly (readonly NetworkType[])[], type: NetworkType): number[] {
  const sizes = grid.buildings.map(() => 0);
  const seen = grid.buildings.map(() => false);
  for (let start = 0; start < grid.buildings.length; start++) {
    if (seen[start] || types[start]?.includes(type) !== true) continue;
    const group: number[] = [];
    const stack = [start];
    seen[start] = true;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      group.push(i);
      for (const j of grid.adjacent[i] ?? []) {
        if (seen[j] || types[j]?.includes(type) !== true) continue;
        seen[j] = true;
        stack.push(j);
      }
    }
    for (const i of group) sizes[i] = group.length;
  }
  return sizes;
}

/** "Longest X" per type: the size of the largest X-group, 0 without an X-type building. */
export interface Longest {
  Wall: number;
  Road: number;
  River: number;
}

