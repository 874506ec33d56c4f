/**
 * The steals `legalActions` lists (spec §5): for a card of cost c, each *minimal* non-empty multiset of unused
 * source values with sum ≥ c (no proper non-empty part reaches c: with two or more sources, dropping the smallest
 * falls short). For each value the earliest unused entries are named, listed in registration order.
 */
import type { CardId } from './cards.ts';
import type { StealSource } from './state.ts';

/** Each minimal set of sources (ids, registration order) reaching `cost`. */
export function minimalSteals(sources: readonly StealSource[], cost: number): CardId[][] {
  const byValue = new Map<number, number[]>();
  sources.forEach((s, i) => {
    if (s.used) return;
    const list = byValue.get(s.value) ?? [];
    list.push(i);
    byValue.set(s.value, list);
  });
  const values = [...byValue.keys()].sort((a, b) => a - b);
  const out: CardId[][] = [];
  const counts: number[] = values.map(() => 0);
  const walk = (k: number, sum: number, size: number, smallest: number) => {
    if (k === values.length) {
      if (size > 0 && sum >= cost && (size === 1 || sum - smallest < cost)) {
        const picked = values.flatMap((v, j) => (byValue.get(v) ?? []).slice(0, counts[j]));
        out.push(picked.sort((a, b) => a - b).map((i) => sources[i]?.id as CardId));
      }
      return;
    }
    const v = values[k] as number;
    const available = byValue.get(v)?.length ?? 0;
    for (let n = 0; n <= available; n++) {
      // once the sum without the smallest part already reaches the cost, more only breaks minimality
      if (n > 0 && size + n >= 2 && sum + v * n - Math.min(smallest, v) >= cost) break;
      counts[k] = n;
      walk(k + 1, sum + v * n, size + n, n > 0 ? Math.min(smallest, v) : smallest);
    }
    counts[k] = 0;
  };
  walk(0, 0, 0, Number.POSITIVE_INFINITY);
  return out;
}
