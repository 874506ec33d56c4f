/**
 * The one entry of untrusted input (docs/game-contract.md, "Untrusted input: check first, parse second"): `decide`
 * runs the kind's gate, the acting seat, the JSON-object check, the kind's own checks, the schema and the rules, in
 * that order and each once, and returns the action to store; `parseAction` is the seat, object and schema steps alone.
 * A refused payload reads as one sentence for people that names the field and never echoes a long value.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionTypes, decide, describeValue, parseAction, payloadMessage } from './actions.ts';
import type { AnyEngine, Narrator, RawAction, RuleError, Seat } from './index.ts';
import { err, ok } from './result.ts';
import { refusalOf } from './testing/spec.ts';

/** A tiny auction: two seats take turns to bid higher (on a lot, if they like), and a pass ends it. */
interface Auction {
  turn: Seat;
  high: number;
  over: boolean;
}

const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass'), player: z.int() }),
  z.object({
    type: z.literal('bid'),
    player: z.int(),
    amount: z.int({ error: 'a whole number' }).min(1, { error: 'at least 1' }),
    lot: z.object({ row: z.int({ error: 'a row number' }), side: z.union([z.literal('left'), z.literal('right')], { error: 'left or right' }) }).optional(),
  }),
]);
type Bid = z.infer<typeof actionSchema>;

const TYPES = actionTypes(actionSchema);

const auction = (parts: Partial<AnyEngine> = {}): AnyEngine =>
  ({
    actionSchema,
    gate: (state: Auction, seat: Seat): RuleError | null => {
      if (state.over) return { code: 'E_GAME_OVER', message: 'The auction is over.' };
      if (seat !== state.turn) return { code: 'E_NOT_YOUR_TURN', message: `It is seat ${state.turn}'s turn.` };
      return null;
    },
    apply: (state: Auction, seat: Seat, action: Bid, narrator: Narrator) => {
      if (action.type === 'pass') return ok({ state: { ...state, over: true }, log: [narrator.public(1, `@${seat} passes.`)] });
      if (action.amount <= state.high) return err('E_BID_TOO_LOW', `Bid more than ${state.high}.`);
      return ok({ state: { turn: 1 - seat, high: action.amount, over: false }, log: [narrator.public(1, () => `@${seat} bids ${action.amount}.`)] });
    },
    ...parts,
  }) as AnyEngine;

/** The auction with checks of the raw input, as a kind writes them: its own words for an unknown type. */
function checkedAuction() {
  const seen: RawAction[] = [];
  const engine = auction({
    check: (_state: Auction, _seat: Seat, input: RawAction) => {
      seen.push(input);
      return TYPES.has(input.type as string) ? null : { code: 'E_UNKNOWN_ACTION', message: 'Unknown action.' };
    },
  });
  return { engine, seen };
}

const open: Auction = { turn: 0, high: 2, over: false };

const notAnObject = { code: 'E_BAD_PAYLOAD', message: 'An action must be a JSON object with a "type" field.' };
const notYourSeat = { code: 'E_NOT_YOUR_SEAT', message: 'This action names player 1, but you play seat 0: you can only act for your own seat.' };
const badPayload = (message: string) => ({ code: 'E_BAD_PAYLOAD', message });

describe('decide', () => {
  it('accepts an action of the seat whose turn it is, tells it aloud and returns the parsed action to store', () => {
    expect(decide(auction(), open, 0, { type: 'bid', amount: 3, note: 'dropped' })).toEqual({
      ok: true,
      value: { state: { turn: 1, high: 3, over: false }, log: [{ round: 1, text: '@0 bids 3.' }], action: { type: 'bid', player: 0, amount: 3 } },
    });
  });

  it('stores the canonical form when the rules give one', () => {
    const withDefaultLot = auction({
      apply: (state: Auction, seat: Seat, action: Bid) => ok({ state, log: [], action: { ...action, lot: { row: 0, side: 'left' } } }),
    });
    const result = decide(withDefaultLot, open, 0, { type: 'bid', amount: 3 });
    expect(result.ok && result.value.action).toEqual({ type: 'bid', player: 0, amount: 3, lot: { row: 0, side: 'left' } });
  });

  it("refuses what the rules refuse, with the rules' error", () => {
    expect(refusalOf(auction(), open, 0, { type: 'bid', amount: 2 })).toEqual({ code: 'E_BID_TOO_LOW', message: 'Bid more than 2.' });
  });

  it('asks the gate first: a body naming the active seat is still not its sender’s turn', () => {
    const { engine, seen } = checkedAuction();
    expect(refusalOf(engine, { ...open, over: true }, 0, { type: 'dance', player: 1 })).toEqual({ code: 'E_GAME_OVER', message: 'The auction is over.' });
    expect(refusalOf(engine, open, 1, { type: 'bid', player: 0, amount: 5 })).toEqual({ code: 'E_NOT_YOUR_TURN', message: "It is seat 0's turn." });
    expect(seen).toEqual([]);
  });

  it("refuses a body that names another seat than the sender's, before the kind's checks", () => {
    const { engine, seen } = checkedAuction();
    expect(refusalOf(engine, open, 0, { type: 'bid', player: 1, amount: 5 })).toEqual(notYourSeat);
    expect(refusalOf(engine, open, 0, { type: 'dance', player: 1 })).toEqual(notYourSeat);
    expect(seen).toEqual([]);
  });

  it('refuses a player that is no seat number', () => {
    expect(refusalOf(auction(), open, 0, { type: 'pass', player: '0' })).toEqual(
      badPayload('The "player" field is not right (got "0"): leave it out, or give your seat number.'),
    );
    expect(refusalOf(auction(), open, 0, { type: 'pass', player: [0] })).toEqual(
      badPayload('The "player" field is not right (got an array): leave it out, or give your seat number.'),
    );
  });

  it("accepts a body that repeats the sender's seat, names no player or a null one", () => {
    for (const input of [{ type: 'bid', amount: 3, player: 1 }, { type: 'bid', amount: 3 }, { type: 'bid', amount: 3, player: null }]) {
      const result = decide(auction(), { ...open, turn: 1 }, 1, input);
      expect(result.ok && result.value.action).toEqual({ type: 'bid', player: 1, amount: 3 });
    }
  });

  it("refuses anything but a JSON object, before the kind's checks", () => {
    const { engine, seen } = checkedAuction();
    for (const input of [null, undefined, 5, 'bid', [], [{ type: 'bid', amount: 3 }]]) expect(refusalOf(engine, open, 0, input)).toEqual(notAnObject);
    expect(seen).toEqual([]);
  });

  it("runs the kind's checks on the raw input, then the schema", () => {
    const { engine, seen } = checkedAuction();
    expect(refusalOf(engine, open, 0, { type: 'dance' })).toEqual({ code: 'E_UNKNOWN_ACTION', message: 'Unknown action.' });
    expect(refusalOf(engine, open, 0, { type: 'bid' })).toEqual(badPayload('The action needs a "amount" field.'));
    expect(decide(engine, open, 0, { type: 'bid', amount: 3, note: 'kept for the check' }).ok).toBe(true);
    expect(seen).toEqual([{ type: 'dance' }, { type: 'bid' }, { type: 'bid', amount: 3, note: 'kept for the check' }]);
  });

  it('lets the schema refuse an unknown type for a kind without checks of its own', () => {
    expect(refusalOf(auction(), open, 0, { type: 'dance' })).toEqual(badPayload('Unknown action type "dance".'));
  });
});

describe('parseAction', () => {
  it("gives the action as stored: the sender's seat in player, unknown fields dropped, whatever the turn", () => {
    expect(parseAction(auction(), 1, { type: 'bid', amount: 4, player: 1, note: 'x' })).toEqual({ ok: true, value: { type: 'bid', player: 1, amount: 4 } });
  });

  it('refuses another seat, a player that is no number, anything but an object and a bad shape', () => {
    const refusal = (input: unknown) => {
      const result = parseAction(auction(), 0, input);
      return result.ok ? 'accepted' : result.error;
    };
    expect(refusal({ type: 'pass', player: 1 })).toEqual(notYourSeat);
    expect(refusal({ type: 'pass', player: false })).toEqual(
      badPayload('The "player" field is not right (got false): leave it out, or give your seat number.'),
    );
    for (const input of [null, undefined, 'pass', []]) expect(refusal(input)).toEqual(notAnObject);
    expect(refusal({ type: 'bid', amount: 0 })).toEqual(badPayload('The "amount" field is not right (got 0: at least 1).'));
  });
});

describe('the sentence for a refused payload', () => {
  const sentence = (input: unknown) => {
    const result = parseAction(auction(), 0, input);
    return result.ok ? 'accepted' : result.error.message;
  };

  it('asks for a type, or names the unknown one', () => {
    expect(sentence({})).toBe('An action must be a JSON object with a "type" field.');
    expect(sentence({ type: 'dance' })).toBe('Unknown action type "dance".');
    expect(sentence({ type: 7 })).toBe('Unknown action type 7.');
    expect(sentence({ type: ['bid'] })).toBe('Unknown action type an array.');
  });

  it('names a missing or wrong field by its path, with what it got and why', () => {
    expect(sentence({ type: 'bid' })).toBe('The action needs a "amount" field.');
    expect(sentence({ type: 'bid', amount: 'ten' })).toBe('The "amount" field is not right (got "ten": a whole number).');
    expect(sentence({ type: 'bid', amount: 3, lot: { side: 'left' } })).toBe('The action needs a "lot.row" field.');
    expect(sentence({ type: 'bid', amount: 3, lot: { row: 'A', side: 'left' } })).toBe('The "lot.row" field is not right (got "A": a row number).');
    expect(sentence({ type: 'bid', amount: 3, lot: { row: 1, side: 'up' } })).toBe('The "lot.side" field is not right (got "up": left or right).');
  });

  it('never echoes a long value', () => {
    expect(sentence({ type: 'bid', amount: 'x'.repeat(500) })).toBe('The "amount" field is not right (got a long string: a whole number).');
  });

  const plain = z.union([z.object({ type: z.literal('pass') }), z.object({ type: z.literal('bid'), amount: z.int() })]);
  const toldBy = (schema: z.ZodType) => (input: unknown) => payloadMessage(schema.safeParse(input).error as z.ZodError, input);

  it('reads the type of a kind whose schema is a plain union', () => {
    expect(toldBy(plain)({ type: 'dance' })).toBe('Unknown action type "dance".');
    expect(toldBy(plain)({})).toBe('An action must be a JSON object with a "type" field.');
  });

  it('asks for a JSON object when given a value that is none', () => {
    for (const schema of [plain, actionSchema])
      expect([null, 5, 'bid'].map(toldBy(schema))).toEqual(Array(3).fill('An action must be a JSON object with a "type" field.'));
  });

  it('still has a sentence for a failure without issues', () => {
    expect(payloadMessage(new z.ZodError([]), {})).toBe('The action does not have the right shape.');
  });
});

describe('describeValue', () => {
  it('describes an untrusted value in a few words', () => {
    const cases: [unknown, string][] = [
      ['x'.repeat(40), `"${'x'.repeat(40)}"`],
      ['x'.repeat(41), 'a long string'],
      ['', '""'],
      [-2.5, '-2.5'],
      [true, 'true'],
      [null, 'null'],
      [undefined, 'nothing'],
      [[1, 2], 'an array'],
      [() => 0, 'a function'],
    ];
    expect(cases.map(([value]) => describeValue(value))).toEqual(cases.map(([, words]) => words));
  });

  // a player once read 'Unknown action type a object.'
  it('describes an object as "an object"', () => {
    expect(describeValue({ type: 'bid' })).toBe('an object');
    expect(parseAction(auction(), 0, { type: { name: 'bid' } })).toEqual({ ok: false, error: badPayload('Unknown action type an object.') });
  });
});

describe('actionTypes', () => {
  it("lists the type literals of a kind's actions", () => {
    expect([...TYPES]).toEqual(['pass', 'bid']);
  });
});
