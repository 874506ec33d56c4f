import type { Outcome } from '../core/engine.ts';
import { rankByKeys } from '../core/ranking.ts';
import type { CardType } from './cards.ts';
import { BUILDING_CATEGORIES, CARDS } from './cards.ts';
import type { CardId } from './deck.ts';
import { typeOf } from './deck.ts';
import type { Slot, ArquetectState } from './state.ts';
import type { City } from './terms.ts';

/** Spec §6–§7: each card scores from the hand and its index; the hand's score is the sum, left to right. */

export function cityOf(hand: readonly Slot[]): City {
  const types = hand.map((slot) => typeOf(slot.id));
  return { types, categories: types.map((t) => CARDS[t].category), out: hand.map((slot) => slot.out) };
}

/** The score of every card, left to right. */
export function cardScores(hand: readonly Slot[]): number[] {
  const city = cityOf(hand);
  return city.types.map((type, i) => CARDS[type].score(city, i));
}

export function handScore(hand: readonly Slot[]): number {
  return cardScores(hand).reduce((sum, points) => sum + points, 0);
}

/** Tie-break 1: distinct building categories in the hand (Hazard and Event do not count). */
export function buildingCategories(hand: readonly Slot[]): number {
  const present = new Set(cityOf(hand).categories);
  return BUILDING_CATEGORIES.filter((c) => present.has(c)).length;
}

/** One card's contribution, for the score sheet. */
export interface CardScore {
  id: CardId;
  type: CardType;
  name: string;
  out: boolean;
  points: number;
}

/** A hand's score sheet: the per-card contributions left to right, the total and the tie-break values. */
export interface ScoreSheet {
  total: number;
  buildingCategories: number;
  handSize: number;
  cards: CardScore[];
}

export function scoreSheet(hand: readonly Slot[]): ScoreSheet {
  const points = cardScores(hand);
  const cards = hand.map((slot, i) => {
    const type = typeOf(slot.id);
    return { id: slot.id, type, name: CARDS[type].name, out: slot.out, points: points[i] ?? 0 };
  });
  return {
    total: points.reduce((sum, p) => sum + p, 0),
    buildingCategories: buildingCategories(hand),
    handSize: hand.length,
    cards,
  };
}

export const KEY_NAMES = ['score', 'building categories', 'fewer cards'];

/**
 * Spec §7: higher score first; ties broken by more building categories, then fewer cards; still-tied players share
 * the place (1 + the number of players strictly above). Every player is scored, done or not.
 */
export function rankHands(hands: readonly (readonly Slot[])[]): Outcome {
  return rankByKeys(
    hands.map((hand, seat) => {
      const sheet = scoreSheet(hand);
      return {
        seat,
        score: sheet.total,
        key: [sheet.total, sheet.buildingCategories, -sheet.handSize],
        details: sheet,
      };
    }),
    KEY_NAMES,
  );
}

export function outcome(state: ArquetectState): Outcome | null {
  return state.step === 'gameOver' ? rankHands(state.hands) : null;
}

/** Each seat's score if the game ended now (for the score-over-time chart of a finished game). */
export function scores(state: ArquetectState): number[] {
  return state.hands.map(handScore);
}
