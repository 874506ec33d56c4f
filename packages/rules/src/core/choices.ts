/**
 * The legal actions of a seat in a compact, lossless form for the wire. A list of actions becomes a tree: each edge
 * names a field, the values it may take and what may follow; sibling values with the same continuation share one
 * edge. `[["type",["gift"],[["card",["a","b","c"],[["to",[1,2],[0]]]]]]]` stands for 6 gifts. A node is a list of
 * edges; `0` in a node means "the action may end here". Where a field takes every small subset or arrangement of a
 * list (trade offers, placements), a game writes that as a generator instead of listing each value
 * (`{subsetsOf, min, max}`, `{arrangements, of}`), so the tree stays small however large the hand.
 * `expandChoices(choices)` lists exactly the legal actions (as a set). The table expands it and never re-implements
 * a rule; bots and tools get the flat list from `GET /api/games/:id/legal-actions`.
 */

/** Every subset of `subsetsOf` with `min`..`max` elements, each in the list's order. */
export interface SubsetsOf {
  subsetsOf: unknown[];
  min: number;
  max: number;
}

/** Every sequence of `arrangements` distinct integers in 0..`of`−1 (k-permutations). */
export interface Arrangements {
  arrangements: number;
  of: number;
}

/**
 * Every list of at most `max` items taken in the list's order, with at most `counts[i]` copies of `items[i]`
 * (multisets written non-decreasing): the goods a player keeps out of a shipment, say.
 */
export interface MultisetsOf {
  multisetsOf: unknown[];
  counts: number[];
  max: number;
}

export type ChoiceValues = unknown[] | SubsetsOf | Arrangements | MultisetsOf;
export type ChoiceEdge = [field: string, values: ChoiceValues, next: ChoiceNode];
export type ChoiceNode = (ChoiceEdge | 0)[];

type Fields = [string, unknown][];

/**
 * A Map key equal for two values exactly when their JSON is: primitives stand for themselves (cheap), objects for
 * their JSON, and so do strings that could read as an object's JSON (they begin with `[` or `{`; their JSON begins
 * with a quote, so the two kinds never meet).
 */
function valueKey(value: unknown): unknown {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && (value[0] === '[' || value[0] === '{')) return JSON.stringify(value);
  return value;
}

/**
 * The node of `rows` from field `depth` on, and its JSON text, built from the children's (so that equal
 * continuations are found by one string comparison, without serializing every subtree again at each level above).
 */
function build(rows: Fields[], depth: number): [ChoiceNode, string] {
  let ends = false;
  // field name → value key → the rows going on from there
  const byField = new Map<string, Map<unknown, { value: unknown; rows: Fields[] }>>();
  for (const row of rows) {
    const entry = row[depth];
    if (!entry) {
      ends = true;
      continue;
    }
    const field = entry[0];
    const value = entry[1];
    let byValue = byField.get(field);
    if (!byValue) byField.set(field, (byValue = new Map()));
    const key = valueKey(value);
    const group = byValue.get(key);
    if (group) group.rows.push(row);
    else byValue.set(key, { value, rows: [row] });
  }
  const node: ChoiceNode = ends ? [0] : [];
  const parts: string[] = ends ? ['0'] : [];
  for (const [field, byValue] of byField) {
    // values whose continuations are identical share one edge
    const edges = new Map<string, { edge: [string, unknown[], ChoiceNode]; values: string[] }>();
    for (const { value, rows: sub } of byValue.values()) {
      const [next, nextJson] = build(sub, depth + 1);
      const edge = edges.get(nextJson);
      const json = JSON.stringify(value);
      if (edge) {
        edge.edge[1].push(value);
        edge.values.push(json);
      } else edges.set(nextJson, { edge: [field, [value], next], values: [json] });
    }
    const fieldJson = JSON.stringify(field);
    for (const [nextJson, { edge, values }] of edges) {
      node.push(edge);
      parts.push(`[${fieldJson},[${values.join(',')}],${nextJson}]`);
    }
  }
  return [node, `[${parts.join(',')}]`];
}

/** The compact tree of `actions` (plain JSON objects; field order is kept). */
export function compactChoices(actions: readonly object[]): ChoiceNode {
  if (actions.length === 0) return [];
  return build(
    actions.map((a) => Object.entries(a)),
    0,
  )[0];
}

/** A generator edge for every subset of `items` with min..max elements. */
export const subsetsOf = (items: readonly unknown[], min: number, max: number): SubsetsOf => ({
  subsetsOf: [...items],
  min,
  max,
});

/** A generator edge for every arrangement of k distinct positions out of m. */
export const arrangements = (k: number, m: number): Arrangements => ({ arrangements: k, of: m });

/** A generator edge for every multiset of `items` (at most `counts[i]` of each) with at most `max` elements. */
export const multisetsOf = (items: readonly unknown[], counts: readonly number[], max: number): MultisetsOf => ({
  multisetsOf: [...items],
  counts: [...counts],
  max,
});

/** The values a generator (or a plain list) stands for. */
export function valuesOf(values: ChoiceValues): unknown[] {
  if (Array.isArray(values)) return values;
  if ('subsetsOf' in values) {
    const out: unknown[][] = [];
    const { subsetsOf: items, min, max } = values;
    const walk = (from: number, picked: unknown[]) => {
      if (picked.length >= min) out.push(picked);
      if (picked.length === max) return;
      for (let i = from; i < items.length; i++) walk(i + 1, [...picked, items[i]]);
    };
    walk(0, []);
    return out.filter((s) => s.length >= min);
  }
  if ('multisetsOf' in values) {
    const out: unknown[][] = [];
    const { multisetsOf: items, counts, max } = values;
    const walk = (from: number, picked: unknown[], used: number) => {
      out.push(picked);
      if (picked.length === max) return;
      for (let i = from; i < items.length; i++) {
        const copies = i === from ? used : 0;
        if (copies < (counts[i] ?? 0)) walk(i, [...picked, items[i]], copies + 1);
      }
    };
    walk(0, [], 0);
    return out;
  }
  let out: number[][] = [[]];
  for (let j = 0; j < values.arrangements; j++) {
    const longer: number[][] = [];
    for (const prefix of out) for (let p = 0; p < values.of; p++) if (!prefix.includes(p)) longer.push([...prefix, p]);
    out = longer;
  }
  return out;
}

/** Every action the tree stands for. */
export function expandChoices<A = Record<string, unknown>>(node: ChoiceNode): A[] {
  const out: A[] = [];
  const walk = (at: ChoiceNode, partial: Record<string, unknown>) => {
    for (const edge of at) {
      if (edge === 0) {
        out.push({ ...partial } as A);
        continue;
      }
      const [field, values, next] = edge;
      for (const value of valuesOf(values)) walk(next, { ...partial, [field]: value });
    }
  };
  walk(node, {});
  return out;
}
