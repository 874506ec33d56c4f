/**
 * The guide's scoring example: one player's constructs at the end of a game. Every number is computed by the
 * functions that score real games (`landmarkVp`, `vpOf` from scoring.ts); only the reasons are written by hand,
 * without numbers.
 */
import type { ExampleLine, ScoringExample } from '../core/guide.ts';
import { type CardClass, type CardId, type CardTypeId, type Trait, cardOf, idsOf } from './cards.ts';
import { landmarkVp, vpOf } from './scoring.ts';
import type { Construct, Player } from './state.ts';

/** One construct as the example draws it. */
export interface ExampleConstruct {
  type: CardTypeId;
  name: string;
  class: CardClass;
  traits: readonly Trait[];
  built: boolean;
  progress: number;
  buildCost: number;
  /** A landmark's VP as the scoring function gives it (null for a building). */
  vp: number | null;
}

/** The player's constructs in play order, and the size of their trash pile. */
export interface CivExampleLayout {
  constructs: readonly ExampleConstruct[];
  trashCount: number;
}

const first = (type: CardTypeId): CardId => idsOf(type)[0] as CardId;
const built = (type: CardTypeId): Construct => ({ id: first(type), built: true, assigned: [], bonus: 0, stored: [] });

/** Market (built from the start), three buildings, two built landmarks and one still being built. */
export const EXAMPLE_PLAYER: Player = {
  hand: [],
  deck: idsOf('worker').slice(0, 6),
  discard: [first('trader'), first('caravan')],
  trash: idsOf('worker').slice(6, 8),
  play: [],
  constructs: [
    built('market'),
    { ...built('hermitage'), built: false, assigned: [first('builder')] },
    built('workshop'),
    built('bazaar'),
    built('walls'),
    built('grand-bazaar'),
    built('palace'),
  ],
  pools: { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0 },
  stealSources: [],
  trophies: 0,
};

const REASONS: Partial<Record<CardTypeId, string>> = {
  hermitage: 'Still unbuilt (only a Builder assigned): an unbuilt landmark scores nothing.',
  'grand-bazaar': 'Its base, plus one per built Commerce building: the Market, the Workshop and the Bazaar. The Walls are Conflict.',
  palace: 'Its base, plus two per other built landmark: the Grand Bazaar. The unbuilt Hermitage does not count.',
};

function buildExample(): ScoringExample<CivExampleLayout> {
  const p = EXAMPLE_PLAYER;
  const constructs = p.constructs.map((c): ExampleConstruct => {
    const t = cardOf(c.id);
    const progress = c.built ? 0 : c.assigned.reduce((sum, id) => sum + (cardOf(id).build?.n ?? 0), c.bonus);
    return {
      type: t.type,
      name: t.name,
      class: t.class,
      traits: t.traits,
      built: c.built,
      progress,
      buildCost: t.buildCost,
      vp: t.class === 'landmark' ? landmarkVp(p, c.id) : null,
    };
  });
  const lines: ExampleLine[] = p.constructs
    .map((c, i) => ({ c, place: `Construct ${i + 1}` }))
    .filter(({ c }) => cardOf(c.id).class === 'landmark')
    .map(({ c, place }) => ({
      place,
      name: cardOf(c.id).name,
      reason: REASONS[cardOf(c.id).type] ?? '',
      points: landmarkVp(p, c.id),
    }));
  return {
    heading: 'Example: three landmarks, two of them built',
    intro:
      'At the end of the game this player has the Market, a Workshop, a Bazaar and Walls built, the Grand Bazaar ' +
      'and the Palace built, and a Hermitage still under construction. Only built landmarks score; buildings ' +
      'score nothing themselves but count for the landmarks that ask for them.',
    layout: { constructs, trashCount: p.trash.length },
    lines,
    total: vpOf(p),
    source: 'Rules specification §2.6 and §7, scored by the engine (landmarkVp, vpOf).',
  };
}

export const SCORING_EXAMPLE = buildExample();
