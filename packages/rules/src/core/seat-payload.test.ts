/**
 * What one seat or a spectator receives with its view (docs/game-contract.md, "Bounded views, complete legal
 * actions"): the viewer's view, whom the game awaits (from the caller when it knows, else from the engine), and the
 * seat's legal actions as a compact tree (the kind's own where it has one; none for a spectator), within 32 KB.
 */
import { describe, expect, it } from 'vitest';
import { type ChoiceNode, expandChoices, subsetsOf } from './choices.ts';
import type { AnyEngine, Seat, Viewer } from './engine.ts';
import { VIEW_BYTES_LIMIT, seatPayload } from './seat-payload.ts';

/** A tiny card game: each seat holds a hand the others must not see; seat 1 is to play (its rules know only seats). */
const state = { hands: [['ace'], ['king', 'queen']] };

const cards = (parts: Partial<AnyEngine> = {}): AnyEngine =>
  ({
    view: (s: typeof state, viewer: Viewer) => ({ viewer, hand: viewer === null ? null : s.hands[viewer], handSizes: [1, 2] }),
    awaiting: () => [1],
    legalActions: (s: typeof state, seat: Seat) => {
      const hand = s.hands[seat];
      if (!hand) throw new RangeError(`Seat ${seat} is not at the table.`);
      return seat === 1 ? hand.map((card) => ({ type: 'play', card })) : [];
    },
    ...parts,
  }) as AnyEngine;

describe('seatPayload', () => {
  it("gives a seat its view, whom the game awaits and its legal actions as a compact tree", () => {
    const payload = seatPayload(cards(), state, 1);
    expect(payload).toEqual({
      view: { viewer: 1, hand: ['king', 'queen'], handSizes: [1, 2] },
      awaiting: [1],
      choices: [['type', ['play'], [['card', ['king', 'queen'], [0]]]]],
    });
    expect(expandChoices(payload.choices)).toEqual([{ type: 'play', card: 'king' }, { type: 'play', card: 'queen' }]);
  });

  it('takes whom the game awaits from the caller when the caller knows it', () => {
    expect(seatPayload(cards(), state, 0, [0, 1]).awaiting).toEqual([0, 1]);
  });

  it('gives a spectator the public view and no choices', () => {
    expect(seatPayload(cards(), state, null)).toEqual({ view: { viewer: null, hand: null, handSizes: [1, 2] }, awaiting: [1], choices: [] });
  });

  it("sends a kind's own compact choices where it has them", () => {
    const own: ChoiceNode = [['type', ['discard'], [['cards', subsetsOf(['king', 'queen'], 1, 2), [0]]]]];
    const payload = seatPayload(cards({ choices: (_s: typeof state, seat: Seat) => (seat === 1 ? own : []) }), state, 1);
    expect(payload.choices).toEqual(own);
  });
});

describe('VIEW_BYTES_LIMIT', () => {
  it('bounds a view response at 32 KB', () => {
    expect(VIEW_BYTES_LIMIT).toBe(32_768);
  });
});
