/**
 * The guide's scoring example: spec §8's E6 (Dock and Gatehouse), a small city that shows network VP and text VP
 * side by side. The city is given as card ids; every number shown is computed by scoreCity, the function that
 * scores real games. Only the reasons are written by hand, and they carry no numbers.
 */
import type { ExampleLine, ScoringExample } from '../core/guide.ts';
import type { CardType, NetworkType } from './cards.ts';
import { AVENUES, type AvenueName, type City } from './city.ts';
import { cardOf } from './ids.ts';
import { AVENUE_NAMES } from './log.ts';
import { scoreCity } from './scoring.ts';

/** One built card as the example draws it. */
export interface ExampleBuilding {
  /** `L2`: avenue letter and position. */
  place: string;
  type: CardType;
  name: string;
  types: readonly NetworkType[];
  networkVp: number;
  textVp: number;
}

/** The city drawn avenue by avenue, the Castle below all three, and the longest groups the tie-breaks read. */
export interface AvenueExampleLayout {
  avenues: readonly { avenue: AvenueName; name: string; buildings: readonly ExampleBuilding[] }[];
  longest: { Wall: number; Road: number; River: number };
}

/** E6: `L:[River,Dock,Road] C:[Gatehouse,Road] R:[Wall]`. */
export const EXAMPLE_CITY: City = {
  L: ['river-01', 'dock-1', 'road-01'],
  C: ['gatehouse-1', 'road-02'],
  R: ['wall-01'],
};

/** Why each building scores what it does, by place (spec §8, E6). */
const REASONS: Record<string, string> = {
  L1: 'Its neighbours are the Castle, the Dock at L2 and the Gatehouse at C1: none is River-type, so no network VP.',
  L2: 'Road network: the Roads at L3 and C2 are Road-type. Card text: the River at L1 is River-type.',
  L3: 'Road network: the Dock at L2 is Road-type.',
  C1:
    'Wall network: the Wall at R1. Card text: one Road-type neighbour, the Road at C2 ' +
    '(the River at L1 and the Wall at R1 are not Roads).',
  C2: 'Road network: the Dock at L2 is Road-type.',
  R1: 'Wall network: the Gatehouse at C1 is Wall-type. R1 and L1 are not neighbours: only L–C and C–R touch.',
};

function reasonAt(place: string): string {
  const reason = REASONS[place];
  if (reason === undefined) throw new Error(`the scoring example has no reason for ${place}`);
  return reason;
}

function buildExample(): ScoringExample<AvenueExampleLayout> {
  const score = scoreCity(EXAMPLE_CITY);
  const buildings = score.cards.map((card): ExampleBuilding & { avenue: AvenueName } => {
    const row = cardOf(card.id);
    return {
      avenue: card.avenue,
      place: `${card.avenue}${card.position}`,
      type: row.type,
      name: row.name,
      types: row.types,
      networkVp: card.networkVp,
      textVp: card.textVp,
    };
  });
  const lines: ExampleLine[] = buildings.map((b) => ({
    place: b.place,
    name: b.name,
    reason: reasonAt(b.place),
    points: b.networkVp + b.textVp,
    parts: [
      { label: 'network', points: b.networkVp },
      { label: 'text', points: b.textVp },
    ],
  }));
  return {
    heading: 'Example: a city of six buildings',
    intro:
      'Three buildings in the Left avenue, two in the Center, one in the Right. The Castle, drawn across the top, ' +
      'is position 0 of all three avenues and touches L1, C1 and R1. Each building shows its network VP and its ' +
      'text VP.',
    layout: {
      avenues: AVENUES.map((avenue) => ({
        avenue,
        name: AVENUE_NAMES[avenue],
        buildings: buildings.filter((b) => b.avenue === avenue),
      })),
      longest: score.longest,
    },
    lines,
    total: score.vp,
    source: 'Rules specification, example E6 (Dock and Gatehouse).',
  };
}

export const SCORING_EXAMPLE = buildExample();
