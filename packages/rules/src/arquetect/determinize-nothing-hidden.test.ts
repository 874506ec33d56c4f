import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { determinize } from './determinize.ts';
import { play, table } from './fixtures.ts';
import { view } from './view.ts';

/**
 * When a seat's view hides nothing (spec §5: it knows every card of every hand: its own, and the ones it remembers
 * by id), the state drawn for it is the true one: there is nothing to deal at random, and the generator is not used.
 */
describe('determinize: a view that hides nothing', () => {
  it('given Ana gave Ben his only card, then the state drawn for Ana is the true one and draws nothing from the generator', () => {
    // Ana [Fire, Lake] gifts fire-1 to Ben, whose hand was empty: Ben [fire-1], which Ana remembers by id.
    let s = table({ hands: [['Fire', 'Lake'], []] });
    s = play(s, 0, { type: 'gift', card: 'fire-1', to: 1, position: 0 });
    const rng = Rng.fromSeed('nothing-hidden');
    const start = rng.state;
    const drawn = determinize(view(s, 0), 0, rng);
    expect(drawn.hands).toEqual([[{ id: 'lake-1', out: false }], [{ id: 'fire-1', out: false }]]);
    expect(drawn.step).toBe('endTurn');
    expect(rng.state).toEqual(start);
  });
});
