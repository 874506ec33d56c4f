/**
 * The guide's card lists: every card type of cards.ts with its rule verbatim, grouped as the table's rows are
 * (the basic cards everyone starts with, civilians, heroes, buildings, landmarks). Each card's facts are the
 * numbers the table prints: cost, traits, a person's build value, a construct's strength and build cost.
 */
import type { GuideCard, GuideCardGroup } from '../core/guide.ts';
import { CARD_TYPES, type CardClass, type CardType, TRAIT_NAMES } from './cards.ts';

/** The facts a card prints besides its rule, as the card lists show them. */
export function cardFacts(t: CardType): string[] {
  const facts = [`cost ${t.cost}`, ...t.traits.map((x) => TRAIT_NAMES[x])];
  if (t.build) facts.push(t.build.mode === 'alt' ? `Build ${t.build.n} (instead)` : `Build +${t.build.n}`);
  if (t.class === 'building' || t.class === 'landmark') facts.push(`strength ${t.strength}`, `build cost ${t.buildCost}`);
  return facts;
}

function guideCard(t: CardType): GuideCard {
  return { id: t.type, name: t.name, copies: t.copies, traits: cardFacts(t), text: t.text, ability: null };
}

const GROUPS: readonly { id: string; heading: string; intro: string; keep: (t: CardType) => boolean }[] = [
  {
    id: 'basic-cards',
    heading: 'Basic cards',
    intro: 'Each seat starts with 8 Workers, a Trader, a Builder (its deck) and a Market (built). They are never in a trade row.',
    keep: (t) => t.basic,
  },
  ...(
    [
      ['civilians', 'Civilians', 'Persons bought from the civilian row. Played for their effects, or assigned to a construct for their Build.', 'civilian'],
      ['heroes', 'Heroes', 'Persons with two ways to play: Use (strong, then the hero goes to your trash pile) or Discard (a small bonus, and you keep it).', 'hero'],
      ['buildings', 'Buildings', 'Constructs: play one from your hand, assign persons until its build cost is reached, and its Passive works at each of your turn starts.', 'building'],
      ['landmarks', 'Landmarks', 'Constructs with no effect in play: built landmarks are the only VP at the end. Their bonuses stop at +6.', 'landmark'],
    ] as const
  ).map(([id, heading, intro, cls]: readonly [string, string, string, CardClass]) => ({
    id,
    heading,
    intro,
    keep: (t: CardType) => t.class === cls && !t.basic,
  })),
];

export const CARD_GROUPS: readonly GuideCardGroup[] = GROUPS.map((g) => ({
  id: g.id,
  heading: g.heading,
  intro: g.intro,
  cards: CARD_TYPES.filter(g.keep).map(guideCard),
}));
