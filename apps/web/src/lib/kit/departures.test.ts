import { type TableEvent, tableLine } from '@turnpost/rules/table';
import { describe, expect, it } from 'vitest';
import { departureText, departuresIn } from './departures.ts';

/** A table event's line as the log carries it: the rules' own words, in no round of the game. */
const tableLineOf = (seq: number, event: TableEvent) => ({ seq, round: -1, text: tableLine(event) });
const move = (seq: number, round: number, text = 'A move.') => ({ seq, round, text });

const benToBot = tableLineOf(12, { type: 'table.seatLeft', seat: 1, name: 'Ben', then: 'bot', bot: 'easy', botName: 'Bot Anna (easy)' });
const annEnds = tableLineOf(30, { type: 'table.seatLeft', seat: 0, name: 'Ann', then: 'end', bot: null, botName: null });

describe('departuresIn', () => {
  it('reads who left to which bot, in the round of the game line before', () => {
    expect(departuresIn([move(10, 6), move(11, 7), benToBot, move(13, 7)])).toEqual([
      { seq: 12, name: 'Ben', round: 7, then: 'bot', botName: 'Bot Anna (easy)' },
    ]);
  });

  it('reads the leaving that ended the game', () => {
    expect(departuresIn([move(29, 9), annEnds])).toEqual([{ seq: 30, name: 'Ann', round: 9, then: 'end', botName: null }]);
  });

  it('takes the round of the line after when nothing comes before, and the setup as round 0', () => {
    expect(departuresIn([benToBot, move(13, 2)])[0]?.round).toBe(2);
    expect(departuresIn([move(0, 0, 'The cards are dealt.'), benToBot])[0]?.round).toBe(0);
  });

  it('ignores the seat opening again before the start, other table lines, and a game line that says the same', () => {
    const reopened = tableLineOf(3, { type: 'table.seatLeft', seat: 1, name: 'Ben', then: 'open', bot: null, botName: null });
    const handed = tableLineOf(4, { type: 'table.seatHandedOver', seat: 2, was: 'Cy', name: 'Robo', bot: 'hard' });
    const lookalike = move(5, 1, 'Ben left the game: Bot Anna (easy) plays their seat from now on.');
    expect(departuresIn([move(1, 0), reopened, handed, lookalike])).toEqual([]);
  });
});

describe('departureText', () => {
  it('says who left when, and who played on', () => {
    expect(departureText({ seq: 12, name: 'Ben', round: 7, then: 'bot', botName: 'Bot Anna (easy)' })).toBe('Ben left in round 7; Bot Anna (easy) played on.');
    expect(departureText({ seq: 1, name: 'Ben', round: 0, then: 'bot', botName: 'Bot Anna (easy)' })).toBe('Ben left before the first move; Bot Anna (easy) played on.');
  });

  it('says why a game that ended by leaving has no winner', () => {
    expect(departureText({ seq: 30, name: 'Ann', round: 9, then: 'end', botName: null })).toBe(
      'Ann left in round 9 with only bots left to play: the game ended there, without a winner.',
    );
  });
});
