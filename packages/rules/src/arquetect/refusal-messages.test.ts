/**
 * Spec §4: a refused action returns `{code, message}` with the state unchanged, and the message is what the player
 * reads. The common checks (E_GAME_OVER, E_UNKNOWN_PLAYER, E_WRONG_STEP) and Gift's own checks must each say what is
 * wrong: that the game is over, which seat does not exist, what the game waits for, which card, which hand and range.
 */
import { describe, expect, it } from 'vitest';
import { refuse, table } from './fixtures.ts';
import type { ArquetectState } from './state.ts';

/** F1's table: Ana 0 [Fire, Shop], Ben 1 [Cottage, Park, Villa, Shop], Cai 2 [Lake]; Ana to act. */
const s0 = (): ArquetectState => table({ hands: [['Fire', 'Shop'], ['Cottage', 'Park', 'Villa', 'Shop'], ['Lake']] });

describe('common and Gift refusals say what is wrong (spec §4)', () => {
  it('after the game is over, the message says so', () => {
    const over = table({ hands: [['Fire'], ['Lake']], step: 'gameOver', done: [true, true] });
    const e = refuse(over, 0, { type: 'endTurn', done: false });
    expect(e.code).toBe('E_GAME_OVER');
    expect(e.message).toMatch(/game is over/);
  });

  it('seat 5 at a three-player table is named, with the table size', () => {
    const e = refuse(s0(), 5, { type: 'pass' });
    expect(e.code).toBe('E_UNKNOWN_PLAYER');
    expect(e.message).toMatch(/player 5/);
    expect(e.message).toMatch(/3-player/);
  });

  it('endTurn in step act names the action and what the game is waiting for', () => {
    const e = refuse(s0(), 0, { type: 'endTurn', done: false });
    expect(e.code).toBe('E_WRONG_STEP');
    expect(e.message).toMatch(/endTurn/);
    expect(e.message).toMatch(/gift, trade or use an ability/);
  });

  it('gifting a card not in your hand names that card', () => {
    const e = refuse(s0(), 0, { type: 'gift', card: 'fire-9', to: 1, position: 0 });
    expect(e.code).toBe('E_CARD_NOT_IN_HAND');
    expect(e.message).toMatch(/fire-9/);
  });

  it("gifting at position 5 of Ben's four cards names Ben's hand and the range 0 to 4", () => {
    // §3 insert position: p ∈ [0, len], so 0..4 for a four-card hand.
    const e = refuse(s0(), 0, { type: 'gift', card: 'fire-1', to: 1, position: 5 });
    expect(e.code).toBe('E_BAD_POSITION');
    expect(e.message).toMatch(/player 1/);
    expect(e.message).toMatch(/between 0 and 4/);
  });
});
