import type { AnyGame } from './core/index.ts';
import { arquetect } from './arquetect/index.ts';
import { avenueEmpires } from './avenue-empires/index.ts';

export * from './core/index.ts';

/** Every game Turnpost offers, by id. A new game appears everywhere (API, web) once it is listed here. */
export const games: Record<string, AnyGame> = {
  [avenueEmpires.id]: avenueEmpires,
  [arquetect.id]: arquetect,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
