import type { AnyGame } from './core/index.ts';
import { arquetect } from './arquetect/index.ts';
import { avenueEmpires } from './avenue-empires/index.ts';
import { civBuilder } from './civ-builder/index.ts';
import { saltmarket } from './saltmarket/index.ts';

export * from './core/index.ts';

/** Every game Turnpost offers, at its current rules version. A game listed here appears everywhere (API, web). */
export const games: Record<string, AnyGame> = {
  [avenueEmpires.id]: avenueEmpires,
  [arquetect.id]: arquetect,
  [saltmarket.id]: saltmarket,
  [civBuilder.id]: civBuilder,
};

/**
 * Engines of older rules versions that stored games still play on (docs/game-contract.md, "Rules versions"). When a
 * change alters a golden replay, copy the game's folder to `<game>/v<N>/`, list that engine here, and bump
 * `rulesVersion` of the current one.
 */
const retired: AnyGame[] = [];

/** The game with this id at its current rules version. */
export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}

/** The engine a stored game was started on: its own rules version, even after the game's rules moved on. */
export function rulesFor(id: string, rulesVersion: number): AnyGame | undefined {
  const current = findGame(id);
  if (current?.rulesVersion === rulesVersion) return current;
  return retired.find((g) => g.id === id && g.rulesVersion === rulesVersion);
}
