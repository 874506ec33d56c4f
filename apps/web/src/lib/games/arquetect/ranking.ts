/** How an Arquetect game over reads: points, then the tie-breaks, and what ended the game. */
import type { Outcome } from '$lib/api-types.ts';
import type { Ranking } from '$lib/kit/TableShell.svelte';
import { seatName } from '$lib/kit/words.ts';
import type { ArquetectView } from './types.ts';

const COLUMNS = [
  { name: 'Points', title: 'The hand’s score' },
  { name: 'Categories', title: 'Building categories in the hand (first tie-break: more is better)' },
  { name: 'Cards', title: 'Cards in hand (second tie-break: fewer is better)' },
];

/** Final places, points and the tie-breaks (more building categories, then fewer cards), and what decided. */
export function rankingOf(view: ArquetectView, outcome: Outcome, names: readonly string[]): Ranking {
  const ending =
    view.endReason === 'fourOutward'
      ? `${seatName(names, view.active)} turned a ${view.outwardLimit}th card outward, which ends the game at once.`
      : 'At most one player was still playing, so the game ended.';
  const decidedAt = outcome.decidedBy ? outcome.keyNames.indexOf(outcome.decidedBy) : -1;
  const decided =
    outcome.winners.length > 1
      ? 'They tie on points, building categories and hand size, so they share first place.'
      : decidedAt <= 0
        ? 'Decided by points.'
        : outcome.decidedBy === 'building categories'
          ? 'Tied on points; decided by more building categories.'
          : 'Tied on points and building categories; decided by fewer cards in hand.';
  return {
    unit: 'points',
    columns: COLUMNS,
    // The key is [points, categories, −cards]; show the card count as a count.
    shown: (value, i) => (i === 2 ? Math.abs(value) : value),
    decided: `${ending} ${decided}`,
    note: 'Ties go to more building categories (Residential, Industry, Commerce, Civic, Nature), then to fewer cards.',
  };
}
