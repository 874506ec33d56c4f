import { describe, expect, it } from 'vitest';
import { isOver, statusWord } from './game-status.ts';

describe('a game’s status', () => {
  it('is over once finished or abandoned, and says which', () => {
    expect([isOver('open'), isOver('active'), isOver('finished'), isOver('abandoned')]).toEqual([false, false, true, true]);
    expect([statusWord('open'), statusWord('active'), statusWord('finished'), statusWord('abandoned')]).toEqual([
      'waiting for players',
      'in play',
      'finished',
      'abandoned',
    ]);
  });
});
