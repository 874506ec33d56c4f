/**
 * The characters' deal (spec §3.2) when it is sealed: spec §8 keeps each player's unchosen character hidden forever,
 * so a game whose seed a public record reveals deals its characters from a second seed that is never revealed
 * (core/engine.ts, `SealedDeal`). With `{ seed }` the pool is shuffled by its own RNG and dealt as the spec says, two
 * to each seat in play order; with `{ revealed }` (the replay of a public record) each seat is dealt only the
 * character the finished game showed it chose (sealed.ts), the other one being unknown.
 */
import { describeValue } from '../core/actions.ts';
import type { SealedDeal, Seat } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { CHARACTERS, type CharacterId, character, isCharacterId } from './characters.ts';

/**
 * What a public record shows of the characters: each seat's chosen character, indexed by seat, or null for a seat
 * that never chose (a game abandoned in its setup phase).
 */
export type RevealedCharacters = (CharacterId | null)[];

/** The character pool in the spec's order (§6.2): all 12, or the 10 left in solo (no Mason, no Landlord). */
export const characterPool = (seats: number): CharacterId[] => CHARACTERS.filter((c) => seats > 1 || !c.notInSolo).map((c) => c.id);

/** Two characters of the shuffled `pool` to each seat in play order, the first two to the first player; by seat. */
export function dealInOrder(pool: readonly CharacterId[], order: readonly Seat[]): CharacterId[][] {
  const dealt: CharacterId[][] = order.map(() => []);
  order.forEach((seat, k) => {
    dealt[seat] = pool.slice(2 * k, 2 * k + 2);
  });
  return dealt;
}

/** Each seat's dealt characters (by seat) from a sealed deal; throws a RangeError on a `revealed` that cannot be. */
export function sealedCharacters(sealed: SealedDeal, seats: number, order: readonly Seat[]): CharacterId[][] {
  if ('seed' in sealed) return dealInOrder(Rng.fromSeed(sealed.seed).shuffle(characterPool(seats)), order);
  return parseRevealed(sealed.revealed, seats).map((c) => (c === null ? [] : [c]));
}

/**
 * `input` as the characters revealed at a table of `seats`, or a RangeError that says why not: one entry per seat,
 * each a character of the pool (solo has no Mason or Landlord) or null, no character twice.
 */
export function parseRevealed(input: unknown, seats: number): RevealedCharacters {
  if (!Array.isArray(input) || input.length !== seats)
    throw new RangeError(
      `The revealed characters must list one character (or null) per seat: ${seats} seat${seats === 1 ? '' : 's'}, but got ${Array.isArray(input) ? `${input.length} entries` : 'no list'}.`,
    );
  const pool = new Set<string>(characterPool(seats));
  const seen = new Map<CharacterId, Seat>();
  return input.map((c: unknown, seat): CharacterId | null => {
    if (c === null) return null;
    if (!isCharacterId(c)) throw new RangeError(`Seat ${seat}'s revealed character is not a Saltmarket character: ${describeValue(c)}.`);
    if (!pool.has(c)) throw new RangeError(`Seat ${seat}'s revealed character, the ${character(c).name}, is not in the solo pool.`);
    const other = seen.get(c);
    if (other !== undefined)
      throw new RangeError(`Seats ${other} and ${seat} both reveal the ${character(c).name}, but each character is dealt only once.`);
    seen.set(c, seat);
    return c;
  });
}
