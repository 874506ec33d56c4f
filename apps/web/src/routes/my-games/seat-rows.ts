/**
 * One row of "My games" per held seat: what the page learned of its game, and the order rows are listed in (your
 * move first, then the other games in play, then finished ones, then those that could not be read).
 */
import type { GameSummary, Seat } from '$lib/api-types.ts';
import type { KeptSeat } from '$lib/my-seats.ts';

/** What the page knows of a held seat's game (`GET /api/games/:id`, public). */
export type SeatGame =
  | { kind: 'loading' }
  | { kind: 'found'; game: GameSummary }
  /** The server does not know the game (any more). */
  | { kind: 'gone' }
  /** The seat's link was replaced elsewhere: this browser's token no longer opens it. */
  | { kind: 'refused' }
  | { kind: 'unreachable'; message: string };

export interface SeatRow {
  kept: KeptSeat;
  /** The seat held (from the record, or learned from the table for seats kept before records). */
  seat: Seat | null;
  game: SeatGame;
}

export function isYourMove(row: SeatRow): boolean {
  if (row.game.kind !== 'found' || row.seat === null || row.game.game.status !== 'active') return false;
  return row.game.game.seats.some((s) => s.seat === row.seat && s.awaited);
}

/** 0 your move, 1 other games in play, 2 finished, 3 not read yet or unreadable now, 4 gone or refused. */
function group(row: SeatRow): number {
  const g = row.game;
  if (g.kind === 'found') return isYourMove(row) ? 0 : g.game.status === 'active' ? 1 : 2;
  return g.kind === 'loading' || g.kind === 'unreachable' ? 3 : 4;
}

/** When the row's game last changed: its end for a finished game, else its last move. */
function lastChange(row: SeatRow): string {
  if (row.game.kind !== 'found') return '';
  return row.game.game.finishedAt ?? row.game.game.lastMoveAt;
}

/**
 * Your-move games first, the one that has waited longest on you first (it is the most overdue); then the other
 * games in play and the finished ones, the most recent move (or end) first; then the rest, newest seat first.
 */
export function orderRows(rows: readonly SeatRow[]): SeatRow[] {
  return [...rows].sort((a, b) => {
    const byGroup = group(a) - group(b);
    if (byGroup !== 0) return byGroup;
    const byTime = group(a) === 0 ? lastChange(a).localeCompare(lastChange(b)) : lastChange(b).localeCompare(lastChange(a));
    if (byTime !== 0) return byTime;
    return (b.kept.firstOpenedAt ?? '').localeCompare(a.kept.firstOpenedAt ?? '') || a.kept.gameId.localeCompare(b.kept.gameId);
  });
}

/** Whom the game waits on, by name; `you` stands for the row's own seat. */
export function awaitedNames(game: GameSummary, seat: Seat | null, you = 'you'): string[] {
  return game.seats.filter((s) => s.awaited).map((s) => (s.seat === seat ? you : s.name));
}

export interface Placing {
  seat: Seat;
  name: string;
  place: number;
  score: number;
  won: boolean;
  you: boolean;
}

/** A finished game's ranking, first place first (empty when the game recorded no outcome). */
export function ranking(game: GameSummary, seat: Seat | null): Placing[] {
  const outcome = game.outcome;
  if (!outcome) return [];
  const names = new Map(game.seats.map((s) => [s.seat, s.name]));
  return [...outcome.seats]
    .sort((a, b) => a.place - b.place || a.seat - b.seat)
    .map((r) => ({
      seat: r.seat,
      name: names.get(r.seat) ?? `Seat ${r.seat + 1}`,
      place: r.place,
      score: r.score,
      won: outcome.winners.includes(r.seat),
      you: r.seat === seat,
    }));
}
