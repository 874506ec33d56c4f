/**
 * The steals `legalActions` lists (spec §5): for a card of cost c, each *minimal* non-empty multiset of unused
 * source values with sum ≥ c (no proper non-empty part reaches c: with two or more sources, dropping the smallest
 * falls short). For each value the earliest unused entries are named, listed in registration order.
 */
import type { CardId } from './cards.ts';
import type { StealSource } from './state.ts';

/** Each minimal set of sources (ids, registration order) reaching `cost`. */
export function minimalSteals(sources: readonly StealSource[], cost: number): CardId[][] {
  // the unused sources' indices by value, smallest value first
  const byValue = new Map<number, number[]>();
  sources.forEach((s, i) => {
    if (s.used) return;
    const list = byValue.get(s.value) ?? [];
    list.push(i);
    byValue.set(s.value, list);
  });
  const groups = [...byValue].sort(([a], [b]) => a - b);
  const out: CardId[][] = [];
  const counts = groups.map(() => 0);
  // every count of every value, the smallest value taken known on the way (values ascend)
  const walk = (k: number, sum: number, size: number, smallest: number) => {
    if (k === groups.length) {
      if (size > 0 && sum >= cost && (size === 1 || sum - smallest < cost)) {
        const picked = groups.flatMap(([, indices], j) => indices.slice(0, counts[j]));
        out.push(picked.sort((a, b) => a - b).map((i) => (sources[i] as StealSource).id));
      }
      return;
    }
    const [value, indices] = groups[k] as [number, number[]];
    for (let n = 0; n <= indices.length; n++) {
      counts[k] = n;
      // while nothing is taken, the smallest so far is this value: the first taken is the smallest
      walk(k + 1, sum + value * n, size + n, size === 0 ? value : smallest);
    }
  };
  walk(0, 0, 0, 0);
  return out;
}
