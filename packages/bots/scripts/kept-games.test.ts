import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../src/tournament.ts';
import { keepGame, keptGames } from './kept-games.ts';

const record = (won: number): GameRecord => ({
  players: ['hard', 'easy'],
  credit: won === 0 ? [1, 0] : [0, 1],
  scores: [3, 2],
  events: 40,
  decisionMs: [[1.5], [0.2]],
  firstSeat: 0,
  noted: [[], []],
});

describe('a tournament’s kept games', () => {
  it('reads back every game kept, by index, in any order, and none from a file not yet written', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kept-')), 'games.jsonl');
    expect(keptGames(file, 'k').size).toBe(0);
    keepGame(file, 'k', 3, record(1));
    keepGame(file, 'k', 0, record(0));
    const kept = keptGames(file, 'k');
    expect([...kept.keys()].sort()).toEqual([0, 3]);
    expect(kept.get(3)).toEqual(record(1));
  });

  it('refuses a file that holds another tournament’s games, naming the line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kept-')), 'games.jsonl');
    writeFileSync(file, '\n');
    keepGame(file, 'one', 0, record(0));
    expect(() => keptGames(file, 'two')).toThrow(/games\.jsonl:2 holds a game of another tournament \(one\)/);
  });
});
