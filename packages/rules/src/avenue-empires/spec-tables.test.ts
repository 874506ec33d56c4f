/**
 * The game's data tables against the spec's tables (shared/specs/avenue-empires.md), transcribed verbatim below and
 * parsed here: the card table (cards.ts, ids.ts), the set-up table (setup.ts, round.ts), the key, the avenues and the
 * game's one-line description (scoring.ts, city.ts, log.ts, about.ts). Any literal changed in those tables fails a test.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, NETWORK_TYPES, type NetworkType, type Site } from './cards.ts';
import { about } from './about.ts';
import { AVENUES, gridOf } from './city.ts';
import { CANONICAL_IDS } from './ids.ts';
import { AVENUE_NAMES } from './log.ts';
import { PRODUCTION_DRAW } from './round.ts';
import { KEY_NAMES, rankingKey } from './scoring.ts';
import { START_HAND, roundsFor } from './setup.ts';

// Spec §6 "Card list", verbatim.
const SPEC_CARD_TABLE = `
| Card | # | Types | Text VP (exact rule) |
|---|---|---|---|
| River | 10 | River | none (network VP only) |
| Road | 10 | Road | none |
| Wall | 10 | Wall | none |
| Aqueduct | 2 | River, Wall | none. A dual piece that connects and scores in both networks. |
| Bridge | 2 | River, Road | none. Dual piece. |
| Tunnel | 2 | Road, Wall | none. Dual piece, as the seed states. |
| Bastion | 2 | Wall | +⌊g/2⌋, up to 4, where g is the size of the Wall-group that contains this Bastion. |
| Gatehouse | 2 | Wall | +1 for each Road-type neighbour. |
| Dock | 2 | Road | +2 if at least one neighbour is River-type. |
| Barracks | 2 | — | +1 for each Wall-type neighbour, and +1 more if it is adjacent to the Castle (position 1). |
| Oubliette | 2 | — | +3 if it is adjacent to the Castle. |
| Harbor | 2 | — | + the size of the largest River-group that contains at least one neighbour of this Harbor, up to 5. Scores 0 if it has no River-type neighbour. |
| Islet | 2 | — | +4 if it has at least 2 neighbours and every neighbour is River-type. The Castle is not River-type, so an Islet at position 1 always scores 0. |
| House | 2 | — | +1 for each network type (River, Road, Wall) found on at least one neighbour, for a total of 0 to 3. |
| Patio | 2 | — | +3 if it has at least 2 neighbours and no neighbour has any network type. The Castle counts as a neighbour without a type. |
| Plaza | 2 | — | +1 for each neighbour, the Castle included, for a total of 0 to 4. |
| Vista | 2 | — | If it is the last building in its avenue (position = avenue length): + its position, up to 5. Otherwise 0. |
| Warehouse | 2 | — | +1 for each Road-type building in the same avenue, up to 4. |
`;

// Spec §2, the table under the setup steps, verbatim.
const SPEC_SETUP_TABLE = `
| N | S (start hand) | deck after deal | rounds with Production (P) | rounds R = cards each player builds | largest hand |
|---|---|---|---|---|---|
| 3 | 2 | 54 | 6 (54 = 6×9) | 20 | 15 |
| 4 | 0 | 60 | 5 (60 = 5×12) | 15 | 11 |
| 5 | 0 | 60 | 4 (60 = 4×15) | 12 | 9 |
| 6 | 1 | 54 | 3 (54 = 3×18) | 10 | 8 |
`;

// Verbatim phrases of the spec's prose that fix small tables.
const SPEC_TITLE = '# Avenue Empires — Rules Engine Specification (v1)';
const SPEC_PLAYERS = '- Players: 3–6.'; // §1
const SPEC_PRODUCTION = 'the deck divides exactly into Productions of 3 cards per player'; // §2
const SPEC_AVENUES = 'A city has avenues L (Left), C (Center) and R (Right).'; // §6 Grid
const SPEC_NETWORK_TYPES = 'Each card has a set of types taken from {River, Road, Wall}'; // §6 Network types
const SPEC_KEY = 'Rank the players by the key (VP, longest Wall, longest Road, longest River)'; // §7

/** The body rows of a markdown table, each split on `|` into trimmed cells. */
function tableRows(markdown: string): string[][] {
  const rows = markdown
    .trim()
    .split('\n')
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
  return rows.slice(2); // drop the header and the |---| line
}

interface SpecCard {
  name: string;
  count: number;
  types: NetworkType[];
  text: string;
}

const SPEC_CARDS: SpecCard[] = tableRows(SPEC_CARD_TABLE).map(([name = '', count = '', types = '', text = '']) => ({
  name,
  count: Number(count),
  types: types === '—' ? [] : (types.split(', ') as NetworkType[]),
  text,
}));

/** Canonical order (spec §1): River, Road, Wall, then the specials alphabetically. */
const CANONICAL_NAMES = [
  ...SPEC_CARDS.slice(0, 3).map((c) => c.name),
  ...SPEC_CARDS.slice(3)
    .map((c) => c.name)
    .sort(),
];
const specCard = (name: string): SpecCard => SPEC_CARDS.find((c) => c.name === name) as SpecCard;

/** The printed text of the three base cards (code wording; the spec says only "none"). */
const NETWORK_ONLY = 'No text: scores network VP only (+1 per network type shared with a neighbour).';

/** Printed texts that reword the spec's rule rather than follow it word for word. */
const REWORDED: Record<string, string> = {
  Bastion: '+1 VP per 2 buildings (rounded down) in the Wall-group containing this Bastion, up to 4.',
  Oubliette: '+3 VP if it is adjacent to the Castle (position 1).',
  Harbor:
    '+VP equal to the size of the largest River-group containing a neighbour of this Harbor, up to 5 ' +
    '(0 without a River-type neighbour).',
  Islet: '+4 VP if it has at least 2 neighbours and every neighbour is River-type (the Castle is not).',
  Patio: '+3 VP if it has at least 2 neighbours and no neighbour has a network type (the Castle counts, untyped).',
  Vista: 'If it is the last building in its avenue: +VP equal to its position, up to 5. Otherwise 0.',
};

/** The printed text the card table should hold for a spec row: "+N" reads "+N VP", "for a total of a to b" reads "(a to b)". */
function printed(card: SpecCard): string {
  if (card.text.startsWith('none')) {
    const [a, b] = card.types;
    return card.types.length === 2 ? `Dual piece: connects and scores in both the ${a} and the ${b} network.` : NETWORK_ONLY;
  }
  return (
    REWORDED[card.name] ??
    card.text.replace(/^\+(\d+) /, '+$1 VP ').replace(/, for a total of (\d+) to (\d+)\.$/, ' ($1 to $2).')
  );
}

describe('the card table against spec §6 and §1', () => {
  it('holds the spec’s 18 cards in canonical order, 60 cards in all', () => {
    expect(CARDS.map((c) => c.name)).toEqual(CANONICAL_NAMES);
    expect(CANONICAL_NAMES.slice(0, 3)).toEqual(['River', 'Road', 'Wall']);
    expect(SPEC_CARDS.reduce((sum, c) => sum + c.count, 0)).toBe(60);
  });

  it('gives each card the spec’s lower-case type, count and network types', () => {
    for (const row of CARDS) {
      const spec = specCard(row.name);
      expect(row.type, row.name).toBe(spec.name.toLowerCase());
      expect(row.count, row.name).toBe(spec.count);
      expect(row.types, row.name).toEqual(spec.types);
    }
  });

  it('has text VP exactly for the cards whose spec text is not "none"', () => {
    for (const row of CARDS) expect(row.textVp === null, row.name).toBe(specCard(row.name).text.startsWith('none'));
  });

  it('prints each card’s rule from its spec row', () => {
    for (const row of CARDS) expect(row.text, row.name).toBe(printed(specCard(row.name)));
  });

  it('keeps every cap of the spec ("up to K") in the reworded texts', () => {
    for (const card of SPEC_CARDS) {
      const cap = /up to (\d+)/.exec(card.text)?.[1];
      if (cap) expect(printed(card), card.name).toContain(`up to ${cap}`);
    }
    expect(Object.keys(REWORDED).every((name) => CANONICAL_NAMES.includes(name))).toBe(true);
  });

  it('numbers the 60 ids as §1 says: river-01…river-10 for the base cards, tunnel-1, tunnel-2 for the specials', () => {
    const ids = CANONICAL_NAMES.flatMap((name, k) =>
      Array.from({ length: specCard(name).count }, (_, i) => `${name.toLowerCase()}-${k < 3 ? String(i + 1).padStart(2, '0') : i + 1}`),
    );
    expect(CANONICAL_IDS).toEqual(ids);
    expect(ids.slice(9, 11)).toEqual(['river-10', 'road-01']);
  });

  it('lists the network types of §6', () => {
    expect(NETWORK_TYPES).toEqual(/\{(.*)\}/.exec(SPEC_NETWORK_TYPES)?.[1]?.split(', '));
  });
});

/** A place for one card, as scoring.ts builds it: `near` lists each neighbour's types ('-' for none, the Castle too). */
function site(at: {
  pos?: number;
  len?: number;
  near?: string[];
  avenue?: string[];
  own?: Partial<Record<NetworkType, number>>;
  nearGroup?: Partial<Record<NetworkType, number>>;
}): Site {
  const types = (s: string) => (s === '-' ? [] : (s.split('+') as NetworkType[]));
  return {
    position: at.pos ?? 2,
    avenueLength: at.len ?? 3,
    neighbours: (at.near ?? []).map((s) => ({ types: types(s) })),
    avenueTypes: (at.avenue ?? []).map(types),
    ownGroupSize: (t) => at.own?.[t] ?? 0,
    largestNeighbourGroup: (t) => at.nearGroup?.[t] ?? 0,
  };
}

/** The "Text VP (exact rule)" column worked out by hand at chosen places: [card, place, VP]. */
const TEXT_VP: [string, Parameters<typeof site>[0], number][] = [
  ['Bastion', { own: { Wall: 5, Road: 9, River: 9 } }, 2],
  ['Bastion', { own: { Wall: 9 } }, 4],
  ['Bastion', { own: { Wall: 20 } }, 4],
  ['Gatehouse', { near: ['Road', 'Road+Wall', 'River', '-'] }, 2],
  ['Dock', { near: ['Wall', 'River+Road'] }, 2],
  ['Dock', { near: ['Road', 'Wall', '-'] }, 0],
  ['Barracks', { pos: 1, near: ['-', 'Wall', 'River+Wall', 'Road'] }, 3],
  ['Barracks', { pos: 2, near: ['Wall', 'River'] }, 1],
  ['Barracks', { pos: 3, near: ['Road'] }, 0],
  ['Oubliette', { pos: 1, near: ['-'] }, 3],
  ['Oubliette', { pos: 2, near: ['-', '-'] }, 0],
  ['Harbor', { near: ['River'], nearGroup: { River: 3, Road: 9 } }, 3],
  ['Harbor', { near: ['River'], nearGroup: { River: 7 } }, 5],
  ['Harbor', { near: ['Road'], nearGroup: { Road: 6, Wall: 6 } }, 0],
  ['Islet', { near: ['River', 'River+Road'] }, 4],
  ['Islet', { near: ['River'] }, 0],
  ['Islet', { near: ['River', 'River', 'Road'] }, 0],
  ['Islet', { pos: 1, near: ['-', 'River', 'River'] }, 0],
  ['House', { near: ['River', 'River', 'Road'] }, 2],
  ['House', { near: ['River+Road', 'Wall'] }, 3],
  ['House', { near: ['-', '-'] }, 0],
  ['Patio', { pos: 1, near: ['-', '-'] }, 3],
  ['Patio', { near: ['-'] }, 0],
  ['Patio', { near: ['-', '-', 'Road'] }, 0],
  ['Plaza', { pos: 1, near: ['-', 'River', '-', 'Wall'] }, 4],
  ['Plaza', { near: ['Road'] }, 1],
  ['Vista', { pos: 3, len: 3 }, 3],
  ['Vista', { pos: 6, len: 6 }, 5],
  ['Vista', { pos: 2, len: 3 }, 0],
  ['Warehouse', { avenue: ['Road', 'Road+Wall', 'River', '-'] }, 2],
  ['Warehouse', { avenue: ['Road', 'Road', 'Road', 'Road+Wall', 'Road', 'Road'] }, 4],
];

describe('the card table’s text VP against spec §6', () => {
  it('scores every special as its exact rule says, caps included', () => {
    for (const [name, at, vp] of TEXT_VP) {
      const row = CARDS.find((c) => c.name === name);
      expect(row?.textVp?.(site(at)), `${name} ${JSON.stringify(at)}`).toBe(vp);
    }
    const tried = new Set(TEXT_VP.map(([name]) => name));
    expect(CARDS.filter((c) => c.textVp !== null).every((c) => tried.has(c.name))).toBe(true);
  });
});

describe('the set-up table against spec §2', () => {
  const rows = tableRows(SPEC_SETUP_TABLE).map((cells) => {
    const [n, s, deck, productions, rounds, largest] = cells;
    const [, p, total, times, perRound] = /^(\d+) \((\d+) = (\d+)×(\d+)\)$/.exec(productions ?? '') ?? [];
    return {
      n: Number(n), s: Number(s), deck: Number(deck), p: Number(p), total: Number(total), times: Number(times),
      perRound: Number(perRound), rounds: Number(rounds), largest: Number(largest),
    };
  });

  it('deals the spec’s starting hands at 3 to 6 seats, and draws 3 cards a player in a Production', () => {
    expect(START_HAND).toEqual(Object.fromEntries(rows.map((r) => [r.n, r.s])));
    expect(PRODUCTION_DRAW).toBe(Number(/Productions of (\d+) cards/.exec(SPEC_PRODUCTION)?.[1]));
  });

  it('plays R rounds at each seat count, with the deck, Productions and largest hand of the table', () => {
    expect(rows).toHaveLength(4);
    for (const r of rows) {
      expect(roundsFor(r.n), `N=${r.n}`).toBe(r.rounds);
      expect(CANONICAL_IDS.length - r.n * r.s, `N=${r.n}`).toBe(r.deck);
      expect([r.total, r.times, r.perRound], `N=${r.n}`).toEqual([r.deck, r.p, PRODUCTION_DRAW * r.n]);
      expect(r.s + PRODUCTION_DRAW * r.p, `N=${r.n}`).toBe(r.rounds);
      // the hand after the last Production: everything drawn less one build per earlier round
      expect(r.s + PRODUCTION_DRAW * r.p - (r.p - 1), `N=${r.n}`).toBe(r.largest);
    }
  });
});

describe('the other tables against the spec', () => {
  it('ranks by the key of §7', () => {
    const key = /\((.*)\)/.exec(SPEC_KEY)?.[1]?.split(', ');
    expect(KEY_NAMES).toEqual(key);
    expect(rankingKey({ vp: 9, longest: { Wall: 3, Road: 2, River: 1 }, cards: [] })).toEqual([9, 3, 2, 1]);
  });

  it('names the avenues L, C, R of §6, and links only L–C and C–R side by side', () => {
    const named = [...SPEC_AVENUES.matchAll(/(\w) \((\w+)\)/g)].map(([, letter, name]) => [letter, name]);
    expect(AVENUES).toEqual(named.map(([letter]) => letter));
    expect(AVENUE_NAMES).toEqual(Object.fromEntries(named));
    const { buildings, adjacent } = gridOf({ L: ['river-01', 'river-02'], C: ['road-01', 'road-02'], R: ['wall-01', 'wall-02'] });
    buildings.forEach((a, i) => {
      const expected = buildings.flatMap((b, j) => {
        const across = Math.abs(AVENUES.indexOf(a.avenue) - AVENUES.indexOf(b.avenue));
        const along = Math.abs(a.position - b.position);
        return (across === 0 && along === 1) || (across === 1 && along === 0) ? [j] : [];
      });
      expect([...(adjacent[i] ?? [])].sort(), `${a.avenue}${a.position}`).toEqual(expected);
    });
  });

  it('describes the game with the spec’s title, seats and score unit', () => {
    const [min, max] = (/(\d+)–(\d+)/.exec(SPEC_PLAYERS) ?? []).slice(1).map(Number);
    expect(about).toEqual({
      id: 'avenue-empires',
      title: /^# (.*) — /.exec(SPEC_TITLE)?.[1],
      seats: { min, max },
      scoreUnit: 'VP',
      pitch: 'Build the finest city from cards you pass to your neighbours: walls, roads and rivers score, but what you pass may build theirs.',
      weight: 'light',
      length: '10 to 20 rounds: about 40 moves each at 3 players, 20 at 6',
    });
    // the length's numbers: R rounds at 3 seats, and 2R − 1 moves each (one trade and one build a round, none in the last)
    expect([roundsFor(3), 2 * roundsFor(3) - 1, 2 * roundsFor(6) - 1]).toEqual([20, 39, 19]);
  });

  it('says how many rounds a game lasts at the fewest and the most seats (§2: 20 at 3, 10 at 6)', () => {
    expect(about.length).toMatch(new RegExp(`^${roundsFor(about.seats.max)} to ${roundsFor(about.seats.min)} rounds`));
  });
});
