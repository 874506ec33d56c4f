/**
 * The end of the game (spec §4.6, §7.1, §10.7): the 40-round cap, the last turns in play order, and how many turns
 * a game can last. Expected turns are worked out by hand from the spec's words. `turn` counts the turns played (the
 * first turn is played at turn 0), so the k-th turn of the game ends with turn = k.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import type { CharacterId } from './characters.ts';
import { goods, play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import { checkState, checkStep } from './invariants.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const CHARACTERS: CharacterId[] = ['drover', 'forester', 'navigator', 'collector'];

describe('the 40-round cap (spec §4.6)', () => {
  for (const seats of [2, 3]) {
    // 40 rounds of `seats` turns: 40 × 2 = 80 turns, 40 × 3 = 120 turns
    const cap = 40 * seats;
    it(`${seats} seats: the game plays on through round 40 and ends when its ${cap}th turn is over, not a turn sooner or later`, () => {
      // the first turn of round 40 is turn cap − seats + 1 of the game; play each turn of round 40 in seat order
      let s = table({ characters: CHARACTERS.slice(0, seats), turn: cap - seats });
      for (let seat = 0; seat < seats; seat++) {
        const last = seat === seats - 1;
        // every seat moves to a display building that gains goods (B01–B03: gain 2 fish, livestock, wood)
        s = spec.given(s).when(seat, { type: 'move', building: `B0${seat + 1}` }).then(({ state, log }) => {
          expect(state.turn).toBe(cap - seats + seat + 1);
          expect(state.phase).toBe(last ? 'over' : 'play');
          if (last) expect(log.map((l) => l.text)).toContain('40 rounds have been played.');
          else expect(state.active).toBe(seat + 1);
        });
      }
    });
  }
});

describe('last turns in play order (spec §4.6, §7.1)', () => {
  it('when play order is not seat order, the others play their last turns from the trigger player\'s left in play order', () => {
    // play order 2, 0, 3, 1: seat 0 plays second in a round; turn 21 is the 2nd turn of round 6 (4 turns a round)
    const s = table({
      characters: CHARACTERS,
      order: [2, 0, 3, 1],
      active: 0,
      turn: 21,
      goods: [goods(6, 0, 0, 0), goods(0, 0, 0, 0), goods(0, 0, 0, 0), goods(0, 0, 0, 0)],
      owns: [['B22', 'B24', 'B25'], [], [], []],
      step: 'MAY_BUY',
      pending: [{ kind: 'MAY_BUY' }],
    });
    // the 4th purchase: 6 fish in the top slot pay $5 for the Crab Shack ($3)
    let after = spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['fish'] }).then(({ state }) => {
      // after seat 0 in play order 2, 0, 3, 1 come 3, 1, then 2 (seat order would give 1, 2, 3)
      expect(state.endTrigger).toEqual({ by: 0, remaining: [1, 2] });
      expect([state.phase, state.active, state.turn]).toEqual(['play', 3, 22]);
    });
    spec.given(after).when(0, { type: 'move', building: 'B02' }).thenFails('E_NOT_YOUR_TURN', /^It is not your turn\.$/);
    after = spec.given(after).when(3, { type: 'move', building: 'B02' }).then(({ state }) => {
      expect(state.endTrigger).toEqual({ by: 0, remaining: [2] });
      expect([state.phase, state.active, state.turn]).toEqual(['play', 1, 23]);
    });
    after = spec.given(after).when(1, { type: 'move', building: 'B03' }).then(({ state }) => {
      expect(state.endTrigger).toEqual({ by: 0, remaining: [] });
      expect([state.phase, state.active, state.turn]).toEqual(['play', 2, 24]);
    });
    // seat 2 opens round 7 with the last of the N − 1 = 3 last turns; seat 0 (the trigger player) never plays again
    spec.given(after).when(2, { type: 'move', building: 'B04' }).then(({ state }) => {
      expect([state.phase, state.turn]).toEqual(['over', 25]);
    });
  });
});

describe('how long a game lasts (spec §10.7)', () => {
  for (const seats of [2, 3, 4]) {
    // the trigger on the 40N-th turn (the last of round 40) still gives the N − 1 others their last turns:
    // 40N + N − 1 = 41N − 1 turns, i.e. 81 for 2 seats, 122 for 3, 163 for 4
    const longest = 41 * seats - 1;
    it(`${seats} seats: a 4th purchase in the last turn of round 40 ends at turn ${longest}, and every state keeps the invariants`, () => {
      const last = seats - 1; // plays the last turn of every round (play order is seat order here)
      let s = table({
        characters: CHARACTERS.slice(0, seats),
        active: last,
        turn: 40 * seats - 1,
        goods: Array.from({ length: seats }, (_, seat) => (seat === last ? goods(6, 0, 0, 0) : goods(0, 0, 0, 0))),
        owns: Array.from({ length: seats }, (_, seat) => (seat === last ? ['B22', 'B24', 'B25'] : [])),
        step: 'MAY_BUY',
        pending: [{ kind: 'MAY_BUY' }],
      });
      const step = (seat: number, action: unknown) => {
        const before = s;
        s = play(s, seat, action);
        checkStep(s, before);
      };
      step(last, { type: 'buy', building: 'B01', ship: ['fish'] });
      // the end trigger, not the cap: turn 40N is over but the others still play
      expect([s.phase, s.turn, s.active]).toEqual(['play', 40 * seats, 0]);
      for (let seat = 0; seat < last; seat++) step(seat, { type: 'move', building: `B0${seat + 2}` });
      expect([s.phase, s.turn]).toEqual(['over', longest]);
    });
  }

  // solo: 20 turns (spec §7.3); N ≥ 2: 41N − 1 = 81, 122, 163
  for (const [seats, longest] of [[1, 20], [2, 81], [3, 122], [4, 163]] as const)
    it(`${seats} seat${seats > 1 ? 's' : ''}: no game is longer, a state past turn ${longest} breaks the invariant`, () => {
      const characters = CHARACTERS.slice(0, seats);
      expect(() => checkState(table({ characters, turn: longest }))).not.toThrow();
      expect(() => checkState(table({ characters, turn: longest + 1 }))).toThrow(`turn ${longest + 1}`);
    });
});
