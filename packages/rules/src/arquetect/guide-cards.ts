/**
 * The guide's card list: every card type of the card table (cards.ts) with its scoring rule and, for events, its
 * ability verbatim, grouped by category in the table's order.
 */
import type { GuideCard, GuideCardGroup } from '../core/guide.ts';
import { CARD_TYPES, CARDS, CATEGORY_NAMES, type CardType, type Category } from './cards.ts';

/** What the cards of a category have in common, for a player choosing where they go. */
const INTROS: Record<Category, string> = {
  residential:
    'Homes. Many other cards count them (Shop, School, Park), a Factory loses points beside them, and a Villa ' +
    'wants no Industry or Hazard within distance 2.',
  industry: 'A Factory loses points beside Residential cards; a Workshop likes Industry and Commerce beside it.',
  commerce: 'Commerce counts what lies to its left or beside it.',
  civic: 'Balance, homes nearby, variety; and a Fire Station makes the Fires near it harmless.',
  nature: 'Nature scores with its neighbours, with other Nature close by, or at an end of the hand.',
  hazard: 'The Fire costs 3 points unless a Lake or a Fire Station is within distance 2.',
  event:
    'Expansion. An event scores 1 facing out and 0 facing in. While it faces in, its ability can be your turn’s ' +
    'action; then it turns outward.',
};

function guideCard(type: CardType): GuideCard {
  const row = CARDS[type];
  return {
    id: type,
    name: row.name,
    copies: row.copies,
    traits: [CATEGORY_NAMES[row.category], ...(row.expansion ? ['Expansion'] : [])],
    text: row.text,
    ability: row.ability?.text ?? null,
  };
}

const CATEGORIES = [...new Set(CARD_TYPES.map((type) => CARDS[type].category))];

export const CARD_GROUPS: readonly GuideCardGroup[] = CATEGORIES.map((category) => ({
  id: `cards-${category}`,
  heading: CATEGORY_NAMES[category],
  intro: INTROS[category],
  cards: CARD_TYPES.filter((type) => CARDS[type].category === category).map(guideCard),
}));
