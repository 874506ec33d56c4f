/**
 * Symbols (spec §6.1): counted over all buildings a player owns, cumulative. The "counts as" abilities add to what
 * the rules use (Alderman: hat, Tallyman: coin, Stevedore: warehouse, Navigator: anchor); end bonuses count printed
 * symbols only (`printed`).
 */
import { symbolsOf } from './building-ids.ts';
import type { BuildingSymbol } from './buildings.ts';
import type { CharacterId } from './characters.ts';
import type { Player } from './state.ts';

/** The symbols printed on a player's buildings. */
export function printed(player: Player, symbol: BuildingSymbol): number {
  let n = 0;
  for (const id of player.buildings) for (const s of symbolsOf(id)) if (s === symbol) n++;
  return n;
}

const COUNTS_AS: Partial<Record<CharacterId, BuildingSymbol>> = {
  alderman: 'hat',
  tallyman: 'coin',
  stevedore: 'warehouse',
  navigator: 'anchor',
};

/** What the rules count: printed symbols plus 1 for the character that counts as one. */
export function symbolCount(player: Player, symbol: BuildingSymbol): number {
  const bonus = player.character !== null && COUNTS_AS[player.character] === symbol ? 1 : 0;
  return printed(player, symbol) + bonus;
}

/** A top hat (several are one): this player never pays tolls. */
export const hasTopHat = (player: Player): boolean => symbolCount(player, 'hat') > 0;
