/** Expected failures are values: a rule error is `{code, message}`; the UI shows the message. */
export interface RuleError {
  code: string;
  message: string;
}

export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = (code: string, message: string): Result<never, RuleError> => ({
  ok: false,
  error: { code, message },
});

/** Exhaustiveness guard for `switch` statements over discriminated unions. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
