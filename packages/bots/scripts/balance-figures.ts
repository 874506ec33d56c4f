/**
 * A balance table's figures from its games (balance.ts keeps and reports them): win share by seat position and of the
 * first player, and of the seats that something was noted of, each with its 95% interval. In a team game a seat wins
 * when its team does (seats 1 and 3 play together, 2 and 4), so every share there is its team's and the fair one 1/2.
 */
import { eventsMedian } from '../src/standings.ts';
import { wilson } from '../src/statistics.ts';
import type { GameRecord } from '../src/tournament.ts';

export interface Table {
  game: string;
  seats: number;
  teams: boolean;
}

export interface Share {
  label: string;
  /** Seat-games it counts (or games, for a seat position). */
  count: number;
  share: number;
  low: number;
  high: number;
}

export interface Figures extends Table {
  games: number;
  eventsMedian: number;
  /** Solo: the win rate; otherwise each seat position's win share (in a team game, its team's). */
  bySeat: Share[];
  /** The first player's win share (tables where one seat moves first); in a team game the first team's (its two
   * seats move first, together). */
  first: Share | null;
  /** Every note seen on at least 5% of the seat-games, with the share of games its holders (or their teams) won. */
  notes: Share[];
  /** When the figures were measured, and the minutes its chunks took in the run that ended it (summed over processes). */
  measured: string;
  minutes: number;
}

const share = (label: string, won: number, count: number): Share => {
  const [low, high] = wilson(won, count);
  return { label, count, share: count === 0 ? 0 : won / count, low, high };
};

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The fair share of a seat at `table`: 1/seats, or 1/2 in a team game (a seat's share being its team's). */
export const fairShare = (table: Table): number => (table.teams ? 0.5 : 1 / table.seats);

/** What `table`'s `records` (every game of it, in order) say. */
export function figuresOf(table: Table, records: readonly GameRecord[]): Omit<Figures, 'measured' | 'minutes'> {
  const games = records.length;
  // a seat's credit, or in a team game its team's (a team's win credits each of its two seats a half)
  const won = (r: GameRecord, seat: number) =>
    (r.credit[seat] ?? 0) + (table.teams ? (r.credit[(seat + 2) % table.seats] ?? 0) : 0);
  const bySeat = Array.from({ length: table.seats }, (_, seat) =>
    share(table.seats === 1 ? 'solo win rate' : `seat ${seat + 1}`, sum(records.map((r) => won(r, seat))), games),
  );
  const opened = records.filter((r) => r.firstSeat !== undefined);
  const first =
    table.seats > 1 && opened.length > 0
      ? share(table.teams ? 'first team' : 'first player', sum(opened.map((r) => won(r, r.firstSeat as number))), opened.length)
      : null;
  const held = new Map<string, { won: number; count: number }>();
  for (const r of records)
    r.noted.forEach((notes, seat) => {
      for (const note of notes) {
        const h = held.get(note) ?? { won: 0, count: 0 };
        h.won += won(r, seat);
        h.count++;
        held.set(note, h);
      }
    });
  const enough = 0.05 * games * table.seats;
  const notes = [...held]
    .filter(([, h]) => h.count >= enough)
    .map(([note, h]) => share(note, h.won, h.count))
    .sort((a, b) => b.share - a.share);
  return { ...table, games, eventsMedian: eventsMedian(records), bySeat, first, notes };
}
