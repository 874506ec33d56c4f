/**
 * JSON with object keys sorted: equal for equal values whatever their field order (actions, views, outcomes). Only
 * ever compared, never stored. Written out by hand rather than through `JSON.stringify`'s replacer, which built a
 * sorted copy of every object: a third of the Arquetect conformance suite's time went there (CPU profile, 2026-11-27).
 */
export function canonicalJson(value: unknown): string {
  return write(value) as string;
}

/** As `JSON.stringify` writes `v` (undefined where it leaves it out), objects' keys in sorted order. */
function write(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return write((v as { toJSON(): unknown }).toJSON());
  if (Array.isArray(v)) return `[${v.map((x) => write(x) ?? 'null').join(',')}]`;
  const record = v as Record<string, unknown>;
  let out = '';
  for (const key of Object.keys(record).sort()) {
    const s = write(record[key]);
    if (s !== undefined) out += `${out ? ',' : ''}${JSON.stringify(key)}:${s}`;
  }
  return `{${out}}`;
}
