/**
 * The bound on a game's length in actions (limits.ts, for the conformance suite): setup is each seat's first submit
 * plus at most 10 changes (the house cap after which "You have already chosen your setup.", spec §5), and play is at
 * most 3 actions a turn over at most 20 turns solo or 41N − 1 turns otherwise (spec §10.7).
 */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { specFor } from '../core/testing/spec.ts';
import { play } from './fixtures.ts';
import { saltmarket } from './index.ts';
import { maxActions } from './limits.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

describe('maxActions (spec §10.7)', () => {
  it('a seat may submit its setup 11 times (1 + 10 changes), and the 12th is refused', () => {
    let s = saltmarket.setup(2, {}, 'limits', aloud).state;
    const character = s.players[0]?.dealt[0];
    const choice = { type: 'setup', character, goods: { fish: character === 'quartermaster' ? 6 : 3 } };
    for (let k = 0; k < 11; k++) s = play(s, 0, choice);
    spec.given(s).when(0, choice).thenFails('E_ALREADY_CHOSEN', /^You have already chosen your setup\.$/);
  });

  it('is 11 setup actions a seat plus 3 actions a turn over the longest game', () => {
    // solo: 1 × 11 + 3 × 20 = 71
    expect(maxActions(1)).toBe(71);
    // 2 seats: 2 × 11 + 3 × (41 × 2 − 1 = 81) = 22 + 243 = 265
    expect(maxActions(2)).toBe(265);
    // 4 seats: 4 × 11 + 3 × (41 × 4 − 1 = 163) = 44 + 489 = 533
    expect(maxActions(4)).toBe(533);
  });
});
