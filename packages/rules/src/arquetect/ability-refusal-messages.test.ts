/**
 * Spec §4: a refused action returns `{code, message}` with the state unchanged, and the message is what the player
 * reads. For `useAbility` (spec §4, §6.3) each message must say what is wrong in the player's terms: which card,
 * which player, which arg and what it should be. The codes and their order are guarded in abilities.test.ts; this
 * file guards the words.
 */
import { describe, expect, it } from 'vitest';
import { everyEventTable, refuse, table } from './fixtures.ts';
import type { ArquetectState } from './state.ts';

/** The refusal of Ana's `useAbility` (state untouched, checked by `refuse`). */
const refusal = (args: Record<string, unknown>, state: ArquetectState = everyEventTable()) =>
  refuse(state, 0, { type: 'useAbility', ...args });

describe('useAbility refusals say what is wrong (spec §4, §6.3)', () => {
  it('a missing number arg is named and asked for as a whole number', () => {
    const e = refusal({ card: 'heist-1', target: 1, index: 0 });
    expect(e.code).toBe('E_BAD_PAYLOAD');
    expect(e.message).toMatch(/insertAt/);
    expect(e.message).toMatch(/whole number/);
  });

  it('a missing card arg is named and asked for as a card id', () => {
    const e = refusal({ card: 'demolition-1' });
    expect(e.code).toBe('E_BAD_PAYLOAD');
    expect(e.message).toMatch(/remove/);
    expect(e.message).toMatch(/card id/);
  });

  it('an event card not in your hand is named', () => {
    const e = refusal({ card: 'heist-2', target: 1, index: 0, insertAt: 0 });
    expect(e.code).toBe('E_CARD_NOT_IN_HAND');
    expect(e.message).toMatch(/heist-2/);
  });

  it('a card that is not an Event is named and said to have no ability', () => {
    const e = refusal({ card: 'park-1' });
    expect(e.code).toBe('E_NOT_EVENT');
    expect(e.message).toMatch(/Park/);
    expect(e.message).toMatch(/not an Event/);
  });

  it('an outward event is named and said to be used already', () => {
    const e = refusal({ card: 'festival-1' });
    expect(e.code).toBe('E_ALREADY_USED');
    expect(e.message).toMatch(/Festival/);
    expect(e.message).toMatch(/outward/);
  });

  it('Heist on an empty hand names the player who has no cards', () => {
    const e = refusal({ card: 'heist-1', target: 2, index: 0, insertAt: 0 });
    expect(e.code).toBe('E_TARGET_EMPTY');
    expect(e.message).toMatch(/Player 2 has no cards/);
  });

  it("Heist at index 2 of Ben's two cards names Ben's hand and the range 0 to 1", () => {
    const e = refusal({ card: 'heist-1', target: 1, index: 2, insertAt: 0 });
    expect(e.code).toBe('E_BAD_POSITION');
    expect(e.message).toMatch(/player 1/);
    expect(e.message).toMatch(/between 0 and 1/);
  });

  it('Heist inserting at 8 into a seven-card hand names insertAt and the range 0 to 7', () => {
    const e = refusal({ card: 'heist-1', target: 1, index: 1, insertAt: 8 });
    expect(e.code).toBe('E_BAD_POSITION');
    expect(e.message).toMatch(/insertAt/);
    expect(e.message).toMatch(/between 0 and 7/);
  });

  it('Renovation at index 6 of seven cards names the index and the range 0 to 5', () => {
    // Renovation swaps index and index+1, so 0 ≤ index ≤ size−2 = 5.
    const e = refusal({ card: 'renovation-1', index: 6 });
    expect(e.code).toBe('E_BAD_POSITION');
    expect(e.message).toMatch(/index/);
    expect(e.message).toMatch(/between 0 and 5/);
  });

  it('Renovation alone in a hand says it needs two cards to swap', () => {
    const e = refusal({ card: 'renovation-1', index: 0 }, table({ hands: [['Renovation'], ['Lake']] }));
    expect(e.code).toBe('E_BAD_POSITION');
    expect(e.message).toMatch(/two cards/);
  });

  it('Demolition of a card not in your hand names that card', () => {
    const e = refusal({ card: 'demolition-1', remove: 'fire-1' });
    expect(e.code).toBe('E_CARD_NOT_IN_HAND');
    expect(e.message).toMatch(/fire-1/);
  });

  it('Demolition of itself says it must remove another card', () => {
    const e = refusal({ card: 'demolition-1', remove: 'demolition-1' });
    expect(e.code).toBe('E_SELF_TARGET');
    expect(e.message).toMatch(/Demolition/);
    expect(e.message).toMatch(/another card/);
  });

  it('Exchange giving a card not in your hand names that card', () => {
    const e = refusal({ card: 'exchange-1', give: 'fire-1', target: 1, index: 0 });
    expect(e.code).toBe('E_CARD_NOT_IN_HAND');
    expect(e.message).toMatch(/fire-1/);
  });

  it('Exchange giving itself says it must give another card', () => {
    const e = refusal({ card: 'exchange-1', give: 'exchange-1', target: 1, index: 0 });
    expect(e.code).toBe('E_SELF_TARGET');
    expect(e.message).toMatch(/Exchange/);
    expect(e.message).toMatch(/another card/);
  });

  it('Salvage of a card not in the rubble names that card and the rubble', () => {
    const e = refusal({ card: 'salvage-1', take: 'lake-1', insertAt: 0 });
    expect(e.code).toBe('E_NOT_IN_RUBBLE');
    expect(e.message).toMatch(/lake-1/);
    expect(e.message).toMatch(/rubble/);
  });

  it('Salvage inserting at 8 into a seven-card hand names insertAt and the range 0 to 7', () => {
    const e = refusal({ card: 'salvage-1', take: 'cottage-1', insertAt: 8 });
    expect(e.code).toBe('E_BAD_POSITION');
    expect(e.message).toMatch(/insertAt/);
    expect(e.message).toMatch(/between 0 and 7/);
  });
});
