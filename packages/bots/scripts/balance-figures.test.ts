import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../src/tournament.ts';
import { fairShare, figuresOf } from './balance-figures.ts';

/** A 4-seat game won by `winners` (each credited alike), seat `firstSeat` moving first, `built` noted of seat 0. */
const game = (winners: number[], firstSeat: number, built = false): GameRecord => ({
  players: ['medium', 'medium', 'medium', 'medium'],
  credit: [0, 1, 2, 3].map((s) => (winners.includes(s) ? 1 / winners.length : 0)),
  scores: [0, 0, 0, 0],
  events: 100,
  decisionMs: [],
  firstSeat,
  noted: [built ? ['built Colossus'] : [], [], [], []],
});

describe('a balance table’s figures', () => {
  it('counts a seat’s win at 4 seats alone, against a fair quarter', () => {
    const records = [game([0], 0, true), game([1], 1), game([2], 0, true), game([3], 2)];
    const f = figuresOf({ game: 'civ-builder', seats: 4, teams: false }, records);
    expect(f.bySeat.map((s) => s.share)).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(f.first?.share).toBe(0.5); // games 1 and 2: the first player won
    expect(f.notes).toEqual([expect.objectContaining({ label: 'built Colossus', count: 2, share: 0.5 })]);
    expect(fairShare({ game: 'civ-builder', seats: 4, teams: false })).toBe(0.25);
  });

  it('counts a seat’s win in a team game as its team’s (seats 1 and 3, 2 and 4), against a fair half', () => {
    // the team of seats 1 and 3 (0 and 2) wins three games of four; the last is a tie of both teams
    const records = [game([0, 2], 0, true), game([0, 2], 1, true), game([0, 2], 1), game([0, 1, 2, 3], 3)];
    const f = figuresOf({ game: 'civ-builder', seats: 4, teams: true }, records);
    expect(f.bySeat.map((s) => s.share)).toEqual([0.875, 0.125, 0.875, 0.125]);
    expect(f.bySeat.reduce((a, s) => a + s.share, 0)).toBe(2); // each team's share twice: once a seat
    expect(f.first).toMatchObject({ label: 'first team', share: (1 + 0 + 0 + 0.5) / 4 });
    expect(f.notes[0]).toMatchObject({ label: 'built Colossus', count: 2, share: 1 });
    expect(fairShare({ game: 'civ-builder', seats: 4, teams: true })).toBe(0.5);
  });
});
