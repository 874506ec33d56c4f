import type { RuleError } from './result.ts';
import { type Result, err, ok } from './result.ts';

/** A kind's title and seat range: what its options are checked against (its engine's `title` and `seats`). */
type Titled = { title: string; seats: { min: number; max: number } };

/** `E_BAD_SEATS` unless `seats` is a whole number in the kind's range, or null. */
export function seatCountRefusal({ title, seats: range }: Titled, seats: number): Result<never> | null {
  if (Number.isInteger(seats) && seats >= range.min && seats <= range.max) return null;
  return err('E_BAD_SEATS', `${title} is for ${range.min} to ${range.max} players, not ${seats}.`);
}

/** `parseOptions` of a kind that has no options: the seat count, then nothing or `{}`. */
export function withoutOptions(about: Titled): (input: unknown, seats: number) => Result<Record<string, never>, RuleError> {
  return (input, seats) => {
    const badSeats = seatCountRefusal(about, seats);
    if (badSeats) return badSeats;
    if (input === undefined || input === null) return ok({});
    if (typeof input !== 'object' || Array.isArray(input))
      return err('E_BAD_OPTIONS', `Options must be an object; ${about.title} has none, so send {}.`);
    const names = Object.keys(input);
    if (names.length > 0) return err('E_BAD_OPTIONS', `${about.title} has no options (got ${names.join(', ')}).`);
    return ok({});
  };
}
