import { describe, expect, it } from 'vitest';
import type { GameSummary } from '$lib/api-types.ts';
import { type SeatGame, type SeatRow, awaitedNames, isYourMove, orderRows, ranking } from './seat-rows.ts';

function summary(id: string, over: Partial<GameSummary> = {}): GameSummary {
  return {
    id,
    game: 'avenue-empires',
    title: 'Avenue Empires',
    joining: null,
    status: 'active',
    version: 3,
    pace: null,
    hostLog: [],
    rematch: null,
    seats: [
      { seat: 0, name: 'Ann', awaited: false, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false },
      { seat: 1, name: 'Bob', awaited: true, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false },
      { seat: 2, name: 'Cy', awaited: false, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false },
    ],
    outcome: null,
    shuffle: null,
    importedFrom: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    lastMoveAt: '2026-03-01T10:00:00.000Z',
    finishedAt: null,
    ...over,
  };
}

function row(gameId: string, seat: number | null, game: SeatGame, firstOpenedAt = '2026-03-01T00:00:00.000Z'): SeatRow {
  return { kept: { gameId, token: 't'.repeat(22), seat, firstOpenedAt }, seat, game };
}

const found = (game: GameSummary): SeatGame => ({ kind: 'found', game });

describe('a held seat’s row', () => {
  it('is "your move" only for an active game that waits on that seat', () => {
    expect(isYourMove(row('a', 1, found(summary('a'))))).toBe(true);
    expect(isYourMove(row('a', 0, found(summary('a'))))).toBe(false);
    expect(isYourMove(row('a', null, found(summary('a'))))).toBe(false);
    expect(isYourMove(row('a', 1, found(summary('a', { status: 'finished' }))))).toBe(false);
    expect(isYourMove(row('a', 1, { kind: 'gone' }))).toBe(false);
  });

  it('names whom the game waits on, calling the row’s own seat "you"', () => {
    const game = summary('a', { seats: [{ seat: 0, name: 'Ann', awaited: true, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false }, { seat: 1, name: 'Bob', awaited: true, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false }] });
    expect(awaitedNames(game, 1)).toEqual(['Ann', 'you']);
    expect(awaitedNames(game, null)).toEqual(['Ann', 'Bob']);
  });

  it('ranks a finished game by place, with the winners and the row’s own seat marked', () => {
    const game = summary('a', {
      status: 'finished',
      outcome: {
        seats: [
          { seat: 0, score: 30, place: 2, key: [30] },
          { seat: 1, score: 41, place: 1, key: [41] },
          { seat: 2, score: 30, place: 2, key: [30] },
        ],
        winners: [1],
        keyNames: ['VP'],
        decidedBy: null,
      },
    });
    expect(ranking(game, 2)).toEqual([
      { seat: 1, name: 'Bob', place: 1, score: 41, won: true, you: false },
      { seat: 0, name: 'Ann', place: 2, score: 30, won: false, you: false },
      { seat: 2, name: 'Cy', place: 2, score: 30, won: false, you: true },
    ]);
    expect(ranking(summary('b'), 0)).toEqual([]);
  });
});

describe('the order of "My games"', () => {
  it('puts your move first (longest waiting first), then games in play and finished ones (latest first), then the rest', () => {
    const at = (h: number) => `2026-03-01T${String(h).padStart(2, '0')}:00:00.000Z`;
    const rows = [
      row('gone', 0, { kind: 'gone' }),
      row('finished-old', 0, found(summary('finished-old', { status: 'finished', lastMoveAt: at(5), finishedAt: at(5) }))),
      row('play-old', 0, found(summary('play-old', { lastMoveAt: at(2) }))),
      row('mine-recent', 1, found(summary('mine-recent', { lastMoveAt: at(9) }))),
      row('loading', 0, { kind: 'loading' }),
      row('finished-new', 1, found(summary('finished-new', { status: 'finished', lastMoveAt: at(8), finishedAt: at(8) }))),
      row('play-new', 2, found(summary('play-new', { lastMoveAt: at(7) }))),
      row('mine-old', 1, found(summary('mine-old', { lastMoveAt: at(1) }))),
      row('refused', 0, { kind: 'refused' }),
      row('unreachable', 0, { kind: 'unreachable', message: 'offline' }),
    ];
    expect(orderRows(rows).map((r) => r.kept.gameId)).toEqual([
      'mine-old',
      'mine-recent',
      'play-new',
      'play-old',
      'finished-new',
      'finished-old',
      'loading',
      'unreachable',
      'gone',
      'refused',
    ]);
  });

  it('keeps rows of the same moment in a stable order: the newest seat first, then by game', () => {
    const game = (id: string) => found(summary(id, { seats: [{ seat: 0, name: 'Ann', awaited: false, bot: null, deadline: null, autopilot: false, autopilotMoves: 0, open: false }] }));
    const rows = [row('b', 0, game('b'), 'x1'), row('c', 0, game('c'), 'x2'), row('a', 0, game('a'), 'x1')];
    expect(orderRows(rows).map((r) => r.kept.gameId)).toEqual(['c', 'a', 'b']);
    expect(orderRows(orderRows(rows)).map((r) => r.kept.gameId)).toEqual(['c', 'a', 'b']);
  });
});
