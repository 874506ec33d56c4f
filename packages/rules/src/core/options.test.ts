/**
 * A kind's options are checked before anything else: the seat count first (`E_BAD_SEATS` unless a whole number in
 * the kind's range), then, for a kind without options, nothing, `null` or `{}`, and any other input is refused with
 * `E_BAD_OPTIONS` and a sentence that says what to send.
 */
import { describe, expect, it } from 'vitest';
import { engineFor } from '../index.ts';
import { seatCountRefusal, withoutOptions } from './options.ts';

const pebbles = { title: 'Pebbles', seats: { min: 2, max: 4 } };
const refusal = (code: string, message: string) => ({ ok: false, error: { code, message } });
const accepted = { ok: true, value: {} };

describe('the seat count', () => {
  it('is accepted from the fewest to the most seats of the kind', () => {
    for (const seats of [2, 3, 4]) expect(seatCountRefusal(pebbles, seats)).toBeNull();
  });

  it('is refused outside the range, or when not a whole number, with the range in the sentence', () => {
    for (const seats of [1, 5, 2.5, Number.NaN])
      expect(seatCountRefusal(pebbles, seats)).toEqual(refusal('E_BAD_SEATS', `Pebbles is for 2 to 4 players, not ${seats}.`));
  });
});

describe('a kind without options', () => {
  const parse = withoutOptions(pebbles);

  it('takes nothing, null or an empty object', () => {
    for (const input of [undefined, null, {}]) expect(parse(input, 3)).toEqual(accepted);
  });

  it('refuses a bad seat count before it reads the options', () => {
    expect(parse({ deck: 'long' }, 7)).toEqual(refusal('E_BAD_SEATS', 'Pebbles is for 2 to 4 players, not 7.'));
    expect(parse(undefined, 1)).toEqual(refusal('E_BAD_SEATS', 'Pebbles is for 2 to 4 players, not 1.'));
  });

  it('refuses options that are no object', () => {
    for (const input of [[], ['teams'], 'teams', 3, true])
      expect(parse(input, 3)).toEqual(refusal('E_BAD_OPTIONS', 'Options must be an object; Pebbles has none, so send {}.'));
  });

  it('refuses any named option, naming them all', () => {
    expect(parse({ teams: true }, 3)).toEqual(refusal('E_BAD_OPTIONS', 'Pebbles has no options (got teams).'));
    expect(parse({ teams: true, deck: 'long' }, 3)).toEqual(refusal('E_BAD_OPTIONS', 'Pebbles has no options (got teams, deck).'));
  });

  it("is how Avenue Empires reads its options, with its own title and seats", () => {
    const avenue = engineFor('avenue-empires');
    if (!avenue) throw new Error('no avenue-empires');
    expect(avenue.parseOptions({}, 6)).toEqual(accepted);
    expect(avenue.parseOptions({}, 2)).toEqual(refusal('E_BAD_SEATS', 'Avenue Empires is for 3 to 6 players, not 2.'));
    expect(avenue.parseOptions({ teams: true }, 4)).toEqual(refusal('E_BAD_OPTIONS', 'Avenue Empires has no options (got teams).'));
  });
});
