/**
 * Tic-tac-toe as an engine: a game of perfect information (its view is its state), small enough to know the right
 * move, for testing the search itself. Test support only.
 */
import { type AnyEngine, err, ok, rankByKeys, type Seat } from '@turnpost/rules';

export interface Board {
  cells: (Seat | null)[];
  turn: Seat;
}

type Mark = { type: 'mark'; player: Seat; cell: number };

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6],
] as const;

export function winnerOf(cells: readonly (Seat | null)[]): Seat | null {
  for (const [a, b, c] of LINES) {
    const v = cells[a];
    if (v !== null && v !== undefined && v === cells[b] && v === cells[c]) return v;
  }
  return null;
}

const over = (b: Board) => winnerOf(b.cells) !== null || b.cells.every((c) => c !== null);

export const ticTacToe = {
  id: 'tic-tac-toe',
  title: 'Tic-tac-toe',
  rulesVersion: 1,
  seats: { min: 2, max: 2 },
  scoreUnit: 'lines',
  options: [],
  parseOptions: () => ok({}),
  actionSchema: undefined as never,
  setup: () => ({ state: { cells: new Array(9).fill(null), turn: 0 }, log: [] }),
  awaiting: (b: Board) => (over(b) ? [] : [b.turn]),
  gate: () => null,
  apply(b: Board, seat: Seat, action: Mark) {
    if (seat !== b.turn || b.cells[action.cell] !== null) return err('E_NO', 'not legal');
    const cells = [...b.cells];
    cells[action.cell] = seat;
    return ok({ state: { cells, turn: 1 - seat }, log: [] });
  },
  legalActions: (b: Board, seat: Seat): Mark[] =>
    over(b) || seat !== b.turn ? [] : b.cells.flatMap((c, cell) => (c === null ? [{ type: 'mark', player: seat, cell }] : [])),
  view: (b: Board) => b,
  outcome(b: Board) {
    if (!over(b)) return null;
    const w = winnerOf(b.cells);
    return rankByKeys([0, 1].map((seat) => ({ seat, score: w === seat ? 1 : 0, key: [w === seat ? 1 : 0] })), ['line']);
  },
  determinize: (view: unknown) => view,
} as unknown as AnyEngine & { determinize(view: unknown): unknown };

/** A board from a picture: 'X' is seat 0, 'O' seat 1, '.' empty; `turn` says who moves. */
export function board(picture: string, turn: Seat): Board {
  const cells = [...picture.replace(/\s+/g, '')].map((ch) => (ch === 'X' ? 0 : ch === 'O' ? 1 : null));
  return { cells, turn };
}
