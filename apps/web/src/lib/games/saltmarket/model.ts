/**
 * Saltmarket as the table needs it: the building and character tables read from the rules package (never copied),
 * and the words and sums its parts share.
 */
import { CHARACTERS, GOODS, SLOT_VALUES, TOWN_BUILDINGS } from '@turnpost/rules/saltmarket';
import type { CardRule } from '$lib/kit/rule-tip.ts';
import type {
  BuildingId,
  BuildingSymbol,
  Character,
  CharacterId,
  Good,
  GoodsMap,
  SaltView,
  TownBuildingId,
} from './types.ts';

export { GOODS, SLOT_VALUES };

/** Nobody holds more than this of a good (spec §2); the goods counters show it. */
export const GOODS_CAP = 6;

/** What a building's card shows: a town building from the rules' table, or a character's starting building. */
export interface BuildingFace {
  id: BuildingId;
  name: string;
  /** Null for a starting building (never for sale). */
  cost: number | null;
  vp: number;
  symbols: readonly BuildingSymbol[];
  text: string;
  /** The character whose board prints it, for a starting building. */
  character: string | null;
}

const TOWN = new Map(TOWN_BUILDINGS.map((b) => [b.id as string, b]));
const CHARACTER_BY_ID = new Map(CHARACTERS.map((c) => [c.id as string, c]));

export function characterOf(id: CharacterId): Character {
  const c = CHARACTER_BY_ID.get(id);
  if (!c) throw new Error(`no character ${id}`);
  return c;
}

export function faceOf(id: BuildingId): BuildingFace {
  const town = TOWN.get(id);
  if (town) return { id, name: town.name, cost: town.cost, vp: town.vp, symbols: town.symbols, text: town.text, character: null };
  const c = characterOf(id.slice(2) as CharacterId);
  const b = c.startingBuilding;
  return { id, name: b.name, cost: null, vp: 0, symbols: [], text: b.text, character: c.name };
}

export const SYMBOL_NAMES: Record<BuildingSymbol, string> = { coin: 'coin', anchor: 'anchor', hat: 'top hat', warehouse: 'warehouse' };

/** "Quarry: $6, 4 VP, coin." — the card's facts in words, for its rule tip. */
export function ruleOf(face: BuildingFace): CardRule {
  const facts = [
    face.cost === null ? `${face.character}’s starting building, 0 VP` : `$${face.cost}, ${face.vp} VP`,
    ...face.symbols.map((s) => SYMBOL_NAMES[s]),
  ];
  return { title: `${face.name} (${face.id})`, text: `${facts.join(', ')}. ${face.text}` };
}

/** Who owns a building in the view, or null for the display. */
export function ownerOf(view: SaltView, id: BuildingId): number | null {
  return view.players.find((p) => p.buildings.includes(id))?.seat ?? null;
}

/** Seats whose pawn stands on a building. */
export function pawnsOn(view: SaltView, id: BuildingId): number[] {
  return view.players.filter((p) => p.pawn === id).map((p) => p.seat);
}

/** "2 fish, 1 wood" (canonical order; "nothing" for an empty bundle). */
export function goodsText(goods: GoodsMap): string {
  const parts = GOODS.filter((g) => (goods[g] ?? 0) > 0).map((g) => `${goods[g]} ${g}`);
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

export const totalOf = (goods: GoodsMap): number => GOODS.reduce((sum, g) => sum + (goods[g] ?? 0), 0);

/** Whether two goods maps hold the same amounts (missing = 0). */
export const sameGoods = (a: GoodsMap, b: GoodsMap): boolean => GOODS.every((g) => (a[g] ?? 0) === (b[g] ?? 0));

/** Whether two lists hold the same goods in the same order. */
export const sameList = (a: readonly Good[], b: readonly Good[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Goods in canonical order (how legal actions list them). */
export const inGoodsOrder = (goods: readonly Good[]): Good[] => [...goods].sort((a, b) => GOODS.indexOf(a) - GOODS.indexOf(b));

export const isTownBuilding = (id: BuildingId): id is TownBuildingId => TOWN.has(id);
