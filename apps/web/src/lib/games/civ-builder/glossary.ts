/**
 * The words printed on Civ Builder's cards, explained for a newcomer (spec §2.1): the table's legend lists them all,
 * and a card's rule tip adds the ones its own text uses, so nobody leaves the table to learn what "Raid" does.
 */
import { TRAIT_NAMES } from '@turnpost/rules/civ-builder';
import type { CardType, Keyword, Trait } from './types.ts';

export interface Term {
  term: string;
  meaning: string;
}

export const KEYWORDS: Record<Keyword, Term> = {
  money: { term: 'Money N', meaning: 'adds N money this turn; spend it to buy cards from the rows.' },
  warfare: { term: 'Warfare N', meaning: 'adds N warfare; spend it to destroy an opponent’s built construct whose strength it matches.' },
  research: { term: 'Research N', meaning: 'draw N cards now.' },
  trash: { term: 'Trash N', meaning: 'remove N cards for good: from your hand, discard pile or play, or the civilian and building rows.' },
  return: { term: 'Return N', meaning: 'put N cards from your discard pile on top of your deck: you draw them next, and nobody can steal them.' },
  raid: { term: 'Raid N', meaning: 'an opponent discards a random hand card (never below 3 in hand), or a card stored on their building.' },
  steal: { term: 'Steal N', meaning: 'take a card costing up to N from an opponent’s discard pile; several steal cards add up, the excess is lost.' },
};

export const OTHER_TERMS: Term[] = [
  { term: 'or Build N', meaning: 'tuck this person under your unbuilt construct instead of playing it: N build progress.' },
  { term: 'Build +N', meaning: 'play this person and also tuck it under a construct for N build progress.' },
  { term: 'Store a/b', meaning: 'at the end of your turn tuck up to a persons here instead of discarding them (they must share a trait with the building); it holds b; take them back next turn.' },
  { term: 'Passive', meaning: 'a built construct does this when it is built and again at the start of each of your turns.' },
  { term: 'Str · Build', meaning: 'the warfare needed to destroy a construct, and the build progress it needs to be built.' },
];

export const TRAIT_TERMS: Term[] = (Object.keys(TRAIT_NAMES) as Trait[]).map((t) => ({
  term: t,
  meaning: `${TRAIT_NAMES[t]}: a trait. Landmarks score for buildings of a trait, and a Store building keeps only persons of its traits.`,
}));

/** The explanations a card's own words call for: its keywords, its Build and Store, its traits. */
export function termsOf(t: CardType): string[] {
  const kinds = new Set<Keyword>([...t.effects, ...t.use, ...t.discard].map((e) => e.kind));
  const out = [...kinds].map((k) => `${KEYWORDS[k].term.replace(' N', '')}: ${KEYWORDS[k].meaning}`);
  if (t.build) out.push(t.build.mode === 'alt' ? `Build (instead): ${OTHER_TERMS[0]?.meaning}` : `Build +: ${OTHER_TERMS[1]?.meaning}`);
  if (t.store) out.push(`Store: ${OTHER_TERMS[2]?.meaning}`);
  const traits = t.traits.map((x) => `${x} = ${TRAIT_NAMES[x]}`).join(', ');
  out.push(`${traits} (trait${t.traits.length > 1 ? 's' : ''}).`);
  return out;
}
