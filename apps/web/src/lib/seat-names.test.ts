import { describe, expect, it } from 'vitest';
import { tableNames } from './seat-names.ts';

describe('tableNames', () => {
  it('marks a bot seat as a bot’s, unless its name says so already', () => {
    expect(
      tableNames([
        { seat: 0, name: 'Ann', awaited: true, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false },
        { seat: 1, name: 'Robo', awaited: false, bot: 'hard', deadline: null, autopilot: false, autopilotMoves: 0, open: false },
        { seat: 2, name: 'Bot Anna (easy)', awaited: false, bot: 'easy', deadline: null, autopilot: false, autopilotMoves: 0, open: false },
      ]),
    ).toEqual(['Ann', 'Robo (bot, hard)', 'Bot Anna (easy)']);
  });
});
