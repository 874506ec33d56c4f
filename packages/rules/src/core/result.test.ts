/**
 * A rule's answer is a value: `ok` carries the accepted value, `err` a refusal's code and the sentence people read,
 * and `assertNever` stops a `switch` that met a case its union does not list, naming the value.
 */
import { describe, expect, it } from 'vitest';
import { assertNever, err, ok } from './result.ts';

describe('results', () => {
  it('carries an accepted value', () => {
    expect(ok({ total: 3 })).toEqual({ ok: true, value: { total: 3 } });
  });

  it('carries a refusal as its code and its sentence', () => {
    expect(err('E_NOT_YOUR_TURN', 'It is not your turn.')).toEqual({
      ok: false,
      error: { code: 'E_NOT_YOUR_TURN', message: 'It is not your turn.' },
    });
  });

  it('names the value a switch did not expect', () => {
    const unexpected = { type: 'fly', to: 3 } as never;
    expect(() => assertNever(unexpected)).toThrow(new Error('unexpected value: {"type":"fly","to":3}'));
  });
});
