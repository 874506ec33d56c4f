import { describe, expect, it } from 'vitest';
import type { ExpandedSeatView } from '../api-types.ts';
import type { TableProps } from '../games/table-props.ts';
import { isActionOf, narrowedProps, seatViewNarrowing } from './define-table.ts';

type Move = { type: 'move'; to: number } | { type: 'pass' };
const TYPES = { move: true, pass: true } as const;

const seatView = (legalActions: unknown[]): ExpandedSeatView =>
  ({
    id: 'g1',
    game: 'test',
    title: 'Test',
    status: 'active',
    version: 3,
    seat: 0,
    seats: [],
    outcome: null,
    view: { board: [1, 2] },
    awaiting: [0],
    choices: [],
    log: [],
    logAfter: -1,
    legalActions,
  }) as unknown as ExpandedSeatView;

describe('the one narrowing of a seat view to a kind’s types', () => {
  it('keeps the actions whose type is the kind’s and leaves out anything else', () => {
    const isMove = isActionOf<Move>(TYPES);
    expect(isMove({ type: 'move', to: 2 })).toBe(true);
    expect(isMove({ type: 'pass' })).toBe(true);
    expect(isMove({ type: 'fly' })).toBe(false);
    expect(isMove({ type: 'toString' })).toBe(false);
    expect(isMove('move')).toBe(false);
    expect(isMove(null)).toBe(false);
    expect(isMove({ to: 2 })).toBe(false);
  });

  it('narrows a seat view once: the same narrowed object for the same seat view, the rest unchanged', () => {
    const narrow = seatViewNarrowing<{ board: number[] }, Move>(TYPES);
    const raw = seatView([{ type: 'move', to: 1 }, { type: 'fly' }, { type: 'pass' }]);
    const typed = narrow(raw);
    expect(typed.legalActions).toEqual([{ type: 'move', to: 1 }, { type: 'pass' }]);
    expect(typed.view.board).toEqual([1, 2]);
    expect(typed.version).toBe(3);
    expect(narrow(raw)).toBe(typed);
    expect(narrow(seatView([]))).not.toBe(typed);
  });

  it('hands a table the page’s props with only the seat view narrowed, read afresh each time', () => {
    const narrow = seatViewNarrowing<{ board: number[] }, Move>(TYPES);
    let current = seatView([{ type: 'pass' }, { type: 'fly' }]);
    const sent: unknown[] = [];
    const page = {
      get seatView() {
        return current;
      },
      names: ['Ann'],
      busy: false,
      submit: async (action: unknown) => (sent.push(action), true),
      log: (() => {}) as unknown as TableProps['log'],
    } satisfies TableProps;
    const props = narrowedProps(page, narrow);
    expect(props.seatView.legalActions).toEqual([{ type: 'pass' }]);
    expect(props.names).toEqual(['Ann']);
    current = seatView([{ type: 'move', to: 4 }]);
    expect(props.seatView.legalActions).toEqual([{ type: 'move', to: 4 }]);
    void props.submit({ type: 'move', to: 4 });
    expect(sent).toEqual([{ type: 'move', to: 4 }]);
  });
});
