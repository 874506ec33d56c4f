/**
 * A tournament's games kept as they end, one JSON line each (`--records <file>`): a run stopped part-way (a session
 * ends, the machine restarts) goes on from the games it has, and parallel jobs (`--jobs`) each append theirs to the
 * one file. Every line names the tournament it belongs to (`key`), so a file is never read into another tournament.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { GameRecord } from '../src/tournament.ts';

interface KeptLine {
  key: string;
  index: number;
  record: GameRecord;
}

/** The games of tournament `key` already in `file`, by game index; a line of another tournament is an error. */
export function keptGames(file: string, key: string): Map<number, GameRecord> {
  const kept = new Map<number, GameRecord>();
  if (!existsSync(file)) return kept;
  for (const [n, text] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (text.trim() === '') continue;
    const line = JSON.parse(text) as KeptLine;
    if (line.key !== key) throw new Error(`${file}:${n + 1} holds a game of another tournament (${line.key})`);
    kept.set(line.index, line.record);
  }
  return kept;
}

/** Keeps game `index` of tournament `key` in `file` (one line, appended in one write). */
export function keepGame(file: string, key: string, index: number, record: GameRecord): void {
  appendFileSync(file, `${JSON.stringify({ key, index, record } satisfies KeptLine)}\n`);
}
