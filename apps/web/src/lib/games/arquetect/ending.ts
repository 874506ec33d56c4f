/**
 * When the game may end at the next end of a turn (spec §3): with two players not done, the one whose turn it is
 * ends the game by declaring done, since only one player would be left. A two-player game is so from its first turn,
 * so a table says it where the turn count would let a player count on ten turns.
 */
import { seatName } from '$lib/kit/words.ts';
import type { ArquetectView } from './types.ts';

/** What deciding it reads of a view: its step, whose turn it is, and who is done. */
type Standing = Pick<ArquetectView, 'step' | 'active'> & { players: readonly { seat: number; done: boolean }[] };

/** The two players still playing, or null when more (or fewer) are, or the game is over. */
export function lastTwo(view: Omit<Standing, 'active'>): [number, number] | null {
  if (view.step === 'gameOver') return null;
  const playing = view.players.filter((p) => !p.done).map((p) => p.seat);
  return playing.length === 2 ? (playing as [number, number]) : null;
}

/**
 * The banner's warning with two players left, to `speaker` (null: a spectator or a replay's reader, who reads both
 * names): who may end the game, and how. Null while more players play.
 */
export function mayEndWarning(view: Standing, names: readonly string[], speaker: number | null): string | null {
  const two = lastTwo(view);
  if (two === null) return null;
  if (speaker !== null && two.includes(speaker)) {
    if (view.active !== speaker) return `${seatName(names, view.active)} may end the game at the end of this turn: with two players left, declaring done ends it.`;
    const other = two.find((seat) => seat !== speaker) as number;
    return `With two players left, you or ${seatName(names, other)} may end the game by declaring done at the end of a turn.`;
  }
  return `With two players left, ${seatName(names, two[0])} or ${seatName(names, two[1])} may end the game by declaring done at the end of a turn.`;
}
