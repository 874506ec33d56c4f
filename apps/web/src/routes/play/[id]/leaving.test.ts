import { describe, expect, it } from 'vitest';
import { aBot, leaveExplanation, leaveOutcome, leftNotice } from './leaving.ts';

const person = (seat: number) => ({ seat, bot: null });
const bot = (seat: number) => ({ seat, bot: 'easy' as const });

describe('leaveOutcome', () => {
  it('hands the seat to a bot while another person plays on', () => {
    expect(leaveOutcome('active', [person(0), person(1), bot(2)], 1)).toBe('bot');
  });

  it('ends the game when every other seat is a bot', () => {
    expect(leaveOutcome('active', [person(0), bot(1), bot(2)], 0)).toBe('end');
  });

  it('opens the seat again before the start, whoever else sits', () => {
    expect(leaveOutcome('open', [person(0), bot(1)], 0)).toBe('open');
  });
});

describe('leaveExplanation', () => {
  it('names the level of the bot that plays on, with its article', () => {
    expect(leaveExplanation('bot', 'easy')).toBe('If you leave, an easy bot plays your seat from now on and the game goes on for the others.');
    expect(leaveExplanation('bot', 'hard')).toMatch(/^If you leave, a hard bot plays your seat/);
  });

  it('says the game ends without a winner when only bots would be left', () => {
    expect(leaveExplanation('end', 'medium')).toBe('Every other seat is played by a bot: if you leave, the game ends here, without a winner.');
  });

  it('says the seat opens again before the start', () => {
    expect(leaveExplanation('open', 'medium')).toMatch(/has not started yet: if you leave, your seat opens again for someone else/);
  });

  it('says "a" or "an" as the level needs', () => {
    expect([aBot('easy'), aBot('medium'), aBot('hard')]).toEqual(['an easy bot', 'a medium bot', 'a hard bot']);
  });
});

describe('leftNotice', () => {
  const seats = [
    { seat: 0, name: 'Ann', bot: null },
    { seat: 1, name: 'Bot Anna (easy)', bot: 'easy' as const },
  ];

  it('names the bot that took the seat', () => {
    expect(leftNotice(1, { status: 'active', seats })).toBe('You left the game; Bot Anna (easy) plays your seat from now on.');
  });

  it('says the game ended, or the seat is open again', () => {
    expect(leftNotice(0, { status: 'abandoned', seats })).toBe('You left the game; with only bots left, it ended here, without a winner.');
    expect(leftNotice(0, { status: 'open', seats })).toBe('You left the game; your seat is open again for someone else.');
  });
});
