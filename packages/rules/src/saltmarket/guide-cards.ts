/**
 * The guide's card lists: every town building of buildings.ts (cost, VP, symbols, action verbatim), grouped by what
 * its action does, and every character of characters.ts (starting building and ability verbatim).
 */
import type { GuideCard, GuideCardGroup } from '../core/guide.ts';
import { type BuildingSymbol, TOWN_BUILDINGS, type TownBuilding } from './buildings.ts';
import { CHARACTERS, type Character } from './characters.ts';
import type { EffectKind } from './effects.ts';

/** How a symbol reads on a card list: "anchor", "top hat". */
export const SYMBOL_NAMES: Record<BuildingSymbol, string> = { coin: 'coin', anchor: 'anchor', hat: 'top hat', warehouse: 'warehouse' };

/** Which group a building's action puts it in: its first effect that is not a payment. */
type Group = 'gather' | 'convert' | 'market' | 'buy';

const groupOf = (b: TownBuilding): Group => {
  const kinds = new Set<EffectKind>(b.action.map((e) => e.kind));
  if (kinds.has('BUY')) return 'buy';
  if (kinds.has('MARKET_TOP') || kinds.has('MARKET_SWAP')) return 'market';
  if (kinds.has('PAY') || kinds.has('TRADE')) return 'convert';
  return 'gather';
};

const GROUPS: readonly { id: Group; heading: string; intro: string }[] = [
  { id: 'gather', heading: 'Buildings that gather goods', intro: 'Their action adds goods to your track, up to 6 of each.' },
  { id: 'convert', heading: 'Buildings that convert goods', intro: 'You pay goods first (in full, or you may not move there) and gain others.' },
  { id: 'market', heading: 'Buildings that move the market', intro: 'Change which good is worth most, and gain some of it.' },
  { id: 'buy', heading: 'Buildings that buy', intro: 'A buy you must make, on better terms than an optional one.' },
];

function buildingCard(b: TownBuilding): GuideCard {
  const symbols = b.symbols.length === 0 ? ['no symbol'] : b.symbols.map((s) => SYMBOL_NAMES[s]);
  return { id: b.id, name: b.name, copies: 1, traits: [`$${b.cost}`, `${b.vp} VP`, ...symbols], text: b.text, ability: null };
}

function characterCard(c: Character): GuideCard {
  return {
    id: c.id,
    name: c.name,
    copies: 1,
    traits: [c.startingBuilding.name, ...(c.notInSolo ? ['Not in solo'] : [])],
    text: c.startingBuilding.text,
    ability: c.ability,
  };
}

export const CARD_GROUPS: readonly GuideCardGroup[] = [
  {
    id: 'characters',
    heading: 'Characters',
    intro: 'Each prints a starting building (its action, 0 VP, no symbols) and an ability that lasts all game.',
    cards: CHARACTERS.map(characterCard),
  },
  ...GROUPS.map((g) => ({
    id: `buildings-${g.id}`,
    heading: g.heading,
    intro: g.intro,
    cards: TOWN_BUILDINGS.filter((b) => groupOf(b) === g.id).map(buildingCard),
  })),
];
