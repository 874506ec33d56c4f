import { describe, expect, it } from 'vitest';
import {
  FAVICON,
  FAVICON_YOUR_MOVE,
  choiceMessage,
  faviconFor,
  myTurn,
  notificationChoice,
  shouldNotify,
  tabTitle,
  turnNotice,
} from './turn-signal.ts';

describe('whose move a tab shows', () => {
  it('is the reader’s when the game waits on their seat; a spectator or a table still loading has none', () => {
    expect(myTurn({ seat: 1, awaiting: [0, 1] })).toBe(true);
    expect(myTurn({ seat: 2, awaiting: [0, 1] })).toBe(false);
    expect(myTurn({ seat: 0, awaiting: [] })).toBe(false);
    expect(myTurn({ seat: null, awaiting: [0] })).toBeNull();
    expect(myTurn(null)).toBeNull();
    // an abandoned game's state may still wait on a seat: its table does not
    expect(myTurn({ seat: 0, awaiting: [0], status: 'abandoned' })).toBe(false);
    expect(myTurn({ seat: 0, awaiting: [0], status: 'active' })).toBe(true);
  });

  it('puts a dot in the title and the favicon on the player’s move only', () => {
    expect(tabTitle('Avenue Empires', true)).toBe('● Your move · Avenue Empires · Turnpost');
    expect(tabTitle('Avenue Empires', false)).toBe('Avenue Empires · Turnpost');
    expect(tabTitle(null, false)).toBe('Game · Turnpost');
    expect(tabTitle('Arquetect', true, 'abandoned')).toBe('Ended early · Arquetect · Turnpost');
    expect(tabTitle('Arquetect', false, 'finished')).toBe('Game over · Arquetect · Turnpost');
    expect(tabTitle('Arquetect', true, 'active')).toBe('● Your move · Arquetect · Turnpost');
    expect(faviconFor(true)).toBe(FAVICON_YOUR_MOVE);
    expect(faviconFor(false)).toBe(FAVICON);
    expect(FAVICON_YOUR_MOVE).not.toBe(FAVICON);
  });
});

describe('when to raise a notification', () => {
  const moment = { before: false, after: true, hidden: true, wanted: true } as const;

  it('raises one when the move has just become the player’s in a background tab they asked to be told in', () => {
    expect(shouldNotify(moment)).toBe(true);
  });

  it.each([
    ['the tab is in front', { hidden: false }],
    ['the player did not ask', { wanted: false }],
    ['it was already their move (another poll, another version)', { before: true }],
    ['the table just opened', { before: null }],
    ['it is not their move', { after: false }],
    ['they only watch', { before: null, after: null }],
    ['their move just ended', { before: true, after: false }],
  ])('raises none when %s', (_, change) => {
    expect(shouldNotify({ ...moment, ...change })).toBe(false);
  });

  it('says the game and whom it waits on', () => {
    expect(turnNotice('Arquetect', 'Ann')).toEqual({ title: 'Your move in Arquetect', body: 'Ann, the table is waiting for you.' });
    expect(turnNotice('Arquetect', null).body).toBe('The table is waiting for you.');
  });
});

describe('the player’s choice about notifications', () => {
  it('is on only when the browser granted them and the player wants them', () => {
    expect(notificationChoice('granted', true)).toBe('on');
    expect(notificationChoice('granted', false)).toBe('off');
    expect(notificationChoice('default', true)).toBe('off');
    expect(notificationChoice('default', false)).toBe('off');
  });

  it('tells apart a browser without notifications and a site whose notifications are blocked', () => {
    expect(notificationChoice(null, true)).toBe('unsupported');
    expect(notificationChoice('denied', true)).toBe('blocked');
    expect(notificationChoice('denied', false)).toBe('blocked');
    expect(choiceMessage('unsupported')).toMatch(/cannot show notifications/);
    expect(choiceMessage('blocked')).toMatch(/blocked .* site settings/);
    expect(choiceMessage('on')).toMatch(/in the background/);
    expect(new Set((['unsupported', 'blocked', 'on', 'off'] as const).map(choiceMessage)).size).toBe(4);
  });
});
