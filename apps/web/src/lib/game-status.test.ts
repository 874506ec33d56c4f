import { describe, expect, it } from 'vitest';
import { endedBeforeYourMove, isOver, overWord, statusWord } from './game-status.ts';

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

  it('words the end for a tab’s title and for a move that came too late, and says nothing while the game is on', () => {
    expect([overWord('open'), overWord('active'), overWord('finished'), overWord('abandoned')]).toEqual([null, null, 'Game over', 'Ended early']);
    expect(endedBeforeYourMove('abandoned')).toMatch(/^This game has ended early/);
    expect(endedBeforeYourMove('finished')).toMatch(/^This game has ended,.*final scores/);
  });
});
