/**
 * The guide's card list: every row of the card table (cards.ts) with its rule text verbatim, grouped the way a
 * player sorts them (plain network cards, dual pieces, specials with and without a network type).
 */
import type { GuideCard, GuideCardGroup } from '../core/guide.ts';
import { CARDS, type CardRow } from './cards.ts';

function typesTrait(row: CardRow): string {
  return row.types.length === 0 ? 'No network type' : row.types.join(' and ');
}

function guideCard(row: CardRow): GuideCard {
  return { id: row.type, name: row.name, copies: row.count, traits: [typesTrait(row)], text: row.text, ability: null };
}

interface GroupRule {
  id: string;
  heading: string;
  intro: string;
  holds: (row: CardRow) => boolean;
}

/** Every card falls in exactly one group (the guide test checks that each card type appears once). */
const GROUPS: readonly GroupRule[] = [
  {
    id: 'cards-network',
    heading: 'Network cards',
    intro: 'One network type and no text: each scores only its network VP, at most 1.',
    holds: (row) => row.textVp === null && row.types.length === 1,
  },
  {
    id: 'cards-dual',
    heading: 'Dual pieces',
    intro: 'Two network types and no text: each scores up to 2 network VP and links two networks.',
    holds: (row) => row.textVp === null && row.types.length === 2,
  },
  {
    id: 'cards-typed-specials',
    heading: 'Specials in a network',
    intro: 'A network type and a text: network VP plus text VP.',
    holds: (row) => row.textVp !== null && row.types.length > 0,
  },
  {
    id: 'cards-specials',
    heading: 'Specials without a network type',
    intro: 'No network type, so no network VP: they score by their text only, and never join a network.',
    holds: (row) => row.textVp !== null && row.types.length === 0,
  },
];

export const CARD_GROUPS: readonly GuideCardGroup[] = GROUPS.map(({ id, heading, intro, holds }) => ({
  id,
  heading,
  intro,
  cards: CARDS.filter(holds).map(guideCard),
}));
