import type { OptionSpec } from '../core/engine.ts';
import type { Result, RuleError } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { CardType } from './cards.ts';
import { CARD_TYPES, CARDS, isCardType } from './cards.ts';
import type { DeckCounts } from './deck.ts';
import { deckSize, emptyCounts, starterCounts } from './deck.ts';
import { about } from './about.ts';

export const MIN_SEATS = about.seats.min;
export const MAX_SEATS = about.seats.max;

export type DeckChoice = 'starter' | 'starter+expansion' | 'custom';
const DECK_CHOICES: readonly DeckChoice[] = ['starter', 'starter+expansion', 'custom'];

/** Parsed options: the deck choice, whether expansion cards exist in the game, and the resolved count per type. */
export interface ArquetectOptions {
  deck: DeckChoice;
  expansion: boolean;
  counts: DeckCounts;
}

/**
 * What the new-game form offers: the two decks a form can set in one choice. A custom deck (spec §2: `deck:
 * "custom"`, `expansion` and a `counts` object) stays an API option, parsed below, but is not listed here: a form
 * built from these specs has no field for a count per card type, and an `expansion` switch only matters with it.
 */
export const optionSpecs: OptionSpec[] = [
  {
    name: 'deck',
    label: 'Deck',
    kind: 'choice',
    choices: [
      { value: 'starter', label: 'Starter: 8 cards per player (recommended for a first game)' },
      { value: 'starter+expansion', label: 'Starter + expansion: 11 cards per player, with event cards' },
    ],
    default: 'starter',
  },
];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** "Fire Station", "fire_station" and "fire-station" all name the type `fire-station`. */
const normalizeType = (key: string): string => key.trim().toLowerCase().replace(/[\s_]+/g, '-');

/** Validates a custom deck (spec §2): known types, at most the copies that exist, 6N–12N cards in all. */
export function parseCustomCounts(input: unknown, seats: number, expansion: boolean): Result<DeckCounts, RuleError> {
  if (!isPlainObject(input))
    return err('E_BAD_OPTIONS', 'A custom deck needs `counts`: an object mapping card types to numbers of copies.');
  const counts = emptyCounts();
  const seen = new Set<CardType>();
  for (const [key, value] of Object.entries(input)) {
    const type = normalizeType(key);
    if (!isCardType(type))
      return err('E_UNKNOWN_CARD_TYPE', `"${key}" is not a card type. Known types: ${CARD_TYPES.join(', ')}.`);
    if (seen.has(type)) return err('E_BAD_OPTIONS', `The card type ${CARDS[type].name} is listed twice in counts.`);
    seen.add(type);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      return err('E_BAD_OPTIONS', `The count of ${CARDS[type].name} must be a whole number of at least 0.`);
    const row = CARDS[type];
    if (value > 0 && row.expansion && !expansion)
      return err('E_EXPANSION_DISABLED', `${row.name} is an expansion card: set expansion to true to use it.`);
    if (value > row.copies)
      return err('E_TOO_MANY_COPIES', `Only ${row.copies} copies of ${row.name} exist, not ${value}.`);
    counts[type] = value;
  }
  const size = deckSize(counts);
  if (size < 6 * seats || size > 12 * seats)
    return err(
      'E_DECK_SIZE',
      `A custom deck for ${seats} players needs ${6 * seats}–${12 * seats} cards (6–12 per player), not ${size}.`,
    );
  return ok(counts);
}

/** Validates untrusted options and fills defaults (default deck: starter). */
export function parseOptions(input: unknown, seats: number): Result<ArquetectOptions, RuleError> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS)
    return err('E_BAD_SEATS', `Arquetect is for ${MIN_SEATS}–${MAX_SEATS} players, not ${seats}.`);
  const raw = input === undefined || input === null ? {} : input;
  if (!isPlainObject(raw)) return err('E_BAD_OPTIONS', 'Options must be an object.');
  const deck = raw.deck ?? 'starter';
  if (typeof deck !== 'string' || !(DECK_CHOICES as readonly string[]).includes(deck))
    return err('E_BAD_OPTIONS', `The deck must be one of ${DECK_CHOICES.join(', ')}.`);
  if (raw.expansion !== undefined && typeof raw.expansion !== 'boolean')
    return err('E_BAD_OPTIONS', 'The expansion option must be true or false.');
  const choice = deck as DeckChoice;
  if (choice !== 'custom') {
    const expansion = choice === 'starter+expansion';
    return ok({ deck: choice, expansion, counts: starterCounts(seats, expansion) });
  }
  const expansion = raw.expansion === true;
  const counts = parseCustomCounts(raw.counts, seats, expansion);
  if (!counts.ok) return counts;
  return ok({ deck: choice, expansion, counts: counts.value });
}
