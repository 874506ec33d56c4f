/**
 * What a public record keeps of Saltmarket's sealed deal (core/engine.ts, `SealedPart`). Spec §8 keeps each player's
 * unchosen character hidden forever, so the record reveals only each seat's chosen character, and tells each setup
 * choice a seat replaced as the choice that replaced it: a replaced choice may name the other dealt character.
 *
 * Why it replays the same: a seat's choices before the reveal change nothing but its own secret choice and its count
 * of changes, and the reveal takes only its last one; told as the last one each time, the choices keep their number
 * and places in the events (so the change count, MAX_CHANGES and the moment of the reveal are the same), and every
 * one is legal from a deal of the revealed character alone (sealed-deal.ts).
 */
import type { SealedPart, Seat } from '../core/engine.ts';
import type { RevealedCharacters } from './sealed-deal.ts';
import type { SaltState } from './state.ts';

type Event = { seat: Seat; action: unknown };

const isSetupChoice = (action: unknown): boolean =>
  action !== null && typeof action === 'object' && (action as { type?: unknown }).type === 'setup';

/**
 * Each seat's chosen character, by seat: after the reveal its character; in a game abandoned in its setup phase the
 * character of its last setup choice (the record is made only once the game is over), or null if it never chose.
 */
export function revealedCharacters(state: SaltState): RevealedCharacters {
  return state.players.map((p) => p.character ?? p.choice?.character ?? null);
}

/**
 * The events with each seat's setup choices all told as its last one; every other event as it is. Pure: new arrays
 * and events (a replaced choice is the seat's last action object, shared, as actions are never changed in place).
 */
export function withLastSetupChoices(events: readonly Event[]): Event[] {
  const last = new Map<Seat, unknown>();
  for (const e of events) if (isSetupChoice(e.action)) last.set(e.seat, e.action);
  return events.map((e) => ({ seat: e.seat, action: isSetupChoice(e.action) ? last.get(e.seat) : e.action }));
}

/** Saltmarket's sealed part: the characters are dealt from a second seed, and records show only the chosen ones. */
export const sealedPart: SealedPart<SaltState> = {
  what: "each player's unchosen character",
  revealed: revealedCharacters,
  redact: withLastSetupChoices,
};
