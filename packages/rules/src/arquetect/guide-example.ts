/**
 * The guide's scoring example: spec §8's S1, a six-card hand that shows neighbours, a run and "to its left". The
 * hand is given as card ids; every card's points and the total are computed by scoreSheet, the function that scores
 * real games. Only the reasons are written by hand, and they state what the card sees, never its points.
 */
import type { ExampleLine, ScoringExample } from '../core/guide.ts';
import { CARDS, CATEGORY_NAMES, type CardType, type Category } from './cards.ts';
import { scoreSheet } from './scoring.ts';
import type { Slot } from './state.ts';

/** One card of the example hand as the example draws it. */
export interface ExampleCard {
  /** `1st`, `2nd`…, counted from the left end of the hand. */
  place: string;
  type: CardType;
  name: string;
  category: Category;
  categoryName: string;
  out: boolean;
  points: number;
}

/** The hand drawn left to right, as the tie-breaks read it too. */
export interface ArquetectExampleLayout {
  cards: readonly ExampleCard[];
  buildingCategories: number;
}

/** S1: `[Cottage, Park, Cottage, Apartment, Apartment, Shop]`, every card facing in. */
export const EXAMPLE_HAND: readonly Slot[] = ['cottage-1', 'park-1', 'cottage-2', 'apartment-1', 'apartment-2', 'shop-1'].map(
  (id) => ({ id, out: false }),
);

/** Why each card scores what it does, by place (spec §8, S1). */
const REASONS: readonly string[] = [
  'Cottage: 1, plus its Nature neighbours. Its one neighbour, the Park, is Nature.',
  'Park: 1, plus its neighbours that are Residential or Civic. Both neighbours are Cottages (Residential).',
  'Cottage: 1, plus its Nature neighbours. The Park on its left is Nature; the Apartment is not.',
  'Apartment: the length of its Residential run, up to 3. The run is the Cottage and the two Apartments.',
  'Apartment: the same run of three Residential cards.',
  'Shop: the Residential cards to its left, up to 4. Both Cottages and both Apartments are.',
];

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

function at<T>(list: readonly T[], i: number, what: string): T {
  const item = list[i];
  if (item === undefined) throw new Error(`the scoring example has no ${what} for card ${i + 1}`);
  return item;
}

function buildExample(): ScoringExample<ArquetectExampleLayout> {
  const sheet = scoreSheet(EXAMPLE_HAND);
  const cards = sheet.cards.map((card, i): ExampleCard => {
    const category = CARDS[card.type].category;
    return {
      place: at(ORDINALS, i, 'ordinal'),
      type: card.type,
      name: card.name,
      category,
      categoryName: CATEGORY_NAMES[category],
      out: card.out,
      points: card.points,
    };
  });
  const lines: ExampleLine[] = cards.map((card, i) => ({
    place: card.place,
    name: card.name,
    reason: at(REASONS, i, 'reason'),
    points: card.points,
  }));
  return {
    heading: 'Example: a hand of six cards',
    intro:
      'Six cards, all facing in, in the order they sit in the hand from left to right. Each card shows the ' +
      'points it scores where it sits.',
    layout: { cards, buildingCategories: sheet.buildingCategories },
    lines,
    total: sheet.total,
    source: 'Rules specification, example S1.',
  };
}

export const SCORING_EXAMPLE = buildExample();
