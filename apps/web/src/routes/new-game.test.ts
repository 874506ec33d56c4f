import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from '$lib/api-types.ts';
import { canPace, duplicateNames, emptySeat, peopleProblem, type SeatDraft, toRequest } from './new-game.ts';

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
