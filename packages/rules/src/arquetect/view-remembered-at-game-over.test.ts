/**
 * Spec §5 and §9.8: until gameOver, a player knows the id of a card now in another hand only if they held it earlier
 * (the view lists it under `remembered`). "At gameOver every hand is revealed to everyone", so nothing is left to
 * remember: the list is then empty and every hand shows its ids.
 */
import { describe, expect, it } from 'vitest';
import { play, table } from './fixtures.ts';
import { view } from './view.ts';

describe('remembered cards (spec §5, §9.8)', () => {
  // Two players: Ana gifts her Park to Ben at index 1, then declares done, which ends a two-player game.
  const gifted = () => play(table({ hands: [['Lake', 'Park'], ['Shop']] }), 0, { type: 'gift', card: 'park-1', to: 1, position: 1 });

  it('given Ana gifted park-1 to Ben, then while the game runs Ana remembers it at Ben’s index 1', () => {
    expect(view(gifted(), 0).remembered).toEqual([{ seat: 1, index: 1, type: 'park', name: 'Park', id: 'park-1' }]);
    expect(view(gifted(), 0).players[1]?.slots).toEqual([{ out: false }, { out: false }]);
  });

  it('given the game is over, then Ana remembers nothing, because Ben’s hand is shown to everyone', () => {
    const over = play(gifted(), 0, { type: 'endTurn', done: true });
    expect(over.step).toBe('gameOver');
    const v = view(over, 0);
    expect(v.remembered).toEqual([]);
    expect(v.players[1]?.slots.map((slot) => ('id' in slot ? slot.id : null))).toEqual(['shop-1', 'park-1']);
  });
});
