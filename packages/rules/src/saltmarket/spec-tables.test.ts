/**
 * The card tables against the spec's own: §6.3 (town buildings) and §6.2 (characters) are transcribed below verbatim
 * and read row by row, so a changed name, cost, VP, symbol, effect, player text, starting building or ability in
 * buildings.ts or characters.ts fails here. The player texts are not the spec's words: `readAction` renders them
 * from the spec's phrasing by the code's wording conventions, and the ability texts are listed per character.
 */
import { describe, expect, it } from 'vitest';
import { actionOf } from './building-ids.ts';
import { type BuildingSymbol, SYMBOLS, TOWN_BUILDING_IDS, townBuilding, type TownBuildingId } from './buildings.ts';
import { CHARACTER_IDS, type CharacterId, character, startingGoodsTotal } from './characters.ts';
import type { Effect } from './effects.ts';
import { type Good, type GoodsMap, isGood } from './goods.ts';

// Spec §6.3, "Town buildings (28)": the symbol legend and the table, verbatim.
const SYMBOL_LEGEND = 'Symbols: C = coin, A = anchor, H = top hat, W = warehouse.';
const BUILDINGS_TABLE = `
| id | Name | $ | VP | Sym | Action |
|---|---|---|---|---|---|
| B01 | Crab Shack | 3 | 1 | A | Gain 2 fish |
| B02 | Goat Pasture | 3 | 1 | C | Gain 2 livestock |
| B03 | Woodcutter's Hut | 3 | 1 | W | Gain 2 wood |
| B04 | Rubble Pit | 3 | 1 | H | Gain 2 stone |
| B05 | Bait & Tackle | 4 | 2 | A | Gain 1 fish +1 per anchor |
| B06 | Drovers' Inn | 4 | 2 | H | Gain 1 livestock, then GAIN_CHOICE 1 |
| B07 | Lumber Mill | 5 | 3 | W | Gain 1 wood +1 per warehouse |
| B08 | Stonewright's Lodge | 5 | 3 | – | Gain 2 stone, 1 wood |
| B09 | Fish Stalls | 5 | 3 | A | Gain 2 fish, 1 livestock |
| B10 | Cattle Barge | 5 | 3 | A | Gain 1 livestock +1 per anchor |
| B11 | Chowder House | 6 | 5 | – | Pay 1 fish: gain 1 livestock, 1 wood, 1 stone |
| B12 | Tannery | 6 | 4 | W | Pay 2 livestock: gain 2 wood, 2 stone |
| B13 | Shipwright's Slip | 6 | 4 | A | Pay 1 wood: gain 3 fish |
| B14 | Quarry | 6 | 4 | C | Gain 3 stone |
| B15 | Farmstead | 7 | 5 | W | Gain 2 livestock, 1 wood |
| B16 | Trading Post | 4 | 2 | C | TRADE |
| B17 | Price Crier | 5 | 3 | H | MARKET_TOP |
| B18 | Gossip Tavern | 4 | 2 | A | MARKET_SWAP |
| B19 | Auction House | 6 | 3 | C | BUY, discount $2 |
| B20 | Customs House | 5 | 2 | W | BUY, keep +1 |
| B21 | Dry Dock | 7 | 4 | A | BUY, discount $1 per anchor |
| B22 | Counting House | 8 | 6 | C | GAIN_CHOICE 2 |
| B23 | Bonded Warehouses | 7 | 5 | W W | GAIN_CHOICE (1 + warehouses) |
| B24 | Lighthouse | 9 | 8 | A | Gain 1 fish, 1 stone |
| B25 | Seamen's Chapel | 10 | 9 | H | GAIN_CHOICE 1 |
| B26 | Governor's Manor | 11 | 10 | C H | Gain 1 livestock, 1 wood |
| B27 | Opera House | 12 | 12 | – | Gain 1 wood |
| B28 | Naval Academy | 8 | 6 | A A | Gain 1 stone +1 per anchor |
`;
const SYMBOL_TOTALS = 'Symbol totals: 6 C, 10 A, 5 H, 7 W.';

// Spec §6.2, "Characters (12)", verbatim (only the backticks are escaped for the template literal).
const CHARACTERS_TABLE = `
| id | Character | Starting building: gain | Special ability |
|---|---|---|---|
| drover | Drover | Cattle Pen: 1 livestock | Livestock you ship pays +$1. |
| fishwife | Fishwife | Smokehouse: 1 fish | Once per building action that gains fish: +1 fish. |
| forester | Forester | Sawpit: 1 wood | End: +1 VP per wood you hold (max 4). |
| mason | Mason | Stoneyard: 1 stone | When another player ships stone, gain 1 stone. (Not in solo.) |
| alderman | Alderman | Guild Office: 1 stone | Counts as owning a top hat. |
| tallyman | Tallyman | Ledger Hall: 1 wood | Counts as 1 coin. |
| stevedore | Stevedore | Loading Dock: 1 fish | Counts as 1 warehouse. |
| landlord | Landlord | Rent Office: 1 good of choice (\`GAIN_CHOICE 1\`) | Tolls paid to you: +1 of that good. (Not in solo.) |
| speculator | Speculator | Bourse Booth: 1 livestock | Your shipping requirement is value−1 (min 1); price unchanged. |
| navigator | Navigator | Chart Room: 1 fish | Counts as 1 anchor. End: +1 VP per anchor symbol on your buildings. |
| collector | Collector | Curio Shop: 1 good of choice (\`GAIN_CHOICE 1\`) | End: +1 VP per distinct symbol type on your buildings (max 4). |
| quartermaster | Quartermaster | Supply Depot: 1 wood | Starts with 6 goods instead of 3. |
`;

// The abilities as players read them (characters.ts words them for players, not as the spec does).
const ABILITY_TEXT: Record<CharacterId, string> = {
  drover: 'Livestock you ship pays $1 more.',
  fishwife: 'Once per building action that gains fish: gain 1 more fish.',
  forester: 'End of game: +1 VP per wood you hold (at most 4).',
  mason: 'When another player ships stone, gain 1 stone.',
  alderman: 'Counts as owning a top hat: you never pay tolls.',
  tallyman: 'Counts as 1 coin.',
  stevedore: 'Counts as 1 warehouse.',
  landlord: 'Tolls paid to you: gain 1 more of that good.',
  speculator: 'You may ship a good with 1 unit less than the market requires (at least 1); its price is unchanged.',
  navigator: 'Counts as 1 anchor. End of game: +1 VP per anchor symbol on your buildings.',
  collector: 'End of game: +1 VP per kind of symbol on your buildings (at most 4).',
  quartermaster: 'Start with 6 goods instead of 3.',
};

/** A markdown table's body rows, each cell trimmed (header and separator dropped). */
const rowsOf = (md: string): string[][] =>
  md
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));

/** The legend's letters in its order, each to the code's symbol ("top hat" is `hat`). */
const LETTERS = new Map<string, string>(
  [...SYMBOL_LEGEND.matchAll(/(\w) = ([\w ]+)/g)].map(([, letter = '', name = '']) => [letter, name.split(' ').at(-1) ?? '']),
);

function symbolsOf(cell: string): string[] {
  if (cell === '–') return [];
  return cell.split(' ').map((l) => LETTERS.get(l) ?? `unknown letter ${l}`);
}

function goodOf(word: string): Good {
  if (!isGood(word)) throw new Error(`not a good: ${word}`);
  return word;
}

/** "2 stone, 1 wood" → { stone: 2, wood: 1 }. */
function bundle(list: string): GoodsMap {
  const out: GoodsMap = {};
  for (const item of list.split(', ')) {
    const [n = '', g = ''] = item.split(' ');
    out[goodOf(g)] = Number(n);
  }
  return out;
}

/** Players read "2 stone and 1 wood": the spec's list with its last comma made "and". */
const andList = (list: string): string => list.replace(/, (?=[^,]*$)/, ' and ');
const choice = (n: string): string => `${n} good${n === '1' ? '' : 's'} of your choice`;

const LIST = String.raw`(\d+ \w+(?:, \d+ \w+)*)`;

/** Each phrasing of the spec's Action column: the effects it means and the text players read for it. */
const PHRASINGS: [RegExp, (m: string[]) => { action: Effect[]; text: string }][] = [
  [/^Gain (\d+) (\w+) \+1 per (anchor|warehouse)$/, ([, n = '', g = '', per = '']) => ({
    action: [{ kind: 'GAIN_PER', good: goodOf(g), base: Number(n), per: per === 'anchor' ? 'anchor' : 'warehouse' }],
    text: `Gain ${n} ${g}, +1 ${g} per ${per} you have.`,
  })],
  [new RegExp(`^Gain ${LIST}, then GAIN_CHOICE (\\d+)$`), ([, list = '', n = '']) => ({
    action: [{ kind: 'GAIN', goods: bundle(list) }, { kind: 'GAIN_CHOICE', n: Number(n) }],
    text: `Gain ${andList(list)}, then ${choice(n)}.`,
  })],
  [new RegExp(`^Gain ${LIST}$`), ([, list = '']) => ({ action: [{ kind: 'GAIN', goods: bundle(list) }], text: `Gain ${andList(list)}.` })],
  [new RegExp(`^Pay ${LIST}: gain ${LIST}$`), ([, paid = '', got = '']) => ({
    action: [{ kind: 'PAY', goods: bundle(paid) }, { kind: 'GAIN', goods: bundle(got) }],
    text: `Pay ${andList(paid)}: gain ${andList(got)}.`,
  })],
  [/^GAIN_CHOICE (\d+)$/, ([, n = '']) => ({ action: [{ kind: 'GAIN_CHOICE', n: Number(n) }], text: `Gain ${choice(n)}.` })],
  [/^GAIN_CHOICE \((\d+) \+ warehouses\)$/, ([, n = '']) => ({
    action: [{ kind: 'GAIN_CHOICE', n: Number(n), plusWarehouses: true }],
    text: `Gain ${choice(n)}, +1 per warehouse you have.`,
  })],
  // the Auction House's flat $2 is the discount kind 'two'
  [/^BUY, discount \$(2)$/, ([, n = '']) => ({
    action: [{ kind: 'BUY', discount: 'two', extraKeep: 0 }],
    text: `Buy a building with a $${n} discount.`,
  })],
  [/^BUY, discount \$1 per anchor$/, () => ({
    action: [{ kind: 'BUY', discount: 'perAnchor', extraKeep: 0 }],
    text: 'Buy a building with a $1 discount per anchor you have.',
  })],
  [/^BUY, keep \+(1)$/, ([, n = '']) => ({
    action: [{ kind: 'BUY', discount: 'none', extraKeep: Number(n) }],
    text: `Buy a building, keeping ${n} more shipped good.`,
  })],
  // the decisions named by their kind alone: the player texts spell out the rule of §4.4
  [/^TRADE$/, () => ({ action: [{ kind: 'TRADE' }], text: 'Pay 2 of one good to gain 3 of a different good.' })],
  [/^MARKET_TOP$/, () => ({
    action: [{ kind: 'MARKET_TOP' }],
    text: 'Move a good to the top of the market (the goods above it drop one slot), then gain 1 of it.',
  })],
  [/^MARKET_SWAP$/, () => ({ action: [{ kind: 'MARKET_SWAP' }], text: 'Swap two goods on the market, then gain 1 of each.' })],
];

function readAction(phrase: string): { action: Effect[]; text: string } {
  for (const [pattern, read] of PHRASINGS) {
    const m = pattern.exec(phrase);
    if (m) return read([...m].map((s) => s ?? ''));
  }
  throw new Error(`no phrasing reads "${phrase}"`);
}

const buildingRows = rowsOf(BUILDINGS_TABLE);
const characterRows = rowsOf(CHARACTERS_TABLE);

describe('the town buildings match the spec table (§6.3)', () => {
  it('the transcription is whole: B01–B28 in order, with the symbol totals the spec states', () => {
    expect(buildingRows.map(([id]) => id)).toEqual(Array.from({ length: 28 }, (_, i) => `B${String(i + 1).padStart(2, '0')}`));
    const letters = buildingRows.flatMap(([, , , , sym = '']) => sym.split(' '));
    const totals = [...SYMBOL_TOTALS.matchAll(/(\d+) (\w)/g)].map(([, n, l]) => [l, Number(n)]);
    expect(totals.map(([l]) => [l, letters.filter((x) => x === l).length])).toEqual(totals);
  });

  it('the code holds the same ids in the same order (the order the deck is shuffled from)', () => {
    expect(TOWN_BUILDING_IDS).toEqual(buildingRows.map(([id]) => id));
  });

  it('the code knows the symbols in the legend\'s order', () => {
    expect(SYMBOLS).toEqual([...LETTERS.values()]);
  });

  it.each(buildingRows)('%s: name, cost, VP, symbols, effects and player text', (id, name, cost, vp, sym = '', phrase = '') => {
    const { action, text } = readAction(phrase);
    expect(townBuilding(id as TownBuildingId)).toStrictEqual({
      id,
      name,
      cost: Number(cost),
      vp: Number(vp),
      symbols: symbolsOf(sym) as BuildingSymbol[],
      action,
      text,
    });
  });
});

describe('the characters match the spec table (§6.2)', () => {
  it('the code holds the same ids in the same order (the order the pool is shuffled from)', () => {
    expect(CHARACTER_IDS).toEqual(characterRows.map(([id]) => id));
  });

  it.each(characterRows)('%s: name, starting building, its gain and text, ability, solo pool', (id, name, start = '', ability = '') => {
    const [, building = '', gainCell = ''] = /^(.+?): (.+)$/.exec(start) ?? [];
    // "1 good of choice (`GAIN_CHOICE 1`)" reads as its effect; "1 livestock" as a gain
    const { action, text } = readAction(/`(.+)`/.exec(gainCell)?.[1] ?? `Gain ${gainCell}`);
    expect(action).toHaveLength(1);
    const c = id as CharacterId;
    expect(character(c)).toStrictEqual({
      id,
      name,
      startingBuilding: { id: `S-${id}`, name: building, gain: action[0], text: `${text} Then you may buy a building.` },
      ability: ABILITY_TEXT[c],
      notInSolo: ability.endsWith('(Not in solo.)'),
    });
    // §6.1: every starting building's action is its gain, then MAY_BUY
    expect(actionOf(`S-${c}`)).toStrictEqual([...action, { kind: 'MAY_BUY' }]);
  });

  it('each ability text players read keeps the numbers of the spec\'s ability', () => {
    const numbers = (s: string) => s.match(/\d+/g) ?? [];
    for (const [id = '', , , ability = ''] of characterRows)
      expect(numbers(ABILITY_TEXT[id as CharacterId]), id).toEqual(numbers(ability.replace('(Not in solo.)', '')));
  });

  it('starting goods total 3, and the Quartermaster\'s 6, as his ability says', () => {
    const quartermaster = characterRows.find(([, , , a = '']) => a.startsWith('Starts with'));
    const [, more = '', usual = ''] = /^Starts with (\d+) goods instead of (\d+)\.$/.exec(quartermaster?.[3] ?? '') ?? [];
    for (const [id = ''] of characterRows)
      expect(startingGoodsTotal(id as CharacterId), id).toBe(Number(id === quartermaster?.[0] ? more : usual));
  });
});
