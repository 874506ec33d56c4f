import type { CardType, Category } from './card-types.ts';
import type { City } from './terms.ts';
import {
  countCategories,
  countTypes,
  distinctCategories,
  isEnd,
  leftOf,
  neighbours,
  rightOf,
  runLength,
  withinDistance,
} from './terms.ts';

export type { CardType, Category } from './card-types.ts';

export const BUILDING_CATEGORIES: readonly Category[] = ['residential', 'industry', 'commerce', 'civic', 'nature'];

export const CATEGORY_NAMES: Record<Category, string> = {
  residential: 'Residential',
  industry: 'Industry',
  commerce: 'Commerce',
  civic: 'Civic',
  nature: 'Nature',
  hazard: 'Hazard',
  event: 'Event',
};

/** An event card's ability (spec §6.3); its effect lives in ability-effects.ts under the same name. */
export type AbilityKind = 'heist' | 'renovation' | 'demolition' | 'exchange' | 'festival' | 'salvage';

/** The payload fields an ability may read besides `card`: seats and indices, or card ids. */
export type AbilityArg = 'target' | 'index' | 'insertAt' | 'remove' | 'give' | 'take';

export interface Ability {
  kind: AbilityKind;
  /** The payload fields the ability reads, besides `card`. */
  args: readonly AbilityArg[];
  text: string;
}

export interface CardRow {
  name: string;
  category: Category;
  /** Copies that exist (base copies, or expansion copies for an expansion card). */
  copies: number;
  expansion: boolean;
  /** The scoring rule, for people. */
  text: string;
  /** The scoring rule, for the engine: the score of the card at index i of the city. */
  score: (city: City, i: number) => number;
  ability?: Ability;
}

const RES: readonly Category[] = ['residential'];
const NAT: readonly Category[] = ['nature'];
const eventScore = (city: City, i: number): number => (city.out[i] ? 1 : 0);
const EVENT_TEXT = 'Scores 1 if facing out, 0 if facing in.';

/** Every card type, in canonical order. A newcomer finds any card's rule here in one hop. */
export const CARDS: Record<CardType, CardRow> = {
  cottage: {
    name: 'Cottage', category: 'residential', copies: 5, expansion: false,
    text: '1 + the number of Nature neighbours.',
    score: (c, i) => 1 + countCategories(c, neighbours(c, i), NAT),
  },
  apartment: {
    name: 'Apartment', category: 'residential', copies: 5, expansion: false,
    text: 'The length of its Residential run, up to 3.',
    score: (c, i) => Math.min(3, runLength(c, i)),
  },
  villa: {
    name: 'Villa', category: 'residential', copies: 3, expansion: false,
    text: '4 if no Industry or Hazard card is within distance 2; otherwise 0.',
    score: (c, i) => (countCategories(c, withinDistance(c, i, 2), ['industry', 'hazard']) === 0 ? 4 : 0),
  },
  skyscraper: {
    name: 'Skyscraper', category: 'residential', copies: 2, expansion: true,
    text: 'The number of cards to its left, up to 5.',
    score: (_c, i) => Math.min(5, i),
  },
  factory: {
    name: 'Factory', category: 'industry', copies: 4, expansion: false,
    text: '4 − 2 × the number of Residential neighbours.',
    score: (c, i) => 4 - 2 * countCategories(c, neighbours(c, i), RES),
  },
  workshop: {
    name: 'Workshop', category: 'industry', copies: 4, expansion: false,
    text: '1 + the number of neighbours that are Industry or Commerce.',
    score: (c, i) => 1 + countCategories(c, neighbours(c, i), ['industry', 'commerce']),
  },
  mine: {
    name: 'Mine', category: 'industry', copies: 3, expansion: false,
    text: 'The number of cards on its shorter side, up to 3.',
    score: (c, i) => Math.min(3, i, c.types.length - 1 - i),
  },
  'power-plant': {
    name: 'Power Plant', category: 'industry', copies: 2, expansion: true,
    text: 'The number of non-Nature cards to its right, up to 4.',
    score: (c, i) => Math.min(4, rightOf(c, i).length - countCategories(c, rightOf(c, i), NAT)),
  },
  shop: {
    name: 'Shop', category: 'commerce', copies: 5, expansion: false,
    text: 'The number of Residential cards to its left, up to 4.',
    score: (c, i) => Math.min(4, countCategories(c, leftOf(c, i), RES)),
  },
  market: {
    name: 'Market', category: 'commerce', copies: 4, expansion: false,
    text: 'The number of distinct categories among itself and its neighbours (1–3).',
    score: (c, i) => distinctCategories(c, [i, ...neighbours(c, i)]),
  },
  bank: {
    name: 'Bank', category: 'commerce', copies: 3, expansion: false,
    text: 'The number of Commerce or Industry cards to its left, up to 5.',
    score: (c, i) => Math.min(5, countCategories(c, leftOf(c, i), ['commerce', 'industry'])),
  },
  mall: {
    name: 'Mall', category: 'commerce', copies: 2, expansion: true,
    text: '2 × the number of Commerce neighbours.',
    score: (c, i) => 2 * countCategories(c, neighbours(c, i), ['commerce']),
  },
  'town-hall': {
    name: 'Town Hall', category: 'civic', copies: 3, expansion: false,
    text: '5 if the counts of cards to its left and to its right differ by at most 1; otherwise 1.',
    score: (c, i) => (Math.abs(i - (c.types.length - 1 - i)) <= 1 ? 5 : 1),
  },
  school: {
    name: 'School', category: 'civic', copies: 3, expansion: false,
    text: 'The number of Residential cards within distance 2, up to 4.',
    score: (c, i) => Math.min(4, countCategories(c, withinDistance(c, i, 2), RES)),
  },
  'fire-station': {
    name: 'Fire Station', category: 'civic', copies: 3, expansion: false,
    text: '2 + the number of Fire cards within distance 2.',
    score: (c, i) => 2 + countTypes(c, withinDistance(c, i, 2), ['fire']),
  },
  museum: {
    name: 'Museum', category: 'civic', copies: 2, expansion: true,
    text: 'The number of distinct categories in the whole hand (all 7 count), up to 6.',
    score: (c) => Math.min(6, new Set(c.categories).size),
  },
  park: {
    name: 'Park', category: 'nature', copies: 4, expansion: false,
    text: '1 + the number of neighbours that are Residential or Civic.',
    score: (c, i) => 1 + countCategories(c, neighbours(c, i), ['residential', 'civic']),
  },
  forest: {
    name: 'Forest', category: 'nature', copies: 4, expansion: false,
    text: '1 + the number of Nature cards within distance 2, up to 4.',
    score: (c, i) => Math.min(4, 1 + countCategories(c, withinDistance(c, i, 2), NAT)),
  },
  lake: {
    name: 'Lake', category: 'nature', copies: 3, expansion: false,
    text: '3 at an end of the hand; otherwise 1.',
    score: (c, i) => (isEnd(c, i) ? 3 : 1),
  },
  garden: {
    name: 'Garden', category: 'nature', copies: 2, expansion: true,
    text: '3 if it has two neighbours and both are of the same category; otherwise 1.',
    score: (c, i) => {
      const [a, b] = neighbours(c, i);
      return a !== undefined && b !== undefined && c.categories[a] === c.categories[b] ? 3 : 1;
    },
  },
  fire: {
    name: 'Fire', category: 'hazard', copies: 4, expansion: false,
    text: '−3, or 0 instead if a Lake or Fire Station is within distance 2.',
    score: (c, i) => (countTypes(c, withinDistance(c, i, 2), ['lake', 'fire-station']) > 0 ? 0 : -3),
  },
  heist: {
    name: 'Heist', category: 'event', copies: 2, expansion: true, text: EVENT_TEXT, score: eventScore,
    ability: {
      kind: 'heist', args: ['target', 'index', 'insertAt'],
      text:
        "Take any one card from another player's hand, chosen by its position (you see only the backs), " +
        'and put it into your hand at any position: between two cards or at either end.',
    },
  },
  renovation: {
    name: 'Renovation', category: 'event', copies: 2, expansion: true, text: EVENT_TEXT, score: eventScore,
    ability: {
      kind: 'renovation', args: ['index'],
      text: 'Swap two neighbouring cards of yours: a card you choose and the card to its right.',
    },
  },
  demolition: {
    name: 'Demolition', category: 'event', copies: 2, expansion: true, text: EVENT_TEXT, score: eventScore,
    ability: {
      kind: 'demolition', args: ['remove'],
      text: 'Move one of your other cards to the end of the public rubble pile.',
    },
  },
  exchange: {
    name: 'Exchange', category: 'event', copies: 2, expansion: true, text: EVENT_TEXT, score: eventScore,
    ability: {
      kind: 'exchange', args: ['give', 'target', 'index'],
      text:
        "Swap one of your other cards with the card at any position of another player's hand: " +
        "each card takes the other's exact place.",
    },
  },
  festival: {
    name: 'Festival', category: 'event', copies: 2, expansion: true, text: EVENT_TEXT, score: eventScore,
    ability: {
      kind: 'festival', args: [],
      text:
        'Every player still playing passes their rightmost card, all at once, to the next such player clockwise, ' +
        'who puts it at the left end of their hand.',
    },
  },
  salvage: {
    name: 'Salvage', category: 'event', copies: 2, expansion: true, text: EVENT_TEXT, score: eventScore,
    ability: {
      kind: 'salvage', args: ['take', 'insertAt'],
      text: 'Take any card from the rubble pile and put it into your hand at any position.',
    },
  },
};

/** Card types in canonical order. */
export const CARD_TYPES = Object.keys(CARDS) as CardType[];

export function isCardType(value: string): value is CardType {
  return Object.hasOwn(CARDS, value);
}
