import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from '$lib/api-types.ts';
import {
  canPace,
  duplicateNames,
  emptySeat,
  hasOpenSeats,
  holderLabel,
  peopleProblem,
  type SeatDraft,
  toRequest,
} from './new-game.ts';

const game = {
  id: 'avenue-empires',
  title: 'Avenue Empires',
  seats: { min: 3, max: 6 },
  options: [],
  botLevels: ['easy', 'medium', 'hard'],
} as unknown as CatalogueGame;

const seat = (over: Partial<SeatDraft>): SeatDraft => ({ ...emptySeat(), ...over });

describe('the new-game form with bots', () => {
  it('sends a bot seat as its level, with its name only when one was typed, and never an email', () => {
    const request = toRequest(game, [seat({ name: 'Ann' }), seat({ holder: 'hard', email: 'x@example.test' }), seat({ holder: 'easy', name: 'Robo' })], {});
    expect(request.seats).toEqual([{ name: 'Ann' }, { bot: 'hard' }, { bot: 'easy', name: 'Robo' }]);
  });

  it('needs one person at least, and does not count unnamed bots as sharing a name', () => {
    expect(peopleProblem([seat({ holder: 'easy' }), seat({ holder: 'hard' })])).toMatch(/at least one seat must be a person/i);
    expect(peopleProblem([seat({ holder: 'easy' }), seat({})])).toBeNull();
    expect(duplicateNames([seat({ holder: 'easy' }), seat({ holder: 'hard' }), seat({ name: 'Ann' })])).toEqual([]);
  });
});

describe('the new-game form’s pace', () => {
  it('sends the pace chosen once two people sit at the table, and none with one person or no clock', () => {
    const two = [seat({ name: 'Ann' }), seat({ name: 'Ben' }), seat({ holder: 'hard' })];
    const one = [seat({ name: 'Ann' }), seat({ holder: 'easy' }), seat({ holder: 'hard' })];
    expect(canPace(two)).toBe(true);
    expect(canPace(one)).toBe(false);
    expect(toRequest(game, two, {}, { pace: '3-days' }).pace).toBe('3-days');
    expect(toRequest(game, two, {}, { pace: 'none' })).not.toHaveProperty('pace');
    expect(toRequest(game, one, {}, { pace: '3-days' })).not.toHaveProperty('pace');
  });
});

describe('the new-game form’s open seats', () => {
  const creatorAndTwoFriends = [seat({ name: 'Ann' }), seat({ holder: 'open', name: 'typed before', email: 'x@example.test' }), seat({ holder: 'open' })];

  it('sends an open seat bare, whatever was typed in it before, and the open seats’ settings with it', () => {
    const request = toRequest(game, creatorAndTwoFriends, {}, { openSeats: { lobby: true, waitHours: 24, unfilled: 'cancel' } });
    expect(request.seats).toEqual([{ name: 'Ann' }, { open: true }, { open: true }]);
    expect(request.openSeats).toEqual({ lobby: true, waitHours: 24, unfilled: 'cancel' });
  });

  it('by default waits 3 days, unlisted, then gives the seats to bots', () => {
    expect(toRequest(game, creatorAndTwoFriends, {}).openSeats).toEqual({ lobby: false, waitHours: 72, unfilled: 'bots' });
  });

  it('sends no open-seat settings without an open seat (the API refuses them then)', () => {
    const request = toRequest(game, [seat({ name: 'Ann' }), seat({ holder: 'easy' })], {}, { openSeats: { lobby: true, waitHours: 24, unfilled: 'bots' } });
    expect(request).not.toHaveProperty('openSeats');
    expect(hasOpenSeats([seat({ name: 'Ann' })])).toBe(false);
  });

  it('counts a friend’s seat as a person: for the pace, and for a table that is not all bots', () => {
    const friendAndBot = [seat({ holder: 'open' }), seat({ holder: 'easy' }), seat({ holder: 'open' })];
    expect(peopleProblem(friendAndBot)).toBeNull();
    expect(canPace(friendAndBot)).toBe(true);
    expect(toRequest(game, friendAndBot, {}, { pace: '1-day' }).pace).toBe('1-day');
  });

  it('does not take open seats for names shared, and offers them as "A friend (open seat)"', () => {
    expect(duplicateNames([seat({ holder: 'open' }), seat({ holder: 'open' }), seat({ name: 'Player 1' })])).toEqual([]);
    expect(holderLabel('open')).toBe('A friend (open seat)');
  });
});
