import type { AbilityArg, AbilityKind, CardType, Category } from './cards.ts';
import { CARD_TYPES, CARDS, CATEGORY_NAMES } from './cards.ts';

/**
 * The static card texts for rendering, one entry per card type (spec §6). They are the same in every game, so they
 * are not sent in views: the table imports this table from the rules package.
 */

export interface CatalogueEntry {
  type: CardType;
  name: string;
  category: Category;
  categoryName: string;
  copies: number;
  expansion: boolean;
  text: string;
  ability: { kind: AbilityKind; args: readonly AbilityArg[]; text: string } | null;
}

export const CATALOGUE = Object.fromEntries(
  CARD_TYPES.map((type) => {
    const row = CARDS[type];
    const entry: CatalogueEntry = {
      type,
      name: row.name,
      category: row.category,
      categoryName: CATEGORY_NAMES[row.category],
      copies: row.copies,
      expansion: row.expansion,
      text: row.text,
      ability: row.ability ? { kind: row.ability.kind, args: row.ability.args, text: row.ability.text } : null,
    };
    return [type, entry];
  }),
) as Record<CardType, CatalogueEntry>;
