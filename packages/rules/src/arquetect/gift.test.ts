import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { idsIn, namesIn, play, seen, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { handScore } from './scoring.ts';
import type { ArquetectState } from './state.ts';

const spec = specFor<ArquetectState>(arquetect);

describe('gift (spec §4, F1)', () => {
  const given = () => table({ hands: [['Fire', 'Shop'], ['Cottage', 'Park', 'Villa', 'Shop'], ['Lake']] });

  it('F1: when Ana gifts fire-1 to Ben at position 2, then it lands at index 2 facing in and Ben drops from 11 to 3', () => {
    expect(handScore(given().hands[1] ?? [])).toBe(11);
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 1, position: 2 })
      .then(({ state }) => {
        expect(namesIn(state, 1)).toEqual(['Cottage', 'Park', 'Fire', 'Villa', 'Shop']);
        expect(handScore(state.hands[1] ?? [])).toBe(3);
        expect(idsIn(state, 0)).toEqual(['shop-1']);
        expect(state.hands[1]?.[2]).toEqual({ id: 'fire-1', out: false });
        expect(state.step).toBe('endTurn');
      });
  });

  it('F1: then the public log names the seats and positions (from 1), and only Ana and Ben learn which card it was', () => {
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 1, position: 2 })
      .then(({ log }) => {
        const spectator = seen(log, null);
        expect(spectator).toEqual(['@0 gifts a card from position 1 to @1, who gets it at position 3.']);
        expect(seen(log, 2)).toEqual(spectator);
        expect(seen(log, 1)).toContain('The gifted card is Fire.');
        expect(seen(log, 0)).toContain('The gifted card is Fire.');
      });
  });

  it("accepts position 0 and position = the receiver's size (the right end)", () => {
    expect(namesIn(play(given(), 0, { type: 'gift', card: 'fire-1', to: 2, position: 0 }), 2)).toEqual(['Fire', 'Lake']);
    expect(namesIn(play(given(), 0, { type: 'gift', card: 'fire-1', to: 2, position: 1 }), 2)).toEqual(['Lake', 'Fire']);
  });

  it.each([
    [{ card: 'fire-9', to: 1, position: 0 }, 'E_CARD_NOT_IN_HAND'],
    [{ card: 'cottage-1', to: 1, position: 0 }, 'E_CARD_NOT_IN_HAND'],
    [{ card: 'fire-1', to: 0, position: 0 }, 'E_BAD_TARGET'],
    [{ card: 'fire-1', to: 5, position: 0 }, 'E_BAD_TARGET'],
    [{ card: 'fire-1', to: 1, position: 5 }, 'E_BAD_POSITION'],
    [{ card: 'fire-1', to: 1, position: -1 }, 'E_BAD_POSITION'],
    [{ card: 'fire-1', to: 1, position: 1.5 }, 'E_BAD_PAYLOAD'],
    [{ card: 'fire-9', to: 9, position: 9 }, 'E_CARD_NOT_IN_HAND'],
    [{ card: 'fire-1', to: 9, position: 9 }, 'E_BAD_TARGET'],
  ])('given %j, then %s', (fields, code) => {
    spec.given(given()).when(0, { type: 'gift', ...fields }).thenFails(code);
  });

  it('given a done receiver, then E_TARGET_DONE before the position is checked', () => {
    const state = table({ hands: [['Fire'], ['Lake'], ['Park']], done: [false, false, true] });
    spec.given(state).when(0, { type: 'gift', card: 'fire-1', to: 2, position: 7 }).thenFails('E_TARGET_DONE');
  });
});
