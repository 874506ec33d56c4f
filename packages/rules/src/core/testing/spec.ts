/**
 * Given/when/then for spec examples, in the spirit of Emmett's DeciderSpecification:
 *
 *   const spec = specFor(avenueEmpires);
 *   spec.given(state).when(1, { type: 'chooseTrade', left: 'road-02', right: 'road-02' }).thenFails('E_SAME_CARD');
 *   spec.given(state).when(0, action).then(({ state, log }) => expect(state.phase).toBe('building'));
 *
 * `when` takes untrusted input, exactly as the API does: the game's common checks, its schema, then its rules.
 */
import { expect } from 'vitest';
import { decide } from '../actions.ts';
import type { AnyEngine, LogEntry, Seat } from '../engine.ts';
import { opening } from '../replay.ts';

/** Applies untrusted input as the API does (`decide`); throws on a refusal. */
export function acted<S>(engine: AnyEngine, state: S, seat: Seat, input: unknown): { state: S; log: LogEntry[]; action: unknown } {
  const result = decide<S>(engine, state, seat, input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The refusal of untrusted `input` (through `decide`), checking that the state is untouched. */
export function refusalOf<S>(engine: AnyEngine, state: S, seat: Seat, input: unknown): { code: string; message: string } {
  const before = JSON.stringify(state);
  const result = decide<S>(engine, state, seat, input);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error(`expected a refusal of ${JSON.stringify(input)}`);
  return result.error;
}

export interface Then<S> {
  /** The action is accepted; `check` looks at the next state and the log entries it produced. */
  then(check: (next: { state: S; log: LogEntry[]; action: unknown }) => void): S;
  /** The action is refused with this code (and, if given, a message matching `message`); the state is untouched. */
  thenFails(code: string, message?: RegExp): void;
}

export interface Given<S> {
  when(seat: Seat, input: unknown): Then<S>;
}

export function specFor<S>(engine: AnyEngine) {
  return {
    /** Starts from this state. */
    given(state: S): Given<S> {
      return {
        when(seat, input) {
          const before = JSON.stringify(state);
          const result = decide<S>(engine, state, seat, input);
          return {
            then(check) {
              if (!result.ok) throw new Error(`expected the action to be accepted, got ${result.error.code}: ${result.error.message}`);
              check(result.value);
              return result.value.state;
            },
            thenFails(code, message) {
              expect(result.ok ? 'accepted' : result.error.code).toBe(code);
              if (!result.ok && message) expect(result.error.message).toMatch(message);
              expect(JSON.stringify(state)).toBe(before);
            },
          };
        },
      };
    },
    /** Starts from a fresh setup. */
    givenSetup(seats: number, options: unknown, seed: string): Given<S> {
      return this.given(opening<S>(engine, { seats, options, seed }).state);
    },
  };
}
