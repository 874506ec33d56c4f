import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical.ts';

/** Integer-like keys ("7") are ordered numerically by every object, whatever their insertion order: left out here. */
const key = fc.string({ maxLength: 6 }).filter((k) => !/^(0|[1-9]\d*)$/.test(k));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.string(), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
})).value;

/** The same value with every object's keys in reverse order. */
function reversed(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversed);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]));
  return v;
}

describe('canonical JSON', () => {
  it('is the same for the same value whatever its objects’ key order, and reads back as that value', () => {
    fc.assert(
      fc.property(json, (v) => {
        const text = canonicalJson(v);
        expect(canonicalJson(reversed(v))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it('sorts keys at every depth, and writes what JSON leaves out or changes as JSON does', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"e":2,"f":1}]},"b":1}');
    expect(canonicalJson({ b: undefined, a: () => 1, c: [undefined, Number.NaN, -0] })).toBe('{"c":[null,null,0]}');
    expect(canonicalJson({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(canonicalJson('x"y')).toBe('"x\\"y"');
    expect(canonicalJson(undefined)).toBeUndefined();
  });
});
