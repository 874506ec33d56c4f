/**
 * What every game says to a seat it does not await (for turn emails and the table's banner): one sentence, the same
 * in every kind, at any point of the game.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../index.ts';
import { randomPlayout } from './playout.ts';

describe('a seat the game does not await', () => {
  for (const engine of engines)
    it(`is told that ${engine.title} needs nothing from it`, () => {
      const told = new Set<string>();
      const seats = Math.max(2, engine.seats.min);
      randomPlayout(engine, {
        seats,
        seed: `idle-${engine.id}`,
        maxActions: 12,
        onStep: (state) => {
          const awaited = engine.awaiting(state);
          for (let seat = 0; seat < seats; seat++) if (!awaited.includes(seat)) told.add(engine.describeTurn?.(state, seat) ?? '');
        },
      });
      expect([...told]).toEqual(['The game does not need anything from you right now.']);
    });
});
