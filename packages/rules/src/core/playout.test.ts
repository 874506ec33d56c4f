/**
 * A random playout, as property tests, fuzzing and the bots play one: seeded (the same seeds play the same game, the
 * chooser's seed is `chooser:<seed>` unless given), it picks among the awaited seats' legal actions until no seat is
 * awaited or `maxActions` are taken, now and then lets a seat that already chose change its secret choice
 * (`resubmitRate`), reports every step to `onStep`, and stops loudly when the rules contradict themselves.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEngine, LogEntry, Narrator, Seat } from './engine.ts';
import { type PlayoutOptions, randomPlayout, stringsIn } from './playout.ts';
import type { ActionEvent } from './replay.ts';
import { err, ok } from './result.ts';

interface Picks {
  picks: (number | null)[];
}
type Pick = { type: 'pick'; n: number };

/**
 * A tiny simultaneous game: every seat picks 1, 2 or 3 in secret; a seat that has picked may change its pick until
 * every seat has picked, which ends the game.
 */
const secretPicks = {
  parseOptions: () => ok({}),
  setup: (seats: number): { state: Picks; log: LogEntry[] } => ({ state: { picks: Array(seats).fill(null) }, log: [] }),
  awaiting: (state: Picks) => (state.picks.includes(null) ? state.picks.flatMap((p, seat) => (p === null ? [seat] : [])) : []),
  legalActions: (state: Picks): Pick[] => (state.picks.includes(null) ? [1, 2, 3].map((n) => ({ type: 'pick', n })) : []),
  apply: (state: Picks, seat: Seat, action: Pick, narrator: Narrator) =>
    ok({
      state: { picks: state.picks.map((p, s) => (s === seat ? action.n : p)) },
      log: [narrator.private(1, `@${seat} picked ${action.n}.`, [seat])],
    }),
};
const engine = secretPicks as unknown as AnyEngine;
const play = (o: Partial<PlayoutOptions>) => randomPlayout<Picks>(engine, { seats: 3, seed: 'picks', maxActions: 10, ...o });
const seatsOf = (events: readonly ActionEvent[]) => events.map((e) => e.seat);

describe('a random playout', () => {
  it('plays the seeded game to its end, each awaited seat choosing once', () => {
    const played = play({});
    expect(played.events).toEqual([
      { seat: 1, action: { type: 'pick', n: 1 } },
      { seat: 0, action: { type: 'pick', n: 1 } },
      { seat: 2, action: { type: 'pick', n: 2 } },
    ]);
    expect(played).toMatchObject({ state: { picks: [1, 1, 2] }, finished: true });
  });

  it('draws from the chooser seeded `chooser:<seed>` unless given another', () => {
    expect(play({ chooserSeed: 'chooser:picks' })).toEqual(play({}));
    expect(play({ chooserSeed: 'another' }).events.map(({ seat, action }) => [seat, (action as Pick).n])).toEqual([[1, 2], [0, 2], [2, 1]]);
  });

  it('stops unfinished after maxActions', () => {
    const played = play({ maxActions: 2 });
    expect(seatsOf(played.events)).toEqual([1, 0]);
    expect(played).toMatchObject({ state: { picks: [1, 1, null] }, finished: false });
  });

  it('reports each step: the state after, the event, its index, the state before and its log', () => {
    const steps: unknown[] = [];
    const played = play({ onStep: (state, event, index, before, log) => steps.push({ state, event, index, before, log }) });
    const [first, second, third] = played.events;
    expect(steps).toEqual([
      { state: { picks: [null, 1, null] }, event: first, index: 0, before: { picks: [null, null, null] }, log: [{ round: 1, text: '@1 picked 1.', visibleTo: [1] }] },
      { state: { picks: [1, 1, null] }, event: second, index: 1, before: { picks: [null, 1, null] }, log: [{ round: 1, text: '@0 picked 1.', visibleTo: [0] }] },
      { state: { picks: [1, 1, 2] }, event: third, index: 2, before: { picks: [1, 1, null] }, log: [{ round: 1, text: '@2 picked 2.', visibleTo: [2] }] },
    ]);
  });
});

describe('changing a secret choice', () => {
  it('lets only a seat that has chosen change its choice, as often as the rate says', () => {
    const played = play({ seats: 2, resubmitRate: 1, maxActions: 5 });
    const chooser = played.events[0]?.seat as Seat;
    expect(seatsOf(played.events)).toEqual([chooser, chooser, chooser, chooser, chooser]);
    expect(played.state.picks[1 - chooser]).toBeNull();
    expect(played.finished).toBe(false);
  });

  it('changes none when the chooser’s draws stay above a small rate', () => {
    const played = play({ resubmitRate: 1e-9 });
    expect(seatsOf(played.events).sort()).toEqual([0, 1, 2]);
    expect(played.finished).toBe(true);
  });
});

describe('when the rules contradict themselves', () => {
  it('stops at an awaited seat without a legal action', () => {
    const stuck = { ...secretPicks, legalActions: () => [] } as unknown as AnyEngine;
    expect(() => randomPlayout(stuck, { seats: 1, seed: 'stuck' })).toThrow(new Error('seat 0 is awaited but has no legal action'));
  });

  it('stops at a legal action the rules refuse', () => {
    const refusing = {
      ...secretPicks,
      legalActions: () => [{ type: 'pick', n: 2 }],
      apply: () => err('E_NO_PICK', 'You cannot pick now.'),
    } as unknown as AnyEngine;
    expect(() => randomPlayout(refusing, { seats: 2, seed: 'refused' })).toThrow(new Error('legal action rejected: E_NO_PICK {"type":"pick","n":2}'));
  });
});

describe('stringsIn', () => {
  it('collects every string leaf of a JSON value, however deep', () => {
    const view = { hand: ['wall-01', { id: 'road-02', hidden: null }], count: 3, open: true, top: { card: 'wall-01' } };
    expect(stringsIn(view)).toEqual(new Set(['wall-01', 'road-02']));
    expect(stringsIn('river-04')).toEqual(new Set(['river-04']));
    expect(stringsIn([7, null, false])).toEqual(new Set());
  });

  it('adds to the set it is given', () => {
    const seen = new Set(['wall-01']);
    expect(stringsIn({ a: ['road-02'] }, seen)).toBe(seen);
    expect(seen).toEqual(new Set(['wall-01', 'road-02']));
  });
});
