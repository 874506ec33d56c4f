import { describe, expect, it } from 'vitest';
import type { CardType, Category } from './card-types.ts';
import type { AbilityArg, AbilityKind } from './cards.ts';
import { BUILDING_CATEGORIES, CARD_TYPES, CARDS, CATEGORY_NAMES, isCardType } from './cards.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { CATALOGUE } from './catalogue.ts';
import { BASE_BLOCKS, cardName, EXPANSION_BLOCKS, starterCounts } from './deck.ts';

/**
 * The card tables of the spec, copied verbatim (backticks escaped), checked row by row against the code's tables
 * (cards.ts, catalogue.ts, deck.ts): a changed name, count, category, flag, text or block entry fails here.
 */

// Spec §1 "Overview and components", the categories and deck sizes.
const SPEC_COMPONENTS = `
- Categories: Residential, Industry, Commerce, Civic, Nature (the five **building categories**), plus Hazard and Event.
- Base deck: 60 cards of 16 types. Expansion: 22 cards, made of 5 new buildings ×2 and 6 event types ×2. Full counts are in §6.
`;

// Spec §2 "Setup", step 1: the starter blocks.
const SPEC_BLOCKS = `
| Block | Cards |
|---|---|
| B1 | Cottage, Apartment, Factory, Shop, Market, School, Park, Lake |
| B2 | Cottage, Apartment, Workshop, Shop, Bank, Town Hall, Forest, Fire |
| B3 | Villa, Apartment, Mine, Shop, Market, Fire Station, Park, Forest |
| B4 | Cottage, Apartment, Factory, Shop, Bank, School, Lake, Fire |
| B5 | Villa, Cottage, Workshop, Market, Shop, Town Hall, Park, Forest |
| B6 | Apartment, Villa, Mine, Workshop, Bank, Fire Station, Lake, Fire |
| X1 | Heist, Renovation, Skyscraper |
| X2 | Demolition, Exchange, Museum |
| X3 | Festival, Salvage, Garden |
| X4 | Heist, Renovation, Power Plant |
| X5 | Demolition, Exchange, Mall |
| X6 | Festival, Salvage, Skyscraper |
`;

// Spec §6.2 "Buildings and Hazard".
const SPEC_BUILDINGS = `
| Card | Cat. | Base # | Exp # | Score |
|---|---|---|---|---|
| Cottage | Res | 5 | | 1 + the number of Nature neighbours |
| Apartment | Res | 5 | | the length of its Residential run, up to 3 |
| Villa | Res | 3 | | 4 if no Industry or Hazard card is within distance 2; otherwise 0 |
| Skyscraper | Res | | 2 | the number of cards to its left, up to 5 |
| Factory | Ind | 4 | | 4 − 2 × the number of Residential neighbours |
| Workshop | Ind | 4 | | 1 + the number of neighbours that are Industry or Commerce |
| Mine | Ind | 3 | | min(3, i, n−1−i): the number of cards on its shorter side, up to 3 |
| Power Plant | Ind | | 2 | the number of non-Nature cards to its right, up to 4 |
| Shop | Com | 5 | | the number of Residential cards to its left, up to 4 |
| Market | Com | 4 | | the number of distinct categories among itself and its neighbours (1–3) |
| Bank | Com | 3 | | the number of Commerce or Industry cards to its left, up to 5 |
| Mall | Com | | 2 | 2 × the number of Commerce neighbours |
| Town Hall | Civ | 3 | | 5 if the counts of cards to its left and to its right differ by at most 1; otherwise 1 |
| School | Civ | 3 | | the number of Residential cards within distance 2, up to 4 |
| Fire Station | Civ | 3 | | 2 + the number of Fire cards within distance 2 |
| Museum | Civ | | 2 | the number of distinct categories in the whole hand (all 7 count), up to 6 |
| Park | Nat | 4 | | 1 + the number of neighbours that are Residential or Civic |
| Forest | Nat | 4 | | 1 + the number of Nature cards within distance 2, up to 4 |
| Lake | Nat | 3 | | 3 at an end; otherwise 1 |
| Garden | Nat | | 2 | 3 if it has two neighbours and both are of the same category; otherwise 1 |
| Fire | Haz | 4 | | −3, or 0 instead if a Lake or Fire Station is within distance 2 |

Base total: 13 Residential + 11 Industry + 12 Commerce + 9 Civic + 11 Nature + 4 Hazard = **60**.
`;

// Spec §6.3 "Events": its heading, its first paragraph (the event score) and its table.
const SPEC_EVENTS = `
### 6.3 Events (expansion, category Event, 2 copies each, 12 cards)

An Event card scores **1 if facing out, 0 if facing in**. [decision] Reason: rewarding a used ability makes racing toward the 4-outward ending a real tactic, while holding an unused event has an opportunity cost. Its ability may be used as your turn's action while it faces in. Afterwards it is rotated outward. If the card is no longer in your hand after the effect (Festival), it is not rotated. Any card that enters a hand by any means arrives facing in, so its new owner can use it again. [decision] The rotation is automatic, not optional. Reason: it removes a fiddly choice, and the receiver can earn the point back by using the card.

| Event | Args | Effect | Extra errors |
|---|---|---|---|
| Heist (steal) | \`target, index, insertAt\` | Take the card at \`index\` in \`target\`'s hand (you see only the backs) and insert it into your hand at \`insertAt\` (0..your current size). | target valid and not done (\`E_BAD_TARGET\`/\`E_TARGET_DONE\`); \`E_TARGET_EMPTY\`; index or insertAt out of range → \`E_BAD_POSITION\` |
| Renovation | \`index\` | Swap your cards at \`index\` and \`index+1\`. | \`E_BAD_POSITION\` unless 0 ≤ index ≤ size−2 |
| Demolition | \`remove\` | Move one other card of yours to the end of the public rubble pile. | \`E_CARD_NOT_IN_HAND\`; \`E_SELF_TARGET\` if remove = card |
| Exchange | \`give, target, index\` | Your card \`give\` and the target's card at \`index\` swap slots. Each takes the other's exact position. | \`E_CARD_NOT_IN_HAND\`; \`E_SELF_TARGET\` if give = card; target checks; \`E_TARGET_EMPTY\`; \`E_BAD_POSITION\` |
| Festival | — | Every not-done player with cards removes their rightmost card at the same time. Each card then goes to the next not-done player clockwise, who inserts it at index 0. | none |
| Salvage | \`take, insertAt\` | Take a card from the rubble pile and insert it at \`insertAt\` in your hand. | \`E_NOT_IN_RUBBLE\`; \`E_BAD_POSITION\` |
`;

/** The body rows of the markdown tables in `md`: cells split on `|` and trimmed (header and rule skipped). */
function rows(md: string): string[][] {
  const lines = md.split('\n').filter((l) => l.startsWith('|'));
  return lines.slice(2).map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));
}

/** Spec §1: a card type is its name in lower kebab case ("Fire Station" → `fire-station`). */
const kebab = (name: string): string => name.toLowerCase().replace(/ /g, '-');
const plain = (cell: string): string => cell.replace(/\s*\(.*\)$/, ''); // "Heist (steal)" → "Heist"
const match = (md: string, re: RegExp): string => {
  const m = re.exec(md);
  if (!m?.[1]) throw new Error(`not in the spec excerpt: ${re}`);
  return m[1];
};

const CATEGORY_WORDS = match(SPEC_COMPONENTS, /Categories: (.*)\.\n/)
  .replace(/ \(.*\)/, '')
  .replace(', plus ', ', ')
  .replace(' and ', ', ')
  .split(', ');
/** A category as §6.2 abbreviates it ("Res") or §1 spells it; its id is its name in lower case. */
const categoryWord = (abbr: string): string => {
  const found = CATEGORY_WORDS.filter((w) => w.startsWith(abbr));
  if (found.length !== 1 || !found[0]) throw new Error(`category abbreviation ${abbr}`);
  return found[0];
};
const categoryOf = (abbr: string): Category => categoryWord(abbr).toLowerCase() as Category;

const BUILDINGS = rows(SPEC_BUILDINGS).map(([name = '', cat = '', base = '', exp = '', score = '']) => ({
  name,
  categoryName: categoryWord(cat),
  copies: Number(base || exp),
  expansion: exp !== '',
  score,
}));
const EVENT_COPIES = Number(match(SPEC_EVENTS, /(\d+) copies each/));
const EVENTS = rows(SPEC_EVENTS).map(([cell = '', args = '']) => ({
  name: plain(cell),
  args: args === '—' ? [] : args.replace(/`/g, '').split(', '),
}));
const NAMES = [...BUILDINGS.map((b) => b.name), ...EVENTS.map((e) => e.name)];
const typeOfName = (name: string): CardType => {
  const type = kebab(name);
  if (!isCardType(type)) throw new Error(`no card type for ${name}`);
  return type;
};

/** A §6.2 score cell as the card shows it: without a leading formula, capitalized, with a full stop. */
function renderScore(cell: string): string {
  const words = cell.replace(/^min\(.*?\): /, '');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** Rules the code words differently from the spec cell, for players (same meaning). */
const REWORDED: Partial<Record<CardType, string>> = {
  lake: '3 at an end of the hand; otherwise 1.', // §6.1: "end" is i = 0 or i = n−1, an end of the hand
};

/** The event score of §6.3, as a card text: "Scores 1 if facing out, 0 if facing in." */
const EVENT_TEXT = `Scores ${match(SPEC_EVENTS, /An Event card scores \*\*(.*?)\*\*\./)}.`;

/** The ability texts players read: the §6.3 effects in the players' words (positions, never payload fields). */
const ABILITY_TEXTS: Record<string, string> = {
  Heist:
    "Take any one card from another player's hand, chosen by its position (you see only the backs), and put it " +
    'into your hand at any position: between two cards or at either end.',
  Renovation: 'Swap two neighbouring cards of yours: a card you choose and the card to its right.',
  Demolition: 'Move one of your other cards to the end of the public rubble pile.',
  Exchange:
    "Swap one of your other cards with the card at any position of another player's hand: each card takes the " +
    "other's exact place.",
  Festival:
    'Every player still playing passes their rightmost card, all at once, to the next such player clockwise, who ' +
    'puts it at the left end of their hand.',
  Salvage: 'Take any card from the rubble pile and put it into your hand at any position.',
};

/** Each card's catalogue entry as the spec rows give it. */
const EXPECTED: CatalogueEntry[] = [
  ...BUILDINGS.map((b) => ({
    type: kebab(b.name) as CardType,
    name: b.name,
    category: b.categoryName.toLowerCase() as Category,
    categoryName: b.categoryName,
    copies: b.copies,
    expansion: b.expansion,
    text: REWORDED[kebab(b.name) as CardType] ?? renderScore(b.score),
    ability: null,
  })),
  ...EVENTS.map((e) => ({
    type: kebab(e.name) as CardType,
    name: e.name,
    category: categoryOf('Event'),
    categoryName: categoryWord('Event'),
    copies: EVENT_COPIES,
    expansion: true,
    text: EVENT_TEXT,
    ability: { kind: kebab(e.name) as AbilityKind, args: e.args as AbilityArg[], text: ABILITY_TEXTS[e.name] ?? '?' },
  })),
];

describe('spec tables: categories (§1)', () => {
  it('names the seven categories in the spec’s order, the first five being the building categories', () => {
    expect(CATEGORY_WORDS).toEqual(['Residential', 'Industry', 'Commerce', 'Civic', 'Nature', 'Hazard', 'Event']);
    expect(Object.entries(CATEGORY_NAMES)).toEqual(CATEGORY_WORDS.map((w) => [w.toLowerCase(), w]));
    expect(BUILDING_CATEGORIES).toEqual(CATEGORY_WORDS.slice(0, 5).map((w) => w.toLowerCase()));
  });
});

describe('spec tables: the card table (§6.2, §6.3)', () => {
  it('lists the card types in canonical order: §6.2 then §6.3, each type its name in kebab case', () => {
    expect(NAMES).toHaveLength(27);
    expect(CARD_TYPES).toEqual(NAMES.map(kebab));
    expect(CARD_TYPES.map((t) => CARDS[t].name)).toEqual(NAMES);
    expect(NAMES.map((n) => cardName(`${kebab(n)}-1`))).toEqual(NAMES);
  });

  const cases = EXPECTED.map((e) => [e.name, e] as const);
  it.each(cases)('%s: category, copies, expansion, rule and ability as the spec row', (_name, e) => {
    const row = CARDS[e.type];
    expect(row.name).toBe(e.name);
    expect(row.category).toBe(e.category);
    expect(row.copies).toBe(e.copies);
    expect(row.expansion).toBe(e.expansion);
    expect(row.text).toBe(e.text);
    const ability = row.ability ? { kind: row.ability.kind, args: row.ability.args, text: row.ability.text } : null;
    expect(ability).toEqual(e.ability);
  });

  it('exports the same table in the catalogue the web table renders, entry by entry and in canonical order', () => {
    expect(Object.keys(CATALOGUE)).toEqual(EXPECTED.map((e) => e.type));
    expect(Object.values(CATALOGUE)).toEqual(EXPECTED);
  });

  it('adds up to the totals of §1 and §6.2: 60 base cards of 16 types, 22 expansion cards, 13 Residential …', () => {
    const totals = [...SPEC_BUILDINGS.matchAll(/(\d+) (\w+) [+=]/g)].map(([, n, word]) => [word, Number(n)]);
    const base = CARD_TYPES.filter((t) => !CARDS[t].expansion);
    const exp = CARD_TYPES.filter((t) => CARDS[t].expansion);
    const sum = (types: CardType[]) => types.reduce((s, t) => s + CARDS[t].copies, 0);
    expect(totals).toHaveLength(6);
    for (const [word, n] of totals)
      expect(sum(base.filter((t) => CARDS[t].category === categoryOf(String(word)))), String(word)).toBe(n);
    expect(sum(base)).toBe(Number(match(SPEC_BUILDINGS, /= \*\*(\d+)\*\*/)));
    expect(sum(base)).toBe(Number(match(SPEC_COMPONENTS, /Base deck: (\d+) cards/)));
    expect(base).toHaveLength(Number(match(SPEC_COMPONENTS, /cards of (\d+) types/)));
    expect(sum(exp)).toBe(Number(match(SPEC_COMPONENTS, /Expansion: (\d+) cards/)));
    const events = exp.filter((t) => CARDS[t].category === 'event');
    expect(exp.length - events.length).toBe(Number(match(SPEC_COMPONENTS, /(\d+) new buildings/)));
    expect(events).toHaveLength(Number(match(SPEC_COMPONENTS, /(\d+) event types/)));
    expect(sum(events)).toBe(Number(match(SPEC_EVENTS, /(\d+) cards\)/)));
  });
});

describe('spec tables: the starter blocks (§2)', () => {
  const blocks = rows(SPEC_BLOCKS).map(([label = '', cards = '']) => ({
    label,
    types: cards.split(', ').map(typeOfName),
  }));
  const base = blocks.filter((b) => b.label.startsWith('B'));
  const exp = blocks.filter((b) => b.label.startsWith('X'));

  it('holds B1…B6 and X1…X6 card by card, in the spec’s order', () => {
    expect(base.map((b) => b.label)).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6']);
    expect(exp.map((b) => b.label)).toEqual(['X1', 'X2', 'X3', 'X4', 'X5', 'X6']);
    expect(BASE_BLOCKS).toEqual(base.map((b) => b.types));
    expect(EXPANSION_BLOCKS).toEqual(exp.map((b) => b.types));
  });

  it('given N players, then the starter deck counts the cards of B1…BN (plus X1…XN with the expansion)', () => {
    for (let n = 2; n <= 6; n++)
      for (const expansion of [false, true]) {
        const expected = Object.fromEntries(CARD_TYPES.map((t) => [t, 0]));
        for (const b of [...base.slice(0, n), ...(expansion ? exp.slice(0, n) : [])])
          for (const t of b.types) expected[t] = (expected[t] ?? 0) + 1;
        expect(starterCounts(n, expansion), `${n} players, expansion ${expansion}`).toEqual(expected);
      }
  });
});
