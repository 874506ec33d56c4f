import type { AnyEngine } from './core/index.ts';
import { arquetect } from './arquetect/index.ts';
import { avenueEmpires } from './avenue-empires/index.ts';
import { civBuilder } from './civ-builder/index.ts';
import { saltmarket } from './saltmarket/index.ts';

export * from './core/index.ts';

/**
 * The rules registry: every game Turnpost offers, one line each, at its current rules version. A game listed here
 * appears everywhere (API, catalogue); its table is registered once more on the web side (apps/web's registry).
 */
export const engines: readonly AnyEngine[] = [
  avenueEmpires,
  arquetect,
  saltmarket,
  civBuilder,
];

/**
 * Engines of older rules versions that stored games still play on (docs/game-contract.md, "Rules versions"). When a
 * change alters a golden replay, copy the game's folder to `<game>/v<N>/`, list that engine here, and bump
 * `rulesVersion` of the current one.
 */
const retired: readonly AnyEngine[] = [];

/**
 * The engine of game `gameId` at `rulesVersion` (a stored game plays on the version it started with), or at its
 * current version when none is asked (a new game). The one lookup of an engine.
 */
export function engineFor(gameId: string, rulesVersion?: number): AnyEngine | undefined {
  const current = engines.find((e) => e.id === gameId);
  if (rulesVersion === undefined || current?.rulesVersion === rulesVersion) return current;
  return retired.find((e) => e.id === gameId && e.rulesVersion === rulesVersion);
}
/** The levels a bot plays at, listed once (the table's rules): the bots, the API, the database and the web read them. */
export { BOT_LEVELS, type BotLevel } from './table/table.ts';
