import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { randomPlayout } from '../core/playout.ts';
import { customDeckOptions } from './deck-arbitraries.ts';
import { play, runAll, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { maxActions } from './limits.ts';
import { bitsOf, knowsId, TYPE_PUBLIC } from './memory.ts';
import type { ArquetectState } from './state.ts';
import { view } from './view.ts';

/**
 * What the players remember (memory.ts, spec §5 and §9.8): a seat knows the id of a card in another hand exactly
 * when it held that card earlier or the card has been in the rubble; everyone knows the kind of a card once turned
 * outward, carried in a trade or in the rubble. The view shows it as `remembered`.
 */

const remembered = (state: ArquetectState, seat: Seat | null) =>
  view(state, seat).remembered.map((r) => (r.id ? `${r.seat}/${r.index} ${r.id}` : `${r.seat}/${r.index} ${r.name}`));

describe('memory (spec §5: who may know which card)', () => {
  it('F1: the giver remembers the gifted card where it lands; a third player does not', () => {
    let s = table({ hands: [['Fire', 'Lake'], ['Cottage', 'Park', 'Villa', 'Shop'], ['Bank']] });
    s = play(s, 0, { type: 'gift', card: 'fire-1', to: 1, position: 2 });
    expect(remembered(s, 0)).toEqual(['1/2 fire-1']);
    expect(remembered(s, 2)).toEqual([]);
    expect(remembered(s, null)).toEqual([]);
    // Ben gives it on: Ana follows it by its public positions
    s = play(s, 0, { type: 'endTurn', done: false });
    s = play(s, 1, { type: 'gift', card: 'fire-1', to: 2, position: 0 });
    expect(remembered(s, 0)).toEqual(['2/0 fire-1']);
    expect(remembered(s, 1)).toEqual(['2/0 fire-1']);
    expect(remembered(s, 2)).toEqual([]);
  });

  it('F2: after a trade everyone knows the kinds at the new places; each giver knows the ids it gave', () => {
    const { state } = runAll(
      table({
        hands: [['Shop', 'Fire', 'Park', 'Apartment'], ['Lake', 'Cottage', 'Mine'], ['Villa'], ['Bank']],
        done: [false, false, false, true],
      }),
      [
        [0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 2 }],
        [2, { type: 'declineOffer' }],
        [1, { type: 'counterOffer', cards: ['cottage-1'] }],
        [0, { type: 'acceptCounter', placement: [0] }],
        [1, { type: 'placeReceived', placement: [1, 3] }],
      ],
    );
    expect(remembered(state, 2)).toEqual(['0/0 Cottage', '1/1 Fire', '1/3 Park']);
    expect(remembered(state, null)).toEqual(['0/0 Cottage', '1/1 Fire', '1/3 Park']);
    expect(remembered(state, 0)).toEqual(['1/1 fire-1', '1/3 park-1']);
    expect(remembered(state, 1)).toEqual(['0/0 cottage-1']);
  });

  it('F6: a card that has been in the rubble is known to all by id wherever it goes; outward cards show no more', () => {
    const { state } = runAll(table({ hands: [['Demolition', 'Fire', 'Cottage'], ['Salvage', 'Lake'], ['Park']] }), [
      [0, { type: 'useAbility', card: 'demolition-1', remove: 'fire-1' }],
      [0, { type: 'endTurn', done: false }],
      [1, { type: 'useAbility', card: 'salvage-1', take: 'fire-1', insertAt: 2 }],
    ]);
    expect(remembered(state, 2)).toEqual(['1/2 fire-1']);
    expect(remembered(state, null)).toEqual(['1/2 fire-1']);
    // the outward Demolition and Salvage show their names on their slots already
    expect(view(state, 2).players[0]?.slots[0]).toEqual({ out: true, type: 'demolition', name: 'Demolition' });
  });

  it('matches, over random games, what each seat held, what went to the rubble and what was shown', () => {
    for (const [seats, options] of [
      [3, { deck: 'starter+expansion' }],
      [4, customDeckOptions(4, true, 4)],
      [5, { deck: 'starter' }],
      [6, { deck: 'starter+expansion' }],
    ] as const) {
      const start = randomPlayout<ArquetectState>(arquetect, { seats, options, seed: `memory:${seats}`, maxActions: 0 }).state;
      const held = start.hands.map((hand) => new Set(hand.map((slot) => slot.id)));
      const rubbled = new Set<string>();
      const shown = new Set<string>();
      let checked = 0;
      randomPlayout<ArquetectState>(arquetect, {
        seats,
        options,
        seed: `memory:${seats}`,
        maxActions: maxActions(seats),
        onStep: (after, event, _i, before) => {
          const s = after as ArquetectState;
          const b = before as ArquetectState;
          s.hands.forEach((hand, seat) => {
            for (const slot of hand) {
              held[seat]?.add(slot.id);
              if (slot.out) shown.add(slot.id);
            }
          });
          for (const id of s.rubble) {
            rubbled.add(id);
            shown.add(id);
          }
          if ((event.action as { type: string }).type === 'placeReceived')
            for (const id of [...(b.offer?.cards ?? []), ...(b.offer?.counter?.cards ?? [])]) shown.add(id);
          for (const slot of s.hands.flat()) {
            const bits = bitsOf(s.memory, slot.id);
            for (let seat = 0; seat < seats; seat++)
              expect(knowsId(bits, seat), `${seat} knows ${slot.id}`).toBe(held[seat]?.has(slot.id) || rubbled.has(slot.id));
            expect(knowsId(bits, null)).toBe(rubbled.has(slot.id));
            expect((bits & TYPE_PUBLIC) !== 0, `${slot.id} shown`).toBe(shown.has(slot.id));
            checked++;
          }
        },
      });
      expect(checked).toBeGreaterThan(100);
    }
  });
});
