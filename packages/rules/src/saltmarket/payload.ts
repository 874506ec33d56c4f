/**
 * The generic payload checks of spec §5, after the step check: "Malformed action." for a missing field or one of
 * the wrong JSON type, then "Unknown good: <x>." for a bad good name, then the amount check for goods maps. Each
 * reader returns the typed fields or the first error, checking fields in the action's declared order.
 */
import { type Result, err, ok } from '../core/result.ts';
import { GOODS_CAP, type Good, type GoodsMap, canonicalMap, isGood } from './goods.ts';

const malformed = () => err('E_MALFORMED', 'Malformed action.');
const unknownGood = (x: string) => err('E_UNKNOWN_GOOD', `Unknown good: ${x}.`);
const badAmount = () => err('E_BAD_AMOUNT', 'Goods amounts must be whole numbers from 0 to 6.');

/** A field's JSON shape, as the spec's "required field missing or of the wrong JSON type" sees it. */
export type Shape = 'string' | 'optionalString' | 'goodsMap' | 'stringList' | 'optionalStringList' | 'pair';

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function shapeOk(value: unknown, shape: Shape): boolean {
  switch (shape) {
    case 'string':
      return typeof value === 'string';
    case 'optionalString':
      return value === undefined || typeof value === 'string';
    case 'goodsMap':
      return isPlainObject(value);
    case 'stringList':
      return isStringList(value);
    case 'optionalStringList':
      return value === undefined || isStringList(value);
    case 'pair':
      return isStringList(value) && value.length === 2;
    default: {
      const never: never = shape;
      throw new Error(`unknown shape ${String(never)}`);
    }
  }
}

/** "Malformed action." unless every field has its shape. */
export function checkShapes(fields: [unknown, Shape][]): Result<true> {
  return fields.every(([value, shape]) => shapeOk(value, shape)) ? ok(true) : malformed();
}

/** The goods named in a field (a name, a list, or a map's keys), for the unknown-good check. */
function namesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value as string[];
  if (isPlainObject(value)) return Object.keys(value);
  return [];
}

/** "Unknown good: <x>." for the first bad name over the fields in order. */
export function checkGoodNames(fields: unknown[]): Result<true> {
  for (const f of fields) for (const name of namesIn(f)) if (!isGood(name)) return unknownGood(name);
  return ok(true);
}

/** A goods map whose names are checked: its amounts as whole numbers 0..6, canonical. */
export function readGoodsMap(value: Record<string, unknown>): Result<GoodsMap> {
  const map: GoodsMap = {};
  for (const [name, amount] of Object.entries(value)) {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0 || amount > GOODS_CAP) return badAmount();
    map[name as Good] = amount;
  }
  return ok(canonicalMap(map));
}
