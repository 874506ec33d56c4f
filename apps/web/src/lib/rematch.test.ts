import { describe, expect, it } from 'vitest';
import { rematchOffer } from './rematch.ts';

describe('what a game’s end offers about a rematch', () => {
  it('offers none while the game is played', () => {
    expect(rematchOffer('open', null)).toEqual({ kind: 'none' });
    expect(rematchOffer('active', null)).toEqual({ kind: 'none' });
  });

  it('offers to start one after a finished game, and to join the one another player started', () => {
    expect(rematchOffer('finished', null)).toEqual({ kind: 'start' });
    expect(rematchOffer('finished', 'abc')).toEqual({ kind: 'join', id: 'abc' });
  });

  it('offers none to start after a game that ended early, but joins one already started', () => {
    expect(rematchOffer('abandoned', null)).toEqual({ kind: 'none' });
    expect(rematchOffer('abandoned', 'abc')).toEqual({ kind: 'join', id: 'abc' });
  });

  it('opens the rematch this browser already sits in (its player started or joined it) instead of offering to join it', () => {
    const held = (id: string) => id === 'abc';
    expect(rematchOffer('finished', 'abc', held)).toEqual({ kind: 'open', id: 'abc' });
    expect(rematchOffer('finished', 'xyz', held)).toEqual({ kind: 'join', id: 'xyz' });
    expect(rematchOffer('finished', null, held)).toEqual({ kind: 'start' });
  });
});
