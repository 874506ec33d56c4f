import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { determinize } from './determinize.ts';
import { play, table } from './fixtures.ts';
import type { ArquetectState } from './state.ts';
import type { ArquetectView } from './view.ts';
import { view } from './view.ts';

/**
 * determinize draws a state with the view it is given (spec §5). A view no state could show (edited by hand,
 * corrupted, or another seat's) has no such state: determinize refuses it with an error naming the problem, rather
 * than return a state that breaks the rules (a card missing, an id undefined).
 */

/** A copy of `seat`'s view of `state`, changed by `edit`. */
function edited(state: ArquetectState, seat: Seat, edit: (v: ArquetectView) => void): ArquetectView {
  const v = JSON.parse(JSON.stringify(view(state, seat))) as ArquetectView;
  edit(v);
  return v;
}

const draw = (v: ArquetectView, seat: Seat) => () => determinize(v, seat, Rng.fromSeed('impossible'));

/** Ana [Fire, Lake, Park] has offered her Fire to Ben [Cottage]; Ben is asked. */
const offered = () =>
  play(table({ hands: [['Fire', 'Lake', 'Park'], ['Cottage']] }), 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });

describe('determinize refuses a view that no state could show', () => {
  it('refuses to draw for one seat from another seat’s view', () => {
    const s = table({ hands: [['Fire', 'Lake'], ['Park']] });
    expect(draw(view(s, 0), 1)).toThrow('a view of seat 0 cannot be drawn for seat 1');
  });

  it('refuses a remembered card on a slot that does not exist, whether the seat or the index is out of range', () => {
    const s = table({ hands: [['Fire', 'Lake'], ['Park']] });
    const beyond = edited(s, 0, (v) =>
      v.remembered.push({ seat: 1, index: 9, type: 'park', name: 'Park', id: 'park-1' }),
    );
    expect(draw(beyond, 0)).toThrow('remembered slot 1/9 out of range');
    const noSeat = edited(s, 0, (v) => v.remembered.push({ seat: 7, index: 0, type: 'park', name: 'Park' }));
    expect(draw(noSeat, 0)).toThrow('remembered slot 7/0 out of range');
  });

  it('refuses the seat’s own offered card shown without its id (the giver always sees the ids, spec §5)', () => {
    const v = edited(offered(), 0, (v) => {
      if (v.offer?.cards[0]) delete v.offer.cards[0].id;
    });
    expect(draw(v, 0)).toThrow('a trade card of the viewer without its id');
  });

  it('refuses an offer from a seat that is not at the table', () => {
    const v = edited(offered(), 1, (v) => {
      if (v.offer) v.offer.from = 9;
    });
    expect(draw(v, 1)).toThrow('the trade cards fit nowhere in their giver’s hand');
  });

  it('refuses an offer naming a kind of card the game does not hold (no Mine in this deck)', () => {
    const v = edited(offered(), 1, (v) => {
      if (v.offer?.cards[0]) v.offer.cards[0] = { type: 'mine', name: 'Mine' };
    });
    expect(draw(v, 1)).toThrow('the trade cards fit nowhere in their giver’s hand');
  });

  it('refuses an outward card of a kind the game does not hold', () => {
    // Ana [Lake], Ben [Heist*, Park]: a deck with no Heist cannot fill Ben's outward Heist slot.
    const v = edited(table({ hands: [['Lake'], ['Heist*', 'Park']] }), 0, (v) => {
      delete v.deck.heist;
    });
    expect(draw(v, 0)).toThrow('no heist left to deal');
  });

  it('refuses a deck holding more hidden cards than there are hidden slots', () => {
    // Ana [Lake], Ben [Park]: one hidden slot; a deck that also lists a Fire leaves a card with nowhere to go.
    const v = edited(table({ hands: [['Lake'], ['Park']] }), 0, (v) => {
      v.deck.fire = 1;
    });
    expect(draw(v, 0)).toThrow('the hidden cards and the hidden slots do not match');
  });
});
