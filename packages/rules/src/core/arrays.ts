/**
 * `Array.from({ length }, element)` without its cost: V8 takes a slow generic path for an array-like with a
 * mapping function, several times slower than a loop, and the rules build such arrays at every step.
 */
export function arrayOf<T>(length: number, element: (index: number) => T): T[] {
  const out: T[] = new Array(length);
  for (let i = 0; i < length; i++) out[i] = element(i);
  return out;
}

/** 0, 1, …, n − 1 (none for n ≤ 0). */
export function indices(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}
