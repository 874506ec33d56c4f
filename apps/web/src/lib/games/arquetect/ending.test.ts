import { describe, expect, it } from 'vitest';
import { lastTwo, mayEndWarning } from './ending.ts';

const names = ['Ann', 'Ben', 'Cy'];
const players = (...done: boolean[]) => done.map((d, seat) => ({ seat, done: d }));
const view = (active: number, ...done: boolean[]) => ({ step: 'act' as const, active, players: players(...done) });

describe('when an Arquetect game may end at the next end of a turn', () => {
  it('is when two players are left: from the start of a two-player game, or once all but two are done', () => {
    expect(lastTwo(view(0, false, false))).toEqual([0, 1]);
    expect(lastTwo(view(2, false, true, false))).toEqual([0, 2]);
    expect(lastTwo(view(0, false, false, false))).toBeNull();
    expect(lastTwo({ step: 'gameOver', players: players(false, false) })).toBeNull();
  });

  it('tells the player whose turn it is that either may end it, and the other that this turn may end it', () => {
    expect(mayEndWarning(view(0, false, false), names, 0)).toBe(
      'With two players left, you or Ben may end the game by declaring done at the end of a turn.',
    );
    expect(mayEndWarning(view(1, false, false), names, 0)).toBe(
      'Ben may end the game at the end of this turn: with two players left, declaring done ends it.',
    );
  });

  it('names both to anyone else, and says nothing while three play', () => {
    expect(mayEndWarning(view(2, false, true, false), names, 1)).toBe(
      'With two players left, Ann or Cy may end the game by declaring done at the end of a turn.',
    );
    expect(mayEndWarning(view(0, false, false), names, null)).toMatch(/Ann or Ben may end the game/);
    expect(mayEndWarning(view(0, false, false, false), names, 0)).toBeNull();
  });
});
