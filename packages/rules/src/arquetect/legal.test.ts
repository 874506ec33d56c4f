import { describe, expect, it } from 'vitest';
import { expandChoices } from '../core/choices.ts';
import { specFor } from '../core/testing/spec.ts';
import { choices } from './choices.ts';
import { play, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { cardSubsets, legalActions, placements } from './legal.ts';
import type { ArquetectState } from './state.ts';

const spec = specFor<ArquetectState>(arquetect);
const count = (legal: readonly { type: string }[], type: string) => legal.filter((a) => a.type === type).length;

/** The actions as a set: canonical JSON with sorted keys. */
const asSet = (actions: readonly object[]) =>
  actions.map((a) => JSON.stringify(Object.fromEntries(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))))).sort();

const expectChoicesToMatch = (s: ArquetectState, seat: number) =>
  expect(asSet(expandChoices(choices(s, seat)))).toEqual(asSet(legalActions(s, seat)));

describe('legalActions (spec §4)', () => {
  it('lists 1–3-card subsets in hand order and k-permutations as placements', () => {
    const hand = table({ hands: [['Lake', 'Park', 'Shop', 'Fire']] }).hands[0] ?? [];
    expect(cardSubsets(hand)).toHaveLength(4 + 6 + 4);
    expect(cardSubsets(hand)).toContainEqual(['lake-1', 'shop-1', 'fire-1']);
    expect(cardSubsets(hand).slice(0, 4)).toEqual([
      ['lake-1'],
      ['lake-1', 'park-1'],
      ['lake-1', 'park-1', 'shop-1'],
      ['lake-1', 'park-1', 'fire-1'],
    ]);
    expect(placements(2, 3)).toEqual([[0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1]]);
  });

  it('given the act step, then it lists every gift, offer and ability, each accepted', () => {
    const s = table({
      hands: [['Lake', 'Heist', 'Salvage'], ['Shop', 'Fire'], [], ['Park']],
      done: [false, false, false, true],
      rubble: ['cottage-1'],
    });
    const legal = legalActions(s, 0);
    // gifts: 3 cards × (seat 1: 3 positions + seat 2: 1 position)
    expect(count(legal, 'gift')).toBe(12);
    // offers: 7 subsets × 2 targets
    expect(count(legal, 'offerTrade')).toBe(14);
    // Heist: seat 1 only (seat 2 empty, seat 3 done): 2 indices × 4 insertAt; Salvage: 1 rubble card × 4 insertAt
    expect(count(legal, 'useAbility')).toBe(8 + 4);
    for (const action of legal) spec.given(s).when(0, action).then(() => {});
    expect(legalActions(s, 1)).toEqual([]);
    expectChoicesToMatch(s, 0);
    expect(choices(s, 1)).toEqual([]);
  });

  it('given the respond, decide and place steps, then it lists declines, counters and placements', () => {
    let s = table({ hands: [['Lake', 'Park'], ['Shop', 'Fire', 'Bank']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['lake-1'], to: 1 });
    expect(legalActions(s, 1)).toHaveLength(1 + 7);
    expectChoicesToMatch(s, 1);
    s = play(s, 1, { type: 'counterOffer', cards: ['shop-1', 'bank-1'] });
    // offerer: m = 2 − 1 + 2 = 3, 2 received cards: 6 placements, plus reject
    expect(legalActions(s, 0)).toHaveLength(1 + 6);
    expectChoicesToMatch(s, 0);
    s = play(s, 0, { type: 'acceptCounter', placement: [2, 0] });
    // counter-offerer: m = 3 − 2 + 1 = 2
    expect(legalActions(s, 1)).toEqual([
      { type: 'placeReceived', player: 1, placement: [0] },
      { type: 'placeReceived', player: 1, placement: [1] },
    ]);
    expectChoicesToMatch(s, 1);
    expect(legalActions(s, 0)).toEqual([]);
  });
});

describe('choices: the legal actions in compact form', () => {
  it('writes offers and counters as subsets of the hand, and placements as arrangements', () => {
    let s = table({ hands: [['Lake', 'Park', 'Shop'], ['Fire', 'Bank']] });
    const act = choices(s, 0);
    expect(act).toContainEqual([
      'type',
      ['offerTrade'],
      [['player', [0], [['cards', { subsetsOf: ['lake-1', 'park-1', 'shop-1'], min: 1, max: 3 }, [['to', [1], [0]]]]]]],
    ]);
    s = play(s, 0, { type: 'offerTrade', cards: ['park-1', 'shop-1'], to: 1 });
    expect(choices(s, 1)).toEqual([
      ['type', ['declineOffer'], [['player', [1], [0]]]],
      ['type', ['counterOffer'], [['player', [1], [['cards', { subsetsOf: ['fire-1', 'bank-1'], min: 1, max: 3 }, [0]]]]]],
    ]);
    s = play(s, 1, { type: 'counterOffer', cards: ['bank-1'] });
    expect(choices(s, 0)).toEqual([
      ['type', ['rejectCounter'], [['player', [0], [0]]]],
      ['type', ['acceptCounter'], [['player', [0], [['placement', { arrangements: 1, of: 2 }, [0]]]]]],
    ]);
    s = play(s, 0, { type: 'acceptCounter', placement: [1] });
    expect(choices(s, 1)).toEqual([
      ['type', ['placeReceived'], [['player', [1], [['placement', { arrangements: 2, of: 3 }, [0]]]]]],
    ]);
    s = play(s, 1, { type: 'placeReceived', placement: [2, 0] });
    expectChoicesToMatch(s, 0);
  });

  it('stays small where the list is long: a 30-card hand receiving 3 cards', () => {
    const big = Array.from({ length: 30 }, (_, i) => ['Cottage', 'Shop', 'Park', 'Lake', 'Mine', 'Bank'][i % 6] as string);
    let s = table({ hands: [big, ['Fire', 'Villa', 'Forest', 'Factory']] });
    s = play(s, 0, { type: 'gift', card: s.hands[0]?.[0]?.id, to: 1, position: 0 });
    s = play(s, 0, { type: 'endTurn', done: false });
    // seat 1 (5 cards) offers 3 to seat 0 (29 cards), who counters with 3: both place 3 cards
    s = play(s, 1, { type: 'offerTrade', cards: ['fire-1', 'villa-1', 'forest-1'], to: 0 });
    const counterCards = (s.hands[0] ?? []).slice(0, 3).map((slot) => slot.id);
    expect(legalActions(s, 0).length).toBe(1 + 29 + (29 * 28) / 2 + (29 * 28 * 27) / 6);
    expect(JSON.stringify(choices(s, 0)).length).toBeLessThan(1000);
    s = play(s, 0, { type: 'counterOffer', cards: counterCards });
    s = play(s, 1, { type: 'acceptCounter', placement: [0, 1, 2] });
    expect(legalActions(s, 0)).toHaveLength(29 * 28 * 27);
    expect(JSON.stringify(choices(s, 0))).toBe(
      JSON.stringify([['type', ['placeReceived'], [['player', [0], [['placement', { arrangements: 3, of: 29 }, [0]]]]]]]),
    );
    expectChoicesToMatch(s, 0);
  });
});
