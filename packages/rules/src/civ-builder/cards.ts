/**
 * The 325 cards (spec §1–2) as one typed table: every type with its class, traits, cost, effects, build value,
 * strength, build cost, store, hero modes, landmark VP rule, copies and the text players read. The rules, the
 * table's card faces and the rules page all read this one table.
 *
 * A card's id is its index in the physical deck list: the types in §2 table order, copies consecutive (basic cards
 * first, then civilians, heroes, buildings, landmarks), so `cardOf(id)` needs no state and views carry ids only.
 * Ids appear in a view only while the card is in a public zone (spec §6).
 */

/** Commerce, Culture, Conflict. */
export type Trait = 'Com' | 'Cul' | 'Con';
export const TRAITS: readonly Trait[] = ['Com', 'Cul', 'Con'];
export const TRAIT_NAMES: Record<Trait, string> = { Com: 'Commerce', Cul: 'Culture', Con: 'Conflict' };

/** Civilians and heroes are persons; buildings and landmarks are constructs. */
export type CardClass = 'civilian' | 'hero' | 'building' | 'landmark';

/** A keyword that adds to a pool or acts at once (spec §2.1), in the order the card lists them. */
export type Keyword = 'money' | 'warfare' | 'research' | 'trash' | 'return' | 'raid' | 'steal';
export interface Effect {
  kind: Keyword;
  n: number;
}

/** Build N of a person: `alt` = instead of its effects, `plus` = in addition to them (spec §2.1). */
export interface BuildValue {
  mode: 'alt' | 'plus';
  n: number;
}

/** Store a/b (T): at most `perTurn` new cards a turn, `total` held, every stored card sharing one of `traits`. */
export interface Store {
  perTurn: number;
  total: number;
  traits: Trait[];
}

/** How a built landmark scores at game end (spec §2.6); "+k per …" bonuses are capped at LANDMARK_BONUS_CAP. */
export type LandmarkVp =
  | { kind: 'per-building'; base: number; trait: Trait }
  | { kind: 'per-commerce-civilians'; base: number }
  | { kind: 'per-trash'; base: number }
  | { kind: 'per-hero-trashed'; base: number }
  | { kind: 'per-trophy'; base: number }
  | { kind: 'flat'; base: number }
  | { kind: 'per-other-landmark'; base: number }
  | { kind: 'all-traits'; base: number; bonus: number };

export const LANDMARK_BONUS_CAP = 6;

export type CardTypeId =
  | 'worker' | 'trader' | 'builder' | 'market'
  | 'labourer' | 'merchant' | 'mason' | 'caravan' | 'banker' | 'engineer' | 'smuggler' | 'scribe' | 'monk'
  | 'archivist' | 'scholar' | 'priest' | 'teacher' | 'philosopher' | 'militia' | 'thief' | 'soldier' | 'spy'
  | 'bandit' | 'knight' | 'mercenary'
  | 'warlord' | 'master-thief' | 'conqueror' | 'sage' | 'prophet' | 'merchant-prince' | 'master-builder'
  | 'ambassador' | 'saboteur'
  | 'workshop' | 'bazaar' | 'warehouse' | 'bank' | 'guildhall' | 'harbour' | 'shrine' | 'library' | 'school'
  | 'temple' | 'university' | 'monastery' | 'watchtower' | 'barracks' | 'walls' | 'thieves-den' | 'fortress'
  | 'spy-network'
  | 'grand-bazaar' | 'great-library' | 'citadel' | 'treasury' | 'hermitage' | 'hall-of-heroes' | 'triumphal-arch'
  | 'colossus' | 'palace' | 'forum';

export interface CardType {
  type: CardTypeId;
  name: string;
  class: CardClass;
  /** Worker*, Trader*, Builder*, Market*: dealt to the seats, never in a central deck. */
  basic: boolean;
  traits: Trait[];
  cost: number;
  /** A person's effects when played; a construct's Passive (resolved when built and at each turn start). */
  effects: Effect[];
  build: BuildValue | null;
  /** Constructs only: warfare needed to destroy it, and the build progress it needs. */
  strength: number;
  buildCost: number;
  store: Store | null;
  /** Walls: each of the owner's other built constructs has +1 strength. */
  walls: boolean;
  /** Heroes only: Use (then trash) and Discard (then discard pile). Master Builder's Use is `masterBuilder`. */
  use: Effect[];
  discard: Effect[];
  /** Master Builder: Use adds this much build progress to one of your unbuilt constructs. */
  masterBuilder: number;
  /** Landmarks only. */
  vp: LandmarkVp | null;
  copies: number;
  /** The card's rule as players read it. */
  text: string;
}

const KEYWORD_WORDS: Record<Keyword, string> = {
  money: 'Money', warfare: 'Warfare', research: 'Research', trash: 'Trash', return: 'Return', raid: 'Raid', steal: 'Steal',
};

/** "Money 2. Steal 2" */
export function effectText(effects: readonly Effect[]): string {
  return effects.map((e) => `${KEYWORD_WORDS[e.kind]} ${e.n}`).join('. ');
}

/** Parses the spec's compact effect notation ("money 2, steal 2") into effects. */
function fx(spec: string): Effect[] {
  if (spec === '') return [];
  return spec.split(',').map((part) => {
    const [kind, n] = part.trim().split(' ');
    return { kind: kind as Keyword, n: Number(n) };
  });
}

const traits = (t: string): Trait[] => t.split('/') as Trait[];

const base = {
  basic: false, effects: [] as Effect[], build: null, strength: 0, buildCost: 0, store: null, walls: false,
  use: [] as Effect[], discard: [] as Effect[], masterBuilder: 0, vp: null,
};

function person(
  type: CardTypeId, name: string, t: string, cost: number, effects: string, build: string, copies: number,
  basic = false,
): CardType {
  const b: BuildValue | null = build === '' ? null : { mode: build.startsWith('+') ? 'plus' : 'alt', n: Number(build.replace(/^(\+|alt )/, '')) };
  const e = fx(effects);
  const buildText = b ? (b.mode === 'alt' ? `Build ${b.n}, instead of its effects` : `Build +${b.n}, as well as its effects`) : '';
  return {
    ...base, type, name, class: 'civilian', basic, traits: traits(t), cost, effects: e, build: b, copies,
    text: [effectText(e), buildText].filter((s) => s !== '').join('. ') + '.',
  };
}

function hero(type: CardTypeId, name: string, t: string, cost: number, use: string, discard: string, masterBuilder = 0): CardType {
  const u = fx(use);
  const d = fx(discard);
  const useText = masterBuilder > 0 ? `Add ${masterBuilder} build progress to one of your unbuilt constructs` : effectText(u);
  return {
    ...base, type, name, class: 'hero', traits: traits(t), cost, use: u, discard: d, masterBuilder, copies: 2,
    text: `Use: ${useText}, then trash this hero. Discard: ${effectText(d)}, and keep it in your discard pile.`,
  };
}

interface BuildingExtras {
  store?: Store;
  walls?: boolean;
  basic?: boolean;
}

function building(
  type: CardTypeId, name: string, t: string, cost: number, strength: number, buildCost: number, passive: string,
  copies: number, extras: BuildingExtras = {},
): CardType {
  const effects = fx(passive);
  const parts: string[] = [];
  if (effects.length > 0) parts.push(`Passive: ${effectText(effects)}.`);
  if (extras.store) {
    const s = extras.store;
    parts.push(`Store ${s.perTurn}/${s.total} (${s.traits.map((x) => TRAIT_NAMES[x]).join(' or ')}): at the end of your turn tuck up to ${s.perTurn} person here instead of discarding it; it holds ${s.total}.`);
  }
  if (extras.walls) parts.push('Static: each of your other constructs has +1 strength.');
  return {
    ...base, type, name, class: 'building', basic: extras.basic ?? false, traits: traits(t), cost, strength, buildCost,
    effects, store: extras.store ?? null, walls: extras.walls ?? false, copies, text: parts.join(' '),
  };
}

function landmark(
  type: CardTypeId, name: string, t: string, cost: number, strength: number, buildCost: number, vp: LandmarkVp,
  copies: number, text: string,
): CardType {
  return { ...base, type, name, class: 'landmark', traits: traits(t), cost, strength, buildCost, vp, copies, text };
}

const store = (perTurn: number, total: number, t: string): Store => ({ perTurn, total, traits: traits(t) });

/** §2 in table order; the physical deck list (and so every card id) follows it. */
export const CARD_TYPES: readonly CardType[] = [
  // §2.2 Basic cards: 8 + 1 + 1 civilians and one Market* per seat, four seats' worth.
  person('worker', 'Worker', 'Com', 0, 'money 1', 'alt 1', 32, true),
  person('trader', 'Trader', 'Com', 0, 'money 2', '', 4, true),
  person('builder', 'Builder', 'Com', 0, 'money 1', 'alt 3', 4, true),
  building('market', 'Market', 'Com', 0, 2, 2, 'money 1', 4, { basic: true }),
  // §2.3 Civilians (160)
  person('labourer', 'Labourer', 'Com', 2, 'money 1', 'alt 2', 10),
  person('merchant', 'Merchant', 'Com', 3, 'money 2', '+1', 8),
  person('mason', 'Mason', 'Com', 4, 'money 1', 'alt 4', 8),
  person('caravan', 'Caravan', 'Com', 5, 'money 3', '', 8),
  person('banker', 'Banker', 'Com', 7, 'money 4', '', 6),
  person('engineer', 'Engineer', 'Com/Cul', 5, 'research 1', '+3', 6),
  person('smuggler', 'Smuggler', 'Com/Con', 4, 'money 2, steal 2', '', 8),
  person('scribe', 'Scribe', 'Cul', 2, 'research 1', '', 10),
  person('monk', 'Monk', 'Cul', 3, 'money 1, trash 1', '', 8),
  person('archivist', 'Archivist', 'Cul', 4, 'research 1, return 1', '', 8),
  person('scholar', 'Scholar', 'Cul', 5, 'research 2', '', 8),
  person('priest', 'Priest', 'Cul', 4, 'trash 2', '', 6),
  person('teacher', 'Teacher', 'Cul/Com', 4, 'money 1, research 1', 'alt 2', 8),
  person('philosopher', 'Philosopher', 'Cul', 7, 'research 3', '', 6),
  person('militia', 'Militia', 'Con', 2, 'warfare 2', 'alt 1', 10),
  person('thief', 'Thief', 'Con', 3, 'money 1, steal 3', '', 8),
  person('soldier', 'Soldier', 'Con', 4, 'warfare 3', '', 8),
  person('spy', 'Spy', 'Con/Cul', 4, 'raid 1, research 1', '', 8),
  person('bandit', 'Bandit', 'Con', 5, 'warfare 1, steal 5', '', 6),
  person('knight', 'Knight', 'Con', 6, 'warfare 4, steal 2', '', 6),
  person('mercenary', 'Mercenary', 'Con/Com', 3, 'money 1, warfare 2', '', 6),
  // §2.4 Heroes (18)
  hero('warlord', 'Warlord', 'Con', 6, 'warfare 7', 'warfare 1'),
  hero('master-thief', 'Master Thief', 'Con', 5, 'steal 7, raid 1', 'money 1'),
  hero('conqueror', 'Conqueror', 'Con/Com', 6, 'warfare 4, money 4', 'money 1'),
  hero('sage', 'Sage', 'Cul', 5, 'research 3, trash 2', 'money 1'),
  hero('prophet', 'Prophet', 'Cul', 5, 'trash 3, return 2', 'trash 1'),
  hero('merchant-prince', 'Merchant Prince', 'Com', 5, 'money 8', 'money 1'),
  hero('master-builder', 'Master Builder', 'Com', 5, '', 'money 1', 8),
  hero('ambassador', 'Ambassador', 'Com/Cul', 5, 'money 3, research 2', 'money 1'),
  hero('saboteur', 'Saboteur', 'Con/Cul', 5, 'raid 2, warfare 3', 'money 1'),
  // §2.5 Buildings (88)
  building('workshop', 'Workshop', 'Com', 3, 3, 3, 'money 1', 6),
  building('bazaar', 'Bazaar', 'Com', 5, 4, 4, 'money 2', 5),
  building('warehouse', 'Warehouse', 'Com', 5, 4, 4, '', 5, { store: store(1, 2, 'Com') }),
  building('bank', 'Bank', 'Com', 8, 5, 6, 'money 3', 4),
  building('guildhall', 'Guildhall', 'Com/Cul', 6, 4, 5, 'money 1, research 1', 5),
  building('harbour', 'Harbour', 'Com/Con', 6, 5, 5, 'money 1', 5, { store: store(1, 2, 'Com/Con') }),
  building('shrine', 'Shrine', 'Cul', 3, 3, 3, 'trash 1', 6),
  building('library', 'Library', 'Cul', 5, 4, 4, 'research 1', 5),
  building('school', 'School', 'Cul', 5, 4, 4, '', 5, { store: store(1, 2, 'Cul') }),
  building('temple', 'Temple', 'Cul', 6, 5, 5, 'trash 1, return 1', 4),
  building('university', 'University', 'Cul', 8, 6, 7, 'research 2', 4),
  building('monastery', 'Monastery', 'Cul/Com', 6, 4, 5, 'money 1', 5, { store: store(1, 2, 'Cul/Com') }),
  building('watchtower', 'Watchtower', 'Con', 3, 4, 2, 'warfare 1', 6),
  building('barracks', 'Barracks', 'Con', 6, 5, 5, 'warfare 1', 5, { store: store(1, 2, 'Con') }),
  building('walls', 'Walls', 'Con', 4, 6, 3, '', 5, { walls: true }),
  building('thieves-den', "Thieves' Den", 'Con', 5, 4, 4, 'steal 3', 5),
  building('fortress', 'Fortress', 'Con', 8, 8, 7, 'warfare 3', 4),
  building('spy-network', 'Spy Network', 'Con/Cul', 7, 4, 5, 'raid 1', 4),
  // §2.6 Landmarks (15)
  landmark('grand-bazaar', 'Grand Bazaar', 'Com', 7, 8, 8, { kind: 'per-building', base: 2, trait: 'Com' }, 2,
    '2 VP, +1 per built Commerce building you have (at most +6).'),
  landmark('great-library', 'Great Library', 'Cul', 7, 8, 8, { kind: 'per-building', base: 2, trait: 'Cul' }, 2,
    '2 VP, +1 per built Culture building you have (at most +6).'),
  landmark('citadel', 'Citadel', 'Con', 7, 9, 8, { kind: 'per-building', base: 2, trait: 'Con' }, 2,
    '2 VP, +1 per built Conflict building you have (at most +6).'),
  landmark('treasury', 'Treasury', 'Com', 6, 8, 7, { kind: 'per-commerce-civilians', base: 2 }, 2,
    '2 VP, +1 per 2 non-basic Commerce civilians you own, outside your trash pile (at most +6).'),
  landmark('hermitage', 'Hermitage', 'Cul', 6, 8, 7, { kind: 'per-trash', base: 2 }, 2,
    '2 VP, +1 per 2 cards in your trash pile (at most +6).'),
  landmark('hall-of-heroes', 'Hall of Heroes', 'Con', 6, 8, 7, { kind: 'per-hero-trashed', base: 2 }, 1,
    '2 VP, +2 per hero in your trash pile (at most +6).'),
  landmark('triumphal-arch', 'Triumphal Arch', 'Con', 6, 9, 7, { kind: 'per-trophy', base: 2 }, 1,
    '2 VP, +1 per trophy you hold (at most +6).'),
  landmark('colossus', 'Colossus', 'Com', 9, 10, 12, { kind: 'flat', base: 9 }, 1, '9 VP.'),
  landmark('palace', 'Palace', 'Cul', 8, 9, 10, { kind: 'per-other-landmark', base: 3 }, 1,
    '3 VP, +2 per other built landmark you have (at most +6).'),
  landmark('forum', 'Forum', 'Com/Cul/Con', 8, 9, 9, { kind: 'all-traits', base: 3, bonus: 5 }, 1,
    '3 VP, +5 if you have a built building of each trait.'),
];

/** Card id → its type, in the physical deck order described above. */
const TYPE_OF_ID: readonly CardType[] = CARD_TYPES.flatMap((t) => Array.from({ length: t.copies }, () => t));

export const CARD_COUNT = TYPE_OF_ID.length;

export type CardId = number;

const BY_TYPE = new Map(CARD_TYPES.map((t) => [t.type, t]));
/** The ids of each type's copies, in id order. */
const IDS_OF_TYPE = new Map<CardTypeId, readonly CardId[]>(CARD_TYPES.map((t) => [t.type, []]));
TYPE_OF_ID.forEach((t, id) => (IDS_OF_TYPE.get(t.type) as CardId[]).push(id));

/** The type of a physical card. Throws on an id that is not a card (a bug, never player input: the rules check ids first). */
export function cardOf(id: CardId): CardType {
  const t = TYPE_OF_ID[id];
  if (!t) throw new Error(`no card ${id}`);
  return t;
}

export function typeInfo(type: CardTypeId): CardType {
  const t = BY_TYPE.get(type);
  if (!t) throw new Error(`no card type ${type}`);
  return t;
}

/** The ids of every copy of a type, in id order. */
export function idsOf(type: CardTypeId): CardId[] {
  const ids = IDS_OF_TYPE.get(type);
  if (!ids) throw new Error(`no card type ${type}`);
  return [...ids];
}

export const isPerson = (t: CardType): boolean => t.class === 'civilian' || t.class === 'hero';
export const isConstruct = (t: CardType): boolean => t.class === 'building' || t.class === 'landmark';
