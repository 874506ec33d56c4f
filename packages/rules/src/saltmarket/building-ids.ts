/**
 * Town buildings and starting buildings under one id (spec §6.1, §6.3): what a pawn can stand on, what a player
 * owns. A starting building has 0 VP, no symbols, is never on display and cannot be bought; its action is its
 * character's gain, then MAY_BUY.
 */
import { type BuildingSymbol, type TownBuildingId, isTownBuildingId, townBuilding, townBuildingOrNone } from './buildings.ts';
import { type StartingBuildingId, characterOfBuilding, isStartingBuildingId } from './characters.ts';
import type { Effect } from './effects.ts';

export type BuildingId = TownBuildingId | StartingBuildingId;

export const isBuildingId = (id: string): id is BuildingId => isTownBuildingId(id) || isStartingBuildingId(id);

export function actionOf(id: BuildingId): readonly Effect[] {
  if (isTownBuildingId(id)) return townBuilding(id).action;
  return [characterOfBuilding(id).startingBuilding.gain, { kind: 'MAY_BUY' }];
}

export function nameOf(id: BuildingId): string {
  return isTownBuildingId(id) ? townBuilding(id).name : characterOfBuilding(id).startingBuilding.name;
}

const NO_SYMBOLS: readonly BuildingSymbol[] = [];

export function symbolsOf(id: BuildingId): readonly BuildingSymbol[] {
  return townBuildingOrNone(id)?.symbols ?? NO_SYMBOLS;
}

export function vpOf(id: BuildingId): number {
  return townBuildingOrNone(id)?.vp ?? 0;
}

/** "the Quarry" in log lines: names are unique among the 28 town and 12 starting buildings, so no id is needed. */
export const buildingLabel = (id: BuildingId): string => `the ${nameOf(id)}`;

/** "The Quarry", where a log line starts with it. */
export const buildingLabelAtStart = (id: BuildingId): string => `The ${nameOf(id)}`;
