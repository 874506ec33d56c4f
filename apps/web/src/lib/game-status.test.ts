import { describe, expect, it } from 'vitest';
import { isOver, statusWord } from './game-status.ts';

describe('a game’s status', () => {
  it('is over once finished or abandoned, and says which', () => {
    expect([isOver('active'), isOver('finished'), isOver('abandoned')]).toEqual([false, true, true]);
    expect([statusWord('active'), statusWord('finished'), statusWord('abandoned')]).toEqual(['in play', 'finished', 'abandoned']);
  });
});
