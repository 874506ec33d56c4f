import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { determinize } from './determinize.ts';
import { play, table } from './fixtures.ts';
import type { ArquetectState } from './state.ts';
import { view } from './view.ts';

/**
 * A drawn state is a whole game that plays on, so it must carry what every player knows (spec §5): each player knows
 * the ids of the cards in their own hand, the drawing seat knows the cards it remembers, and everyone knows the ids of
 * the cards in the rubble. The drawn game then keeps the spec's promises: the id of a gifted card is known to the two
 * players involved, and a card that has been in the rubble is known to all by id wherever it goes.
 */

const drawFor = (state: ArquetectState, seat: Seat, seed: string) =>
  determinize(view(state, seat), seat, Rng.fromSeed(seed));

/** What `seat` remembers of other hands, as "seat/index id" or "seat/index Name". */
const remembered = (state: ArquetectState, seat: Seat | null) =>
  view(state, seat).remembered.map((r) => (r.id ? `${r.seat}/${r.index} ${r.id}` : `${r.seat}/${r.index} ${r.name}`));

describe('determinize: the drawn state’s memory (spec §5)', () => {
  it('given Ana gifted her Fire to Ben, when Ben gifts it back in a state drawn for Ana, then Ben knows its id where it lands, and so does Ana', () => {
    // Ana [Fire, Lake] gifts fire-1 to Ben [Park] at 1 and ends her turn: Ben [Park, fire-1]. Ana remembers 1/1 fire-1;
    // Ben's other card is the only card she does not know, so the drawn hands are the true ones.
    let s = table({ hands: [['Fire', 'Lake'], ['Park']] });
    s = play(s, 0, { type: 'gift', card: 'fire-1', to: 1, position: 1 });
    s = play(s, 0, { type: 'endTurn', done: false });
    const drawn = drawFor(s, 0, 'memory:gift-back');
    expect(drawn.hands.map((h) => h.map((slot) => slot.id))).toEqual([['lake-1'], ['park-1', 'fire-1']]);
    // Ben held fire-1 (it is in his hand) and Ana held it (she remembers it): both are involved in the gift back.
    const after = play(drawn, 1, { type: 'gift', card: 'fire-1', to: 0, position: 0 });
    expect(remembered(after, 1)).toEqual(['0/0 fire-1']);
    expect(remembered(after, 0)).toEqual([]);
  });

  it('given Ben holds two cards Ana cannot see, when Ben gifts one to Ana in a state drawn for her, then Ben still knows its id', () => {
    // Ana [Lake], Ben [Fire, Park], Ben to act. Whatever Ben's cards are in the drawn state, he knows them; the one
    // he gifts to Ana's left end is known to both of them (Ana holds it).
    const s = table({ hands: [['Lake'], ['Fire', 'Park']], active: 1 });
    const drawn = drawFor(s, 0, 'memory:holder');
    const card = drawn.hands[1]?.[0]?.id ?? '';
    expect(['fire-1', 'park-1']).toContain(card);
    const after = play(drawn, 1, { type: 'gift', card, to: 0, position: 0 });
    expect(remembered(after, 1)).toEqual([`0/0 ${card}`]);
  });

  it('given a Fire in the rubble, then the drawn state keeps it there, and once Ben salvages it everyone knows its id (spec §5: rubble ids are public)', () => {
    // Ana [Lake], Ben [Salvage, Park], rubble [fire-1], Ben to act; drawn for Ana.
    const s = table({ hands: [['Lake'], ['Salvage', 'Park']], rubble: ['Fire'], active: 1 });
    const drawn = drawFor(s, 0, 'memory:rubble');
    expect(drawn.rubble).toEqual(['fire-1']);
    // Ben takes fire-1 into his index 0: its id is known to Ana and to a spectator, who never held it.
    const after = play(drawn, 1, { type: 'useAbility', card: 'salvage-1', take: 'fire-1', insertAt: 0 });
    expect(remembered(after, 0)).toEqual(['1/0 fire-1']);
    expect(remembered(after, null)).toEqual(['1/0 fire-1']);
  });

  it('keeps a memory entry for every card that exists: 60 base + 22 expansion = 82', () => {
    const drawn = drawFor(table({ hands: [['Lake'], ['Fire', 'Park']] }), 0, 'memory:size');
    expect(drawn.memory).toHaveLength(82);
  });
});
