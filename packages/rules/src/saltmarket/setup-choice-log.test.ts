/**
 * What the setup phase tells everyone (spec §3.5, §8): a seat's choice is public only as "has chosen" (or "has
 * changed"), and the last submit reveals every character, its starting building and starting goods at once, in play
 * order, then names the first player. Character and building names are spec §6.2's; goods in canonical order (§2).
 */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { specFor } from '../core/testing/spec.ts';
import type { CharacterId } from './characters.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

/** A 2-seat setup phase with play order 1, 0: seat 0 was dealt the Forester and the Mason, seat 1 the Drover and the Fishwife. */
function dealt(): SaltState {
  const s = saltmarket.setup(2, {}, 'setup-choice-log', aloud).state;
  const hands: CharacterId[][] = [['forester', 'mason'], ['drover', 'fishwife']];
  return { ...s, order: [1, 0], active: 1, players: s.players.map((p, seat) => ({ ...p, dealt: hands[seat] ?? [] })) };
}

describe('the setup choice told (spec §3.5, §8)', () => {
  it('a first choice says "has chosen", a change "has changed", naming nothing; the last submit reveals all in play order', () => {
    let s = dealt();
    s = spec.given(s).when(0, { type: 'setup', character: 'forester', goods: { stone: 3 } }).then(({ log }) => {
      expect(log).toEqual([{ round: 1, text: '@0 has chosen.' }]);
    });
    s = spec.given(s).when(0, { type: 'setup', character: 'mason', goods: { wood: 2, fish: 1 } }).then(({ log }) => {
      expect(log).toEqual([{ round: 1, text: '@0 has changed their setup choice.' }]);
    });
    spec.given(s).when(1, { type: 'setup', character: 'drover', goods: { livestock: 1, fish: 2 } }).then(({ state, log }) => {
      expect(log.map((l) => l.text)).toEqual([
        '@1 has chosen.',
        '@1 is the Drover (Cattle Pen) and starts with 2 fish, 1 livestock.',
        '@0 is the Mason (Stoneyard) and starts with 1 fish, 2 wood.',
        'Setup is complete: @1 takes the first turn.',
      ]);
      expect([state.phase, state.active]).toEqual(['play', 1]);
    });
  });

  it('the reveal names the first seat in play order even when it was the first to choose', () => {
    let s = dealt();
    s = spec.given(s).when(1, { type: 'setup', character: 'fishwife', goods: { fish: 3 } }).then(() => {});
    spec.given(s).when(0, { type: 'setup', character: 'forester', goods: { wood: 1, stone: 1, livestock: 1 } }).then(({ log }) => {
      expect(log.map((l) => l.text)).toEqual([
        '@0 has chosen.',
        '@1 is the Fishwife (Smokehouse) and starts with 3 fish.',
        '@0 is the Forester (Sawpit) and starts with 1 livestock, 1 wood, 1 stone.',
        'Setup is complete: @1 takes the first turn.',
      ]);
    });
  });
});
