/**
 * A game's guide for players: the `/rules/<game>` page as typed data, kept beside the game's rules so that the card
 * texts come from the same tables the engine scores with and the scoring example's points are computed by the
 * game's own scoring function. The page renders any game's guide generically; only the example's drawing is per
 * game (`Example` is the game's own shape).
 *
 * Text conventions: plain sentences for people. A word in backticks (`insertAt`) is a term the table shows as is
 * (the card tables name an ability's choices this way); the glossary explains it and the page sets it as code.
 */

/** One piece of a section, in reading order. */
export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  /** Things done in this order (a turn, a round). */
  | { kind: 'steps'; items: readonly string[] }
  /** Things in no particular order. */
  | { kind: 'points'; items: readonly string[] }
  /** Numbers that differ by seat count or block; the page lets a wide table scroll inside itself. */
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly (string | number)[])[] }
  /** Where the drawn scoring example goes. */
  | { kind: 'scoringExample' };

export interface GuideSection {
  /** The fragment that links here: `/rules/<game>#<id>`. */
  id: string;
  heading: string;
  blocks: readonly GuideBlock[];
  subsections?: readonly GuideSection[];
}

export interface GlossaryEntry {
  /** As the table writes it, e.g. `L1 / C1 / R1` or `0/4 outward`. */
  term: string;
  meaning: string;
}

/** One card type with its full rule, read from the game's card table. */
export interface GuideCard {
  /** The card type (`fire-station`); its anchor on the page is `card-<id>`. */
  id: string;
  name: string;
  /** Copies in the game's full set of cards. */
  copies: number;
  /** Short facts a player sorts cards by: network types, category, "Expansion". */
  traits: readonly string[];
  /** The scoring rule, verbatim from the card table. */
  text: string;
  /** An event's ability, verbatim from the card table (null for cards without one). */
  ability: string | null;
}

export interface GuideCardGroup {
  id: string;
  heading: string;
  /** What the cards of this group have in common. */
  intro: string;
  cards: readonly GuideCard[];
}

/** One scored item of the example: where it stands, why it scores, and the points the scoring function gave it. */
export interface ExampleLine {
  /** Where the card sits, as the table writes it (`L2`, `3rd card`). */
  place: string;
  name: string;
  /** Why it scores what it does, in words (no numbers: the points come from the scoring function). */
  reason: string;
  points: number;
  /** The points split into parts where the game has parts (Avenue Empires: network + text). */
  parts?: readonly { label: string; points: number }[];
}

export interface ScoringExample<Layout> {
  heading: string;
  /** What the example shows, before the drawing. */
  intro: string;
  /** The game's own drawing data (a city, a hand), computed from the example's cards. */
  layout: Layout;
  lines: readonly ExampleLine[];
  /** The score the game's scoring function gives the whole example. */
  total: number;
  /** Where the example comes from, so it can be checked. */
  source: string;
}

export interface Guide<Layout, GameId extends string = string> {
  gameId: GameId;
  title: string;
  /** One sentence: what the game is. */
  tagline: string;
  players: { min: number; max: number };
  sections: readonly GuideSection[];
  example: ScoringExample<Layout>;
  glossary: readonly GlossaryEntry[];
  cardGroups: readonly GuideCardGroup[];
}

/** Every card of a guide, group by group. */
export function guideCards(guide: Pick<Guide<unknown>, 'cardGroups'>): GuideCard[] {
  return guide.cardGroups.flatMap((group) => [...group.cards]);
}

/** A text as the page shows it: the backticks that mark a term dropped. */
export function plainText(text: string): string {
  return text.replaceAll('`', '');
}
