/**
 * The generic payload checks of spec §5, after the step check: "Malformed action." for a missing field or one of
 * the wrong JSON type, then "Unknown good: <x>." for a bad good name, then the amount check for goods maps. Each
 * returns the first error over the fields in the action's declared order, or null.
 */
import type { RuleError } from '../core/result.ts';
import { GOODS_CAP, isGood } from './goods.ts';

const malformed: RuleError = { code: 'E_MALFORMED', message: 'Malformed action.' };
const unknownGood = (x: string): RuleError => ({ code: 'E_UNKNOWN_GOOD', message: `Unknown good: ${x}.` });
const badAmount: RuleError = { code: 'E_BAD_AMOUNT', message: 'Goods amounts must be whole numbers from 0 to 6.' };

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
export function checkShapes(fields: [unknown, Shape][]): RuleError | null {
  return fields.every(([value, shape]) => shapeOk(value, shape)) ? null : malformed;
}

/** The goods named in a field (a name, a list, or a map's keys), for the unknown-good check. */
function namesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value as string[];
  if (isPlainObject(value)) return Object.keys(value);
  return [];
}

/** "Unknown good: <x>." for the first bad name over the fields in order. */
export function checkGoodNames(fields: unknown[]): RuleError | null {
  for (const f of fields) for (const name of namesIn(f)) if (!isGood(name)) return unknownGood(name);
  return null;
}

/** The amount check of a goods map whose names are checked: whole numbers 0..6. */
export function checkAmounts(map: unknown): RuleError | null {
  for (const amount of Object.values(map as Record<string, unknown>))
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0 || amount > GOODS_CAP) return badAmount;
  return null;
}
