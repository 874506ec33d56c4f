/**
 * Who a table speaks to and about, the same for every kind: "you" at a live table, the seat whose view it is by
 * name in a replay (where nobody is "you"), nobody when watching.
 */
import { seatName } from './words.ts';

export interface Speech {
  /** The seat of the view (null: a spectator's). */
  seat: number | null;
  names: readonly string[];
  /** A replay step, read only. */
  readOnly: boolean;
}

/** The seat the table addresses as "you": nobody in a replay. */
export const speakerOf = ({ seat, readOnly }: Speech): number | null => (readOnly ? null : seat);

/** In a replay, the name of the seat whose view it is (null at a live table, where it is "you", and for spectators). */
export const ownerOf = ({ seat, names, readOnly }: Speech): string | null =>
  readOnly && seat !== null ? seatName(names, seat) : null;

/** A player's side as headed at the table: "You", "Ann (this view)" in a replay, else the player's name. */
export function sideTitle(speech: Speech, seat: number): string {
  if (seat !== speech.seat) return seatName(speech.names, seat);
  const owner = ownerOf(speech);
  return owner ? `${owner} (this view)` : 'You';
}

/** The seats in table order starting with the viewer's own (a spectator sees seat order). */
export function fromViewer<T>(items: readonly T[], seat: number | null): T[] {
  return seat === null ? [...items] : [...items.slice(seat), ...items.slice(0, seat)];
}
