import { type ChoiceNode, compactChoices } from './choices.ts';
import type { AnyEngine, Seat, Viewer } from './engine.ts';

/** The game-specific part of what one seat (or a spectator) receives: bounded, whatever the state. */
export interface SeatPayload {
  view: unknown;
  awaiting: Seat[];
  /** This seat's legal actions in compact form (see choices.ts); empty for a spectator. */
  choices: ChoiceNode;
}

/** Every view response is at most this many bytes of JSON (checked by the conformance suite). */
export const VIEW_BYTES_LIMIT = 32 * 1024;

/** `awaiting`: whom the game waits on, when the caller knows it already (the game's projection); else the engine says. */
export function seatPayload(engine: AnyEngine, state: unknown, viewer: Viewer, awaiting?: Seat[]): SeatPayload {
  return {
    view: engine.view(state, viewer),
    awaiting: awaiting ?? engine.awaiting(state),
    choices: viewer === null ? [] : (engine.choices?.(state, viewer) ?? compactChoices(engine.legalActions(state, viewer))),
  };
}
