/**
 * A kind's guide for players: the `/rules/<kind>` page as typed data, kept beside the kind's rules so that the card
 * texts come from the same tables the engine scores with and the scoring example's points are computed by the
 * kind's own scoring function. The page renders any kind's guide generically; only the example's drawing is the
 * kind's own (`Layout` is its shape; the web's table folder of the kind draws it).
 *
 * Text conventions: plain sentences for people. A word in backticks (`insertAt`) is a term the table shows as is
 * (the card tables name an ability's choices this way); the glossary explains it and the page sets it as code.
 */

import type { About, ScoreUnit } from './engine.ts';

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

/**
 * A kind's guide: its `/rules/<kind>` page. Its kind, title, seat range and score unit come from the kind's
 * `about.ts` (through `guideOf`), so they are the engine's own.
 */
export interface Guide<Layout> {
  kind: string;
  title: string;
  seats: { min: number; max: number };
  /** What the example's and the outcome's scores count ('VP', 'points'). */
  scoreUnit: ScoreUnit;
  /** One sentence: what the game is. */
  tagline: string;
  sections: readonly GuideSection[];
  example: ScoringExample<Layout>;
  glossary: readonly GlossaryEntry[];
  cardGroups: readonly GuideCardGroup[];
}

/** What a kind writes of its guide; the rest comes from its `about.ts`. The glossary: each term with its meaning. */
export interface GuidePage<Layout> {
  tagline: string;
  sections: readonly GuideSection[];
  example: ScoringExample<Layout>;
  glossary: Readonly<Record<string, string>>;
  cardGroups: readonly GuideCardGroup[];
}

/** A section with its blocks in reading order, and its subsections one heading level down. */
export function section(
  id: string,
  heading: string,
  blocks: readonly GuideBlock[],
  subsections?: readonly GuideSection[],
): GuideSection {
  return subsections ? { id, heading, blocks, subsections } : { id, heading, blocks };
}

export function paragraph(text: string): GuideBlock {
  return { kind: 'paragraph', text };
}

/** Things done in this order. */
export function steps(...items: string[]): GuideBlock {
  return { kind: 'steps', items };
}

/** Things in no particular order. */
export function points(...items: string[]): GuideBlock {
  return { kind: 'points', items };
}

export function table(
  caption: string,
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): GuideBlock {
  return { kind: 'table', caption, columns, rows };
}

/** Where the drawn scoring example goes (once per guide). */
export function scoringExampleHere(): GuideBlock {
  return { kind: 'scoringExample' };
}

/** A kind's guide from its about and its page. */
export function guideOf<Layout>(about: About, page: GuidePage<Layout>): Guide<Layout> {
  return {
    kind: about.id,
    title: about.title,
    seats: about.seats,
    scoreUnit: about.scoreUnit,
    ...page,
    glossary: Object.entries(page.glossary).map(([term, meaning]) => ({ term, meaning })),
  };
}

/** Every seat count of a seat range, fewest first: the rows of a guide's set-up table. */
export function seatCounts(seats: About['seats']): number[] {
  return Array.from({ length: seats.max - seats.min + 1 }, (_, k) => seats.min + k);
}

/** Every card of a guide, group by group. */
export function guideCards(guide: Pick<Guide<unknown>, 'cardGroups'>): GuideCard[] {
  return guide.cardGroups.flatMap((group) => [...group.cards]);
}

/** A text as the page shows it: the backticks that mark a term dropped. */
export function plainText(text: string): string {
  return text.replaceAll('`', '');
}
