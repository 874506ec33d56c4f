/**
 * How the game narrates itself. `@N` stands for seat N's name. Setup choices are never named before the reveal
 * (public "has chosen" lines only), and the unchosen characters are never named at all, not even after the game:
 * spec §8 keeps them hidden forever. Display positions are counted from 1 for people.
 */
import type { LogEntry, Seat } from '../core/engine.ts';
import type { Narrator, Wording } from '../core/narrator.ts';
import type { SaltAction } from './actions.ts';
import type { SaltState, SaltTransition } from './state.ts';
import { roundOf } from './state.ts';

/** A public line, told by `narrator` (a function as `text` is worded only when it speaks). */
export const line = (narrator: Narrator, state: SaltState, text: Wording): LogEntry => narrator.public(roundOf(state), text);

export const who = (seat: Seat): string => `@${seat}`;

/** `transition` with the canonical form of the action that caused it (what gets stored). */
export function withAction(transition: SaltTransition, action: SaltAction): SaltTransition {
  return { state: transition.state, log: transition.log, action };
}

