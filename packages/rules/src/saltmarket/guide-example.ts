/**
 * The guide's scoring example: a Navigator's four purchases. Every number is computed by the functions that score
 * real games (vpOf per building, abilityBonus, scoreOf); only the reasons are written by hand, without numbers.
 */
import type { ExampleLine, ScoringExample } from '../core/guide.ts';
import type { BuildingId } from './building-ids.ts';
import { type BuildingSymbol, type TownBuildingId, townBuilding } from './buildings.ts';
import { character } from './characters.ts';
import { noGoods } from './goods.ts';
import { abilityBonus, scoreOf } from './scoring.ts';
import type { Player } from './state.ts';

/** One owned building as the example draws it. */
export interface ExampleTownBuilding {
  id: TownBuildingId;
  name: string;
  vp: number;
  symbols: readonly BuildingSymbol[];
}

/** The player's character board and the buildings bought, in the order bought. */
export interface SaltmarketExampleLayout {
  character: { name: string; ability: string; startingBuilding: string };
  buildings: readonly ExampleTownBuilding[];
  bonus: number;
}

const BOUGHT: readonly TownBuildingId[] = ['B01', 'B14', 'B28', 'B27'];

const REASONS: Record<string, string> = {
  B01: 'Its printed VP. Its anchor also counts for the Navigator’s bonus.',
  B14: 'Its printed VP. A coin takes $1 off every later purchase but scores nothing.',
  B28: 'Its printed VP. Its two anchors count for the bonus.',
  B27: 'Its printed VP: the most of any building, and no symbol.',
};

export const EXAMPLE_PLAYER: Player = {
  dealt: ['navigator', 'forester'],
  choice: null,
  changes: 0,
  ready: true,
  character: 'navigator',
  goods: { ...noGoods(), wood: 2 },
  buildings: ['S-navigator' as BuildingId, ...BOUGHT],
  purchases: BOUGHT.length,
  pawn: null,
};

function buildExample(): ScoringExample<SaltmarketExampleLayout> {
  const navigator = character('navigator');
  const buildings = BOUGHT.map((id): ExampleTownBuilding => {
    const b = townBuilding(id);
    return { id, name: b.name, vp: b.vp, symbols: b.symbols };
  });
  const bonus = abilityBonus(EXAMPLE_PLAYER);
  const lines: ExampleLine[] = [
    ...buildings.map((b, i) => ({ place: `Purchase ${i + 1}`, name: b.name, reason: REASONS[b.id] ?? '', points: b.vp })),
    {
      place: 'Character',
      name: navigator.name,
      reason: 'End of game: one VP per anchor symbol printed on the buildings owned (the anchor the Navigator counts as does not score).',
      points: bonus,
    },
  ];
  return {
    heading: 'Example: a Navigator’s four purchases',
    intro:
      'The Navigator bought the Crab Shack, the Quarry, the Naval Academy and the Opera House, in that order. The ' +
      'starting building scores nothing; goods left over only break ties.',
    layout: { character: { name: navigator.name, ability: navigator.ability, startingBuilding: navigator.startingBuilding.name }, buildings, bonus },
    lines,
    total: scoreOf(EXAMPLE_PLAYER),
    source: 'Rules specification §6.2, §6.3 and §7.2, scored by the engine.',
  };
}

export const SCORING_EXAMPLE = buildExample();
