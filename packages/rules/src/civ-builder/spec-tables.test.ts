/**
 * The card tables of cards.ts against the spec's own tables (civ-builder.md §1–3), transcribed verbatim below:
 * every row is parsed here and rebuilt into the CardType it prescribes (id, name, class, traits, cost, effects,
 * build value, strength, build cost, store, hero modes, landmark VP rule, copies), then compared field by field
 * with CARD_TYPES, in order. The players' card texts are rebuilt from the same rows (landmarks: spelled out), so
 * changing any literal of the card list fails a test here.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_TYPES, type CardType, type Effect, type Keyword, LANDMARK_BONUS_CAP, type LandmarkVp, type Trait, TRAITS,
  TRAIT_NAMES, effectText,
} from './cards.ts';
import { DECK_TRIMS } from './state.ts';

// §1 Components (backticks escaped)
const COMPONENTS = `
| Group | Types | Copies |
|---|---|---|
| Civilian (non-basic) | 21 | 160 |
| Hero | 9 | 18 (2 each) |
| Building (non-basic) | 18 | 88 |
| Landmark | 10 | 15 |
| Basic building \`Market*\` | 1 | 4 (1 per seat) |
| Basic civilians \`Worker*\` / \`Trader*\` / \`Builder*\` | 3 | 32 / 4 / 4 = 40 (8+1+1 per seat) |
`;

// §2.2 Basic cards
const BASIC = `
| Type | Class | Trait | Cost | Effect | Build | Other |
|---|---|---|---|---|---|---|
| Worker* | civilian | Com | 0 | Money 1 | alt 1 | |
| Trader* | civilian | Com | 0 | Money 2 | – | |
| Builder* | civilian | Com | 0 | Money 1 | alt 3 | |
| Market* | building | Com | 0 | Passive: Money 1 | – | Strength 2, Build cost 2 |
`;

// §2.3 Civilians (160)
const CIVILIANS = `
| Type | Trait | Cost | Effect | Build | × |
|---|---|---|---|---|---|
| Labourer | Com | 2 | Money 1 | alt 2 | 10 |
| Merchant | Com | 3 | Money 2 | +1 | 8 |
| Mason | Com | 4 | Money 1 | alt 4 | 8 |
| Caravan | Com | 5 | Money 3 | – | 8 |
| Banker | Com | 7 | Money 4 | – | 6 |
| Engineer | Com/Cul | 5 | Research 1 | +3 | 6 |
| Smuggler | Com/Con | 4 | Money 2. Steal 2 | – | 8 |
| Scribe | Cul | 2 | Research 1 | – | 10 |
| Monk | Cul | 3 | Money 1. Trash 1 | – | 8 |
| Archivist | Cul | 4 | Research 1. Return 1 | – | 8 |
| Scholar | Cul | 5 | Research 2 | – | 8 |
| Priest | Cul | 4 | Trash 2 | – | 6 |
| Teacher | Cul/Com | 4 | Money 1. Research 1 | alt 2 | 8 |
| Philosopher | Cul | 7 | Research 3 | – | 6 |
| Militia | Con | 2 | Warfare 2 | alt 1 | 10 |
| Thief | Con | 3 | Money 1. Steal 3 | – | 8 |
| Soldier | Con | 4 | Warfare 3 | – | 8 |
| Spy | Con/Cul | 4 | Raid 1. Research 1 | – | 8 |
| Bandit | Con | 5 | Warfare 1. Steal 5 | – | 6 |
| Knight | Con | 6 | Warfare 4. Steal 2 | – | 6 |
| Mercenary | Con/Com | 3 | Money 1. Warfare 2 | – | 6 |
`;

// §2.4 Heroes (18; 2 copies each; no build value)
const HEROES = `
| Type | Trait | Cost | Use (then trash) | Discard |
|---|---|---|---|---|
| Warlord | Con | 6 | Warfare 7 | Warfare 1 |
| Master Thief | Con | 5 | Steal 7. Raid 1 | Money 1 |
| Conqueror | Con/Com | 6 | Warfare 4. Money 4 | Money 1 |
| Sage | Cul | 5 | Research 3. Trash 2 | Money 1 |
| Prophet | Cul | 5 | Trash 3. Return 2 | Trash 1 |
| Merchant Prince | Com | 5 | Money 8 | Money 1 |
| Master Builder | Com | 5 | Add 8 build progress to one of your unbuilt constructs (payload \`construct\`) | Money 1 |
| Ambassador | Com/Cul | 5 | Money 3. Research 2 | Money 1 |
| Saboteur | Con/Cul | 5 | Raid 2. Warfare 3 | Money 1 |
`;

// §2.5 Buildings (88)
const BUILDINGS = `
| Type | Trait | Cost | Str | BC | Text | × |
|---|---|---|---|---|---|---|
| Workshop | Com | 3 | 3 | 3 | Passive: Money 1 | 6 |
| Bazaar | Com | 5 | 4 | 4 | Passive: Money 2 | 5 |
| Warehouse | Com | 5 | 4 | 4 | Store 1/2 (Commerce) | 5 |
| Bank | Com | 8 | 5 | 6 | Passive: Money 3 | 4 |
| Guildhall | Com/Cul | 6 | 4 | 5 | Passive: Money 1. Research 1 | 5 |
| Harbour | Com/Con | 6 | 5 | 5 | Passive: Money 1. Store 1/2 (Commerce or Conflict) | 5 |
| Shrine | Cul | 3 | 3 | 3 | Passive: Trash 1 | 6 |
| Library | Cul | 5 | 4 | 4 | Passive: Research 1 | 5 |
| School | Cul | 5 | 4 | 4 | Store 1/2 (Culture) | 5 |
| Temple | Cul | 6 | 5 | 5 | Passive: Trash 1. Return 1 | 4 |
| University | Cul | 8 | 6 | 7 | Passive: Research 2 | 4 |
| Monastery | Cul/Com | 6 | 4 | 5 | Passive: Money 1. Store 1/2 (Culture or Commerce) | 5 |
| Watchtower | Con | 3 | 4 | 2 | Passive: Warfare 1 | 6 |
| Barracks | Con | 6 | 5 | 5 | Passive: Warfare 1. Store 1/2 (Conflict) | 5 |
| Walls | Con | 4 | 6 | 3 | Static: each of your other constructs has +1 strength (stacks per Walls) | 5 |
| Thieves' Den | Con | 5 | 4 | 4 | Passive: Steal 3 | 5 |
| Fortress | Con | 8 | 8 | 7 | Passive: Warfare 3 | 4 |
| Spy Network | Con/Cul | 7 | 4 | 5 | Passive: Raid 1 | 4 |
`;

// §2.6 Landmarks (15)
const LANDMARKS = `
| Type | Trait | Cost | Str | BC | VP | × |
|---|---|---|---|---|---|---|
| Grand Bazaar | Com | 7 | 8 | 8 | 2 + 1 per Commerce building | 2 |
| Great Library | Cul | 7 | 8 | 8 | 2 + 1 per Culture building | 2 |
| Citadel | Con | 7 | 9 | 8 | 2 + 1 per Conflict building | 2 |
| Treasury | Com | 6 | 8 | 7 | 2 + 1 per 2 non-basic civilians with the Commerce trait you own (round down) | 2 |
| Hermitage | Cul | 6 | 8 | 7 | 2 + 1 per 2 cards in your trash pile (round down) | 2 |
| Hall of Heroes | Con | 6 | 8 | 7 | 2 + 2 per hero in your trash pile | 1 |
| Triumphal Arch | Con | 6 | 9 | 7 | 2 + 1 per trophy you hold | 1 |
| Colossus | Com | 9 | 10 | 12 | 9 | 1 |
| Palace | Cul | 8 | 9 | 10 | 3 + 2 per other built landmark you have | 1 |
| Forum | Com/Cul/Con | 8 | 9 | 9 | 3, +5 if you have a building of each trait | 1 |
`;

// §3 step 4: the trims
const TRIMS = `
| Players | H (hero deck) | L (landmark deck) |
|---|---|---|
| 2 | 12 | 11 |
| 3 | 14 | 13 |
| 4 / teams | 16 | 15 |
`;

/** The players' landmark texts (not spec wording): what each card face says. */
const LANDMARK_TEXTS: Record<string, string> = {
  'Grand Bazaar': '2 VP, +1 per built Commerce building you have (at most +6).',
  'Great Library': '2 VP, +1 per built Culture building you have (at most +6).',
  Citadel: '2 VP, +1 per built Conflict building you have (at most +6).',
  Treasury: '2 VP, +1 per 2 non-basic Commerce civilians you own, outside your trash pile (at most +6).',
  Hermitage: '2 VP, +1 per 2 cards in your trash pile (at most +6).',
  'Hall of Heroes': '2 VP, +2 per hero in your trash pile (at most +6).',
  'Triumphal Arch': '2 VP, +1 per trophy you hold (at most +6).',
  Colossus: '9 VP.',
  Palace: '3 VP, +2 per other built landmark you have (at most +6).',
  Forum: '3 VP, +5 if you have a built building of each trait.',
};

type Row = Record<string, string>;

/** A markdown table's body rows, keyed by its header cells. */
function parse(md: string): Row[] {
  const [header, , ...body] = md.trim().split('\n').map((line) => line.split('|').slice(1, -1).map((c) => c.trim()));
  return body.map((cells) => Object.fromEntries((header ?? []).map((h, i) => [h, cells[i] ?? ''])));
}

const TRAIT_OF_NAME: Record<string, Trait> = { Commerce: 'Com', Culture: 'Cul', Conflict: 'Con' };

const num = (s: string | undefined): number => {
  if (s === undefined || !/^\d+$/.test(s)) throw new Error(`not a number: ${s}`);
  return Number(s);
};
const traitsOf = (s: string | undefined): Trait[] => (s ?? '').split('/') as Trait[];
/** "Thieves' Den" → "thieves-den", "Worker*" → "worker" */
const idOf = (name: string): string => name.replace(/\*$/, '').toLowerCase().replace(/'/g, '').replace(/ /g, '-');
/** "Money 2. Steal 2" → [{money 2}, {steal 2}] */
const effectsOf = (s: string): Effect[] =>
  s.split('. ').map((part) => {
    const m = /^(Money|Warfare|Research|Trash|Return|Raid|Steal) (\d+)$/.exec(part);
    if (!m) throw new Error(`not an effect: ${part}`);
    return { kind: (m[1] ?? '').toLowerCase() as Keyword, n: num(m[2]) };
  });

/** The fields a card of another kind leaves empty. */
const BLANK = {
  basic: false, effects: [], build: null, strength: 0, buildCost: 0, store: null, walls: false, use: [], discard: [],
  masterBuilder: 0, vp: null,
};

/** A person's row (§2.2 civilians, §2.3): Build "alt N" / "+N" / "–", and the text the card prints. */
function personOf(r: Row, copies: number): CardType {
  const name = (r['Type'] ?? '').replace(/\*$/, '');
  const b = r['Build'] ?? '';
  const build = b === '–' ? null : b.startsWith('+') ? { mode: 'plus' as const, n: num(b.slice(1)) } : { mode: 'alt' as const, n: num(b.replace(/^alt /, '')) };
  const buildText = !build ? '' : build.mode === 'alt' ? `. Build ${build.n}, instead of its effects` : `. Build +${build.n}, as well as its effects`;
  return {
    ...BLANK, type: idOf(name) as CardType['type'], name, class: 'civilian', basic: (r['Type'] ?? '').endsWith('*'),
    traits: traitsOf(r['Trait']), cost: num(r['Cost']), effects: effectsOf(r['Effect'] ?? ''), build, copies,
    text: `${r['Effect']}${buildText}.`,
  };
}

function heroOf(r: Row): CardType {
  const name = r['Type'] ?? '';
  const use = r['Use (then trash)'] ?? '';
  const mb = /^(Add (\d+) build progress to one of your unbuilt constructs) \(payload `construct`\)$/.exec(use);
  return {
    ...BLANK, type: idOf(name) as CardType['type'], name, class: 'hero', traits: traitsOf(r['Trait']), cost: num(r['Cost']),
    use: mb ? [] : effectsOf(use), discard: effectsOf(r['Discard'] ?? ''), masterBuilder: mb ? num(mb[2]) : 0, copies: 2,
    text: `Use: ${mb ? mb[1] : use}, then trash this hero. Discard: ${r['Discard']}, and keep it in your discard pile.`,
  };
}

/** A building's row (§2.2 Market*, §2.5): its Text is a Passive, a Store a/b (T) and/or the Walls' Static. */
function buildingOf(r: Row, copies: number): CardType {
  const name = (r['Type'] ?? '').replace(/\*$/, '');
  let rest = r['Text'] ?? r['Effect'] ?? '';
  const parts: string[] = [];
  let effects: Effect[] = [];
  let store: CardType['store'] = null;
  const s = /(?:^|\. )Store (\d+)\/(\d+) \(([^)]+)\)$/.exec(rest);
  if (s) rest = rest.slice(0, s.index);
  if (rest.startsWith('Passive: ')) {
    effects = effectsOf(rest.slice('Passive: '.length));
    parts.push(`${rest}.`);
  }
  if (s) {
    const [a, b, t] = [num(s[1]), num(s[2]), s[3] ?? ''];
    store = { perTurn: a, total: b, traits: t.split(' or ').map((x) => TRAIT_OF_NAME[x] as Trait) };
    parts.push(`Store ${a}/${b} (${t}): at the end of your turn tuck up to ${a} person here instead of discarding it; it holds ${b}.`);
  }
  const walls = rest === 'Static: each of your other constructs has +1 strength (stacks per Walls)';
  if (walls) parts.push('Static: each of your other constructs has +1 strength.');
  const other = /^Strength (\d+), Build cost (\d+)$/.exec(r['Other'] ?? '');
  return {
    ...BLANK, type: idOf(name) as CardType['type'], name, class: 'building', basic: (r['Type'] ?? '').endsWith('*'),
    traits: traitsOf(r['Trait']), cost: num(r['Cost']), strength: num(other ? other[1] : r['Str']),
    buildCost: num(other ? other[2] : r['BC']), effects, store, walls, copies, text: parts.join(' '),
  };
}

/** §2.6 VP column → the scoring rule cards.ts encodes (the "+k per" factors live in scoring.ts). */
function vpOf(s: string): LandmarkVp {
  const rules: [RegExp, (m: RegExpExecArray) => LandmarkVp][] = [
    [/^(\d+) \+ 1 per (Commerce|Culture|Conflict) building$/, (m) => ({ kind: 'per-building', base: num(m[1]), trait: TRAIT_OF_NAME[m[2] ?? ''] as Trait })],
    [/^(\d+) \+ 1 per 2 non-basic civilians with the Commerce trait you own \(round down\)$/, (m) => ({ kind: 'per-commerce-civilians', base: num(m[1]) })],
    [/^(\d+) \+ 1 per 2 cards in your trash pile \(round down\)$/, (m) => ({ kind: 'per-trash', base: num(m[1]) })],
    [/^(\d+) \+ 2 per hero in your trash pile$/, (m) => ({ kind: 'per-hero-trashed', base: num(m[1]) })],
    [/^(\d+) \+ 1 per trophy you hold$/, (m) => ({ kind: 'per-trophy', base: num(m[1]) })],
    [/^(\d+)$/, (m) => ({ kind: 'flat', base: num(m[1]) })],
    [/^(\d+) \+ 2 per other built landmark you have$/, (m) => ({ kind: 'per-other-landmark', base: num(m[1]) })],
    [/^(\d+), \+(\d+) if you have a building of each trait$/, (m) => ({ kind: 'all-traits', base: num(m[1]), bonus: num(m[2]) })],
  ];
  for (const [re, make] of rules) {
    const m = re.exec(s);
    if (m) return make(m);
  }
  throw new Error(`unknown VP rule: ${s}`);
}

function landmarkOf(r: Row): CardType {
  const name = r['Type'] ?? '';
  return {
    ...BLANK, type: idOf(name) as CardType['type'], name, class: 'landmark', traits: traitsOf(r['Trait']),
    cost: num(r['Cost']), strength: num(r['Str']), buildCost: num(r['BC']), vp: vpOf(r['VP'] ?? ''),
    copies: num(r['×']), text: LANDMARK_TEXTS[name] ?? `no text for ${name}`,
  };
}

// §1: the basic cards' copies ("32 / 4 / 4 = 40", "4 (1 per seat)"), in Worker*, Trader*, Builder*, Market* order
const components = parse(COMPONENTS);
const basicCivCopies = (components[5]?.['Copies'] ?? '').split(' = ')[0]?.split(' / ').map(num) ?? [];
const marketCopies = num(/^(\d+) /.exec(components[4]?.['Copies'] ?? '')?.[1]);
const basicCopies = [...basicCivCopies, marketCopies];

/** Every card type the spec's tables prescribe, in §2 table order. */
const EXPECTED: CardType[] = [
  ...parse(BASIC).map((r, i) => (r['Class'] === 'building' ? buildingOf(r, basicCopies[i] ?? -1) : personOf(r, basicCopies[i] ?? -1))),
  ...parse(CIVILIANS).map((r) => personOf(r, num(r['×']))),
  ...parse(HEROES).map(heroOf),
  ...parse(BUILDINGS).map((r) => buildingOf(r, num(r['×']))),
  ...parse(LANDMARKS).map(landmarkOf),
];

describe('the card tables match the spec tables (civ-builder.md §1–2)', () => {
  it('lists the same card types, in the same order: ids and names', () => {
    expect(EXPECTED).toHaveLength(4 + 21 + 9 + 18 + 10);
    expect(CARD_TYPES.map((t) => [t.type, t.name])).toEqual(EXPECTED.map((t) => [t.type, t.name]));
  });

  it.each(EXPECTED.map((t, i) => [t.name, t, i] as const))('%s: every field as its spec row prints it', (_name, expected, i) => {
    expect(CARD_TYPES[i]).toEqual(expected);
  });

  it('prints each card text from its spec row (text only, to show the difference plainly)', () => {
    expect(CARD_TYPES.map((t) => t.text)).toEqual(EXPECTED.map((t) => t.text));
  });

  it('writes effects as the spec does ("Money 2. Steal 2")', () => {
    for (const t of CARD_TYPES.filter((x) => x.effects.length > 0 && x.class !== 'building')) {
      expect(effectText(t.effects)).toBe(parse(t.basic ? BASIC : CIVILIANS).find((r) => idOf(r['Type'] ?? '') === t.type)?.['Effect']);
    }
  });

  it('counts the groups of §1: types and copies per group', () => {
    const groups: [string, (t: CardType) => boolean][] = [
      ['Civilian (non-basic)', (t) => t.class === 'civilian' && !t.basic],
      ['Hero', (t) => t.class === 'hero'],
      ['Building (non-basic)', (t) => t.class === 'building' && !t.basic],
      ['Landmark', (t) => t.class === 'landmark'],
      ['Basic building `Market*`', (t) => t.class === 'building' && t.basic],
      ['Basic civilians `Worker*` / `Trader*` / `Builder*`', (t) => t.class === 'civilian' && t.basic],
    ];
    expect(components.map((r) => r['Group'])).toEqual(groups.map(([g]) => g));
    for (const [g, keep] of groups) {
      const row = components.find((r) => r['Group'] === g);
      const types = CARD_TYPES.filter(keep);
      const total = /(?:= )?(\d+)(?: \(|$)/.exec(row?.['Copies'] ?? '')?.[1];
      expect([types.length, types.reduce((n, t) => n + t.copies, 0)], g).toEqual([num(row?.['Types']), num(total)]);
    }
  });

  it('names the traits Commerce, Culture, Conflict and caps landmark bonuses at +6 (§1, §2.6)', () => {
    expect(TRAITS).toEqual(['Com', 'Cul', 'Con']);
    expect(TRAIT_NAMES).toEqual({ Com: 'Commerce', Cul: 'Culture', Con: 'Conflict' });
    expect(LANDMARK_BONUS_CAP).toBe(6);
  });
});

describe('the deck trims match the spec table (civ-builder.md §3 step 4)', () => {
  it('keeps H heroes and L landmarks per player count', () => {
    const rows = parse(TRIMS);
    expect(rows.map((r) => r['Players'])).toEqual(['2', '3', '4 / teams']);
    for (const r of rows) {
      const n = num(/^\d/.exec(r['Players'] ?? '')?.[0]);
      expect(DECK_TRIMS[n], `${n} players`).toEqual({ heroes: num(r['H (hero deck)']), landmarks: num(r['L (landmark deck)']) });
    }
    expect(Object.keys(DECK_TRIMS)).toEqual(['2', '3', '4']);
  });
});
