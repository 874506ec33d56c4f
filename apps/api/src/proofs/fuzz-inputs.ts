/**
 * What the fuzzer sends (proofs/fuzz.test.ts): fast-check arbitraries for hostile JSON, paths, queries and headers,
 * and the almost-legal variations of real actions.
 */
import fc from 'fast-check';

/** An index into some list (unbiased: fast-check favours small numbers, which would always pick the first). */
export const anyIndex = fc.noBias(fc.nat(1_000_000));

export const NASTY = [
  '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\udc00y', '__proto__', 'constructor', 'prototype', 'toString',
  'hasOwnProperty', 'valueOf', '', ' ', '  padded  ', '../..', '%', '%00', '%zz', '\u202e', '\ufeff', '😀', 'null',
  'undefined', 'NaN', 'Infinity', '-1', '1e400', '<script>alert(1)</script>', "'; drop table games; --", 'é', '\n', '\t',
  '\\', '"', '{}', '[]',
];
export const nasty = fc.constantFrom(...NASTY);
export const surrogateSoup = fc.string({
  unit: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', 'a', 'é', '😀', ' ', '/', '?', '#', '%', '+'),
  maxLength: 8,
});
export const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 2, arbitrary: surrogateSoup },
  { weight: 1, arbitrary: fc.integer({ min: 41, max: 5_000 }).map((n) => 'x'.repeat(n)) },
);
export const RAW_NUMBERS = [
  '0', '-0', '1', '-1', '0.5', '2.0', '1e400', '-1e400', '1E+308', '1e-400', '9007199254740991', '9007199254740993',
  '-9007199254740993', '1e21', '123456789012345678901234567890', '4294967296', '2147483648', '-2147483649', '12',
];
export const rawNumber = fc.oneof(
  fc.integer().map(String),
  fc.integer({ min: -3, max: 15 }).map(String),
  fc.constantFrom(...RAW_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => JSON.stringify(x)),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
/** JSON.stringify keeps NUL and lone surrogates as escapes, so the server's parser gets them back. */
export const rawString = text.map((s) => JSON.stringify(s));
export const FIELDS = [
  'expectedVersion', 'action', 'idempotencyKey', 'type', 'player', 'game', 'seats', 'name', 'email', 'options',
  'listed', 'notifyAtOnce', 'remindAfterHours', 'deck', 'expansion', 'counts', 'card', 'cards', 'to', 'position',
  'placement', 'left', 'right', 'avenue', 'done', 'seat',
];
export const key = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 1, arbitrary: surrogateSoup },
);
export const objText = (entries: readonly (readonly [string, string])[]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

export const { json } = fc.letrec<{ json: string; leaf: string; arr: string; obj: string }>((tie) => ({
  json: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('arr'), tie('obj')),
  leaf: fc.oneof(rawNumber, rawString, fc.constantFrom('true', 'false', 'null')),
  arr: fc.array(tie('json'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`),
  obj: fc.array(fc.tuple(key, tie('json')), { maxLength: 4 }).map(objText),
}));

export const INVALID_JSON = [
  '', '{', '}', '{"a":}', "{'a':1}", '{"a":1,}', '[1,]', 'NaN', 'undefined', '{"a":1}{"b":2}', '\ufeff{}', '{"a":"\\x00"}',
  '{"a" 1}', 'nul', '"\\u00"', '01', '-', '1.', '.1', '{"a":01}', '\u0000', '{"a":"\u0000"}', '{"a":"\n"}', '[', '{"a":[}',
  '{"expectedVersion":0,"action":{"type":"gift"},"idempotencyKey":"k"', 'true false', '{"__proto__":', 'Infinity',
];
export const invalidJson = (near: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.constantFrom(...INVALID_JSON),
    fc.tuple(near, anyIndex).map(([s, n]) => s.slice(0, s.length > 1 ? n % (s.length - 1) : 0)),
  );

/** Nesting past the guard's 16 levels, written as raw text (JSON.stringify overflows its stack past ~5,000). */
export const deep = fc
  .tuple(
    fc.oneof(fc.integer({ min: 15, max: 100 }), fc.integer({ min: 100, max: 12_000 }), fc.constantFrom(5_000, 20_000, 40_000)),
    fc.constantFrom('arrays', 'objects', 'mixed', 'in an action', 'in a seat name', 'unclosed'),
  )
  .map(([d, shape]) => {
    const arrays = `${'['.repeat(d)}1${']'.repeat(d)}`;
    switch (shape) {
      case 'arrays':
        return arrays;
      case 'objects':
        return `${'{"__proto__":'.repeat(d)}{}${'}'.repeat(d)}`;
      case 'mixed':
        return `${'[{"a":'.repeat(d)}0${'}]'.repeat(d)}`;
      case 'in an action':
        return `{"expectedVersion":0,"idempotencyKey":"k","action":{"type":"gift","card":${arrays}}}`;
      case 'in a seat name':
        return `{"game":"arquetect","seats":[{"name":${arrays}},{"name":"b"}]}`;
      default:
        return '['.repeat(d);
    }
  });

/** Bodies past the 64 KB limit (and right at it). */
export const oversize = fc
  .tuple(fc.oneof(fc.integer({ min: 64 * 1024 + 1, max: 300_000 }), fc.constantFrom(64 * 1024, 64 * 1024 + 1, 1_000_000)), fc.constantFrom('string', 'array', 'garbage', 'action'))
  .map(([n, shape]) => {
    switch (shape) {
      case 'string':
        return `{"a":"${'x'.repeat(n)}"}`;
      case 'array':
        return `[${'1,'.repeat(Math.floor(n / 2))}1]`;
      case 'action':
        return `{"expectedVersion":0,"idempotencyKey":"k","action":{"type":"pass","pad":"${'é'.repeat(Math.floor(n / 2))}"}}`;
      default:
        return 'z'.repeat(n);
    }
  });

export const body = (near: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 12, arbitrary: near },
    { weight: 2, arbitrary: json },
    { weight: 1, arbitrary: invalidJson(near) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: oversize },
  );

/** Header values must be Latin-1 without NUL, CR or LF (no client can send others). */
export const latin1 = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
export const CONTENT_TYPES = [
  'application/json; charset=utf-8', 'text/plain', 'APPLICATION/JSON', 'Application/Json; charset=UTF-8',
  'application/merge-patch+json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/json',
  'application/jsonx', 'application/json;;', '',
];
export const contentType = fc.oneof(
  { weight: 24, arbitrary: fc.constant('application/json') },
  { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: latin1 },
);

// ---------------------------------------------------------------- paths and queries

/** Percent-encodes a string, writing a lone surrogate as its (invalid) three UTF-8-like bytes. */
export function encodeLoose(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += ['%ED', 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => (typeof b === 'string' ? b : `%${b.toString(16).toUpperCase()}`)).join('');
    } else out += encodeURIComponent(s[i] as string);
  }
  return out;
}
export const GARBAGE_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '%C0%80', '%FF', '..', '.', '%2F', 'a%2Fb', '%25', '%2e%2e', '%u0000', '%F0%9F%98'];
export const segmentOf = (s: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: s.map(encodeLoose) },
    { weight: 1, arbitrary: s.filter((x) => !/[/?#]/.test(x)) },
    { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_SEGMENTS) },
  );
/** A query: none, plausible values of the route's own keys, fuzzed keys and values, or broken encoding. */
export const querySegment = (routeKeys: string[]) => {
  const keys = routeKeys.length ? routeKeys : ['a'];
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 8,
      arbitrary: fc
        .uniqueArray(fc.tuple(fc.constantFrom(...keys), fc.oneof({ weight: 6, arbitrary: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 130 })).map(String) }, { weight: 1, arbitrary: fc.constantFrom('-1', 'spectator', 'active', 'finished', 'arquetect', 'avenue-empires', '9007199254740991', '2147483648', '1e3') })), { minLength: keys.length, maxLength: keys.length, selector: ([k]) => k })
        .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
    },
    {
      weight: 4,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys, '__proto__', 'constructor') }, { weight: 1, arbitrary: text }),
            fc.oneof(
              rawNumber,
              text,
              fc.constantFrom('active', 'finished', 'spectator', 'avenue-empires', 'arquetect', ' 1', '0x10', '1_000', '+1', '.5', '-Infinity', '[]', 'true'),
            ),
          ),
          { minLength: 1, maxLength: 4 },
        )
        .chain((pairs) => fc.boolean().map((raw) => `?${pairs.map(([k, v]) => (raw ? `${k}=${v}`.replace(/[#]/g, '') : `${encodeLoose(k)}=${encodeLoose(v)}`)).join('&')}`)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('?%', '?%zz', '?a=%E0%A4%A', '?a=%ED%A0%80', '?%00=1', '?a=%00', '?&&&', '?=', '?a', '?logSince=1&logSince=2', '?limit=1&limit=x', '?a=%2', '?%ED%A0%80=1'),
    },
  );
};

// ---------------------------------------------------------------- almost-right objects: a valid one, a few changes

/** A JSON object as raw entries (key, raw JSON value), so keys may repeat and values may be any raw text. */
export type Entries = [string, string][];

/** One change to an object: drop a field, replace a field's value, or add a field (maybe one it already has). */
export type Change = { kind: 'drop'; at: number } | { kind: 'set'; at: number; value: string } | { kind: 'add'; at: number; key: string; value: string };

/** Values that are wrong in every way: other types, huge numbers, odd text, nested junk. */
export const wrongValue = fc.oneof(rawNumber, rawString, json, fc.constantFrom('null', 'true', 'false', '{}', '[]', '""'));

/** Where a change lands (unbiased: small indexes would always hit the first field). */
export const position = anyIndex;
export const change = (value: fc.Arbitrary<string>): fc.Arbitrary<Change> =>
  fc.oneof(
    { weight: 2, arbitrary: position.map((at) => ({ kind: 'drop' as const, at })) },
    { weight: 4, arbitrary: fc.tuple(position, value).map(([at, v]) => ({ kind: 'set' as const, at, value: v })) },
    { weight: 2, arbitrary: fc.tuple(position, key, fc.oneof(value, json)).map(([at, k, v]) => ({ kind: 'add' as const, at, key: k, value: v })) },
  );
export const changes = (value: fc.Arbitrary<string>, max = 2) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant([] as Change[]) }, { weight: 3, arbitrary: fc.array(change(value), { minLength: 1, maxLength: max }) });

/** Applies changes; `resolve` turns a placeholder value into a raw one knowing the field it lands on. */
export function applyChanges(entries: Entries, cs: readonly Change[], resolveValue: (key: string, value: string) => string = (_, v) => v): Entries {
  const out: Entries = entries.map(([k, v]) => [k, v]);
  for (const c of cs) {
    if (c.kind === 'add') {
      out.splice(c.at % (out.length + 1), 0, [c.key, resolveValue(c.key, c.value)]);
      continue;
    }
    if (out.length === 0) continue;
    const i = c.at % out.length;
    if (c.kind === 'drop') out.splice(i, 1);
    else {
      const k = (out[i] as [string, string])[0];
      out[i] = [k, resolveValue(k, c.value)];
    }
  }
  return out;
}
export const entriesOf = (o: Record<string, unknown>): Entries => Object.entries(o).filter(([, v]) => v !== undefined).map(([k, v]) => [k, JSON.stringify(v)]);

/** `\u0001<n>`: stands for the same field's value in the n-th known legal action (an almost-right value). */
export const otherLegal = anyIndex.map((n) => `\u0001${n}`);
export const fromLegal = (legal: readonly Record<string, unknown>[]) => (k: string, v: string) =>
  v.startsWith('\u0001') ? JSON.stringify(legal.length ? (legal[Number(v.slice(1)) % legal.length]?.[k] ?? null) : null) : v;

// ---------------------------------------------------------------- the games the fuzzer aims at
