import { describe, expect, it } from 'vitest';
import { emptyListText } from './empty-list.ts';

describe('the list of games, when it is empty', () => {
  it('says it holds listed games only, so an unlisted finished game is not missing (issue 47)', () => {
    expect(emptyListText('finished', null)).toBe('No listed game has finished yet.');
    expect(emptyListText('active', null)).toBe('No listed game is in play right now.');
    expect(emptyListText('abandoned', null)).toBe('No listed game has been abandoned.');
  });

  it('names the game the list is filtered to', () => {
    expect(emptyListText('finished', 'Arquetect')).toBe('No listed game of Arquetect has finished yet.');
  });
});
