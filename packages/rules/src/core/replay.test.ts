/**
 * Stored events replay: the deal is made again from the setup (options parsed, defaults filled), each stored event
 * goes straight to `apply` in order, a table's event (a hand-over, an abandon) changes nothing of the game and reads
 * as its own line in no round, the log's entries carry the version their event reached, and an event that no longer
 * replays stops the replay with a ReplayError naming it.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEngine, Narrator, Seat } from './engine.ts';
import { type ActionEvent, ReplayError, fold, foldNarrated, initialState, opening, replay, replayNarrated } from './replay.ts';
import { err, ok } from './result.ts';

interface Tally {
  seats: number;
  target: number;
  seed: string;
  total: number;
  turn: Seat;
}

/** How often a line given as a function was worded (a silent narrator never words one). */
let worded = 0;
const wording = (text: string) => () => {
  worded++;
  return text;
};

/**
 * A tiny game: seats take turns adding 1 to 3 to a shared total; each hears privately what the total became.
 * Its one option, `target`, defaults to 5.
 */
const tally = {
  parseOptions: (input: unknown) => {
    const target = (input as { target?: unknown }).target ?? 5;
    return Number.isInteger(target) ? ok({ target }) : err('E_BAD_OPTIONS', 'The target must be a whole number.');
  },
  setup: (seats: number, options: { target: number }, seed: string, narrator: Narrator): { state: Tally; log: unknown[] } => ({
    state: { seats, target: options.target, seed, total: 0, turn: 0 },
    log: [narrator.public(0, wording(`${seats} seats count to ${options.target}.`))],
  }),
  apply: (state: Tally, seat: Seat, action: { type: string; n: number }, narrator: Narrator) => {
    if (action.type !== 'add') return err('E_UNKNOWN', 'Unknown action.');
    if (seat !== state.turn) return err('E_NOT_YOUR_TURN', 'It is not your turn.');
    if (action.n > 3) return err('E_TOO_MANY', 'Add at most 3.');
    const total = state.total + action.n;
    return ok({
      state: { ...state, total, turn: (seat + 1) % state.seats },
      log: [narrator.public(1, `@${seat} adds ${action.n}.`), narrator.private(1, wording(`The total is ${total}.`), [seat])],
    });
  },
} as unknown as AnyEngine;

const setup = { seats: 2, options: {}, seed: 'tally-1' };
const add = (seat: Seat, n: number): ActionEvent => ({ seat, action: { type: 'add', n } });
const tookBack: ActionEvent = { seat: 1, action: { type: 'table.seatTakenBack', seat: 1 } };
const abandoned: ActionEvent = { seat: 0, action: { type: 'table.gameAbandoned' } };
const start: Tally = { seats: 2, target: 5, seed: 'tally-1', total: 0, turn: 0 };

/** The ReplayError `run` throws (fails the test when it throws none). */
const replayErrorOf = (run: () => unknown): ReplayError => {
  try {
    run();
  } catch (e) {
    if (e instanceof ReplayError) return e;
    throw e;
  }
  throw new Error('no ReplayError thrown');
};

describe('the opening', () => {
  it('deals from the setup with the options parsed and their defaults filled, told aloud', () => {
    expect(opening(tally, setup)).toEqual({ state: start, log: [{ round: 0, text: '2 seats count to 5.' }] });
    expect(opening(tally, { ...setup, seats: 3, options: { target: 9 } }).log).toEqual([{ round: 0, text: '3 seats count to 9.' }]);
  });

  it('gives the initial state without wording the deal', () => {
    worded = 0;
    expect(initialState(tally, setup)).toEqual(start);
    expect(worded).toBe(0);
  });

  it('refuses options the rules do not take, before any event', () => {
    const e = replayErrorOf(() => initialState(tally, { ...setup, options: { target: 'many' } }));
    expect([e.name, e.index, e.code]).toEqual(['ReplayError', -1, 'E_BAD_OPTIONS']);
    expect(e.message).toBe('event 0 does not replay: E_BAD_OPTIONS: The target must be a whole number.');
  });
});

describe('folding events onto a state', () => {
  it('applies each event in order for its seat, skipping table events', () => {
    expect(fold(tally, start, [add(0, 2), tookBack, add(1, 3), abandoned, add(0, 1)])).toEqual({ ...start, total: 6, turn: 1 });
    expect(fold(tally, start, [])).toBe(start);
  });

  it('words no line', () => {
    worded = 0;
    fold(tally, start, [add(0, 2), add(1, 1)]);
    expect(worded).toBe(0);
  });

  it('stops at an event that no longer replays, numbered from the offset', () => {
    const e = replayErrorOf(() => fold(tally, start, [add(0, 1), add(1, 7)], 4));
    expect([e.index, e.code]).toEqual([5, 'E_TOO_MANY']);
    expect(e.message).toBe('event 6 does not replay: E_TOO_MANY: Add at most 3.');
    expect(replayErrorOf(() => fold(tally, start, [add(1, 1)])).message).toBe('event 1 does not replay: E_NOT_YOUR_TURN: It is not your turn.');
  });
});

describe('folding events with their log', () => {
  it('tells each event’s lines with the version it reached, and a table event in no round', () => {
    const folded = foldNarrated(tally, start, [add(0, 2), tookBack, add(1, 1)], 3);
    expect(folded.state).toEqual({ ...start, total: 3, turn: 0 });
    expect(folded.entries).toEqual([
      { seq: 4, round: 1, text: '@0 adds 2.' },
      { seq: 4, round: 1, text: 'The total is 2.', visibleTo: [0] },
      { seq: 5, round: -1, text: '@1 took their seat back from the autopilot.' },
      { seq: 6, round: 1, text: '@1 adds 1.' },
      { seq: 6, round: 1, text: 'The total is 3.', visibleTo: [1] },
    ]);
  });

  it('stops at an event that no longer replays, numbered from the offset', () => {
    const e = replayErrorOf(() => foldNarrated(tally, start, [add(0, 1), abandoned, add(0, 1)], 10));
    expect([e.index, e.message]).toEqual([12, 'event 13 does not replay: E_NOT_YOUR_TURN: It is not your turn.']);
    expect(replayErrorOf(() => foldNarrated(tally, start, [{ seat: 0, action: { type: 'jump' } }])).index).toBe(0);
  });
});

describe('replaying a game from scratch', () => {
  const events = [add(0, 3), abandoned, add(1, 2)];

  it('reaches the state after every event', () => {
    expect(replay(tally, setup, events)).toEqual({ ...start, total: 5, turn: 0 });
  });

  it('tells the whole log, the deal at version 0 first', () => {
    expect(replayNarrated(tally, setup, events)).toEqual({
      state: { ...start, total: 5, turn: 0 },
      entries: [
        { seq: 0, round: 0, text: '2 seats count to 5.' },
        { seq: 1, round: 1, text: '@0 adds 3.' },
        { seq: 1, round: 1, text: 'The total is 3.', visibleTo: [0] },
        { seq: 2, round: -1, text: 'The host ended the game as abandoned: it has no winner.' },
        { seq: 3, round: 1, text: '@1 adds 2.' },
        { seq: 3, round: 1, text: 'The total is 5.', visibleTo: [1] },
      ],
    });
  });
});
