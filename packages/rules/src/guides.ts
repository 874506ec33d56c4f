/**
 * Every game's guide for players, by game id: what the web's `/rules/<game>` pages render. Imported on its own
 * (`@turnpost/rules/guides`) so a rules page loads the card tables and scoring functions, not the engines and zod.
 * A game in the registry (index.ts) without a guide here fails guides.test.ts.
 */
import type { ArquetectExampleLayout } from './arquetect/guide-example.ts';
import { arquetectGuide } from './arquetect/guide.ts';
import type { AvenueExampleLayout } from './avenue-empires/guide-example.ts';
import { avenueEmpiresGuide } from './avenue-empires/guide.ts';
import type { CivExampleLayout } from './civ-builder/guide-example.ts';
import { civBuilderGuide } from './civ-builder/guide.ts';
import type { Guide } from './core/guide.ts';
import type { SaltmarketExampleLayout } from './saltmarket/guide-example.ts';
import { saltmarketGuide } from './saltmarket/guide.ts';

export type { ArquetectExampleLayout, ExampleCard } from './arquetect/guide-example.ts';
export type { AvenueExampleLayout, ExampleBuilding } from './avenue-empires/guide-example.ts';
export type { CivExampleLayout, ExampleConstruct } from './civ-builder/guide-example.ts';
export type { ExampleTownBuilding, SaltmarketExampleLayout } from './saltmarket/guide-example.ts';
export * from './core/guide.ts';

/** A guide of one of our games; `gameId` tells which drawing its example needs. */
export type GameGuide =
  | Guide<AvenueExampleLayout, 'avenue-empires'>
  | Guide<ArquetectExampleLayout, 'arquetect'>
  | Guide<SaltmarketExampleLayout, 'saltmarket'>
  | Guide<CivExampleLayout, 'civ-builder'>;

export const guides: readonly GameGuide[] = [avenueEmpiresGuide, arquetectGuide, saltmarketGuide, civBuilderGuide];

/** The guide of the game with this id, if we have one. */
export function findGuide(gameId: string): GameGuide | undefined {
  return guides.find((guide) => guide.gameId === gameId);
}
