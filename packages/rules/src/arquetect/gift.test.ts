import { describe, expect, it } from 'vitest';
import { table, idsIn, namesIn, play, refuse } from './fixtures.ts';
import { visibleLog } from './log.ts';
import { handScore } from './scoring.ts';

describe('gift (spec §4, F1)', () => {
  const given = () =>
    table({ hands: [['Fire', 'Shop'], ['Cottage', 'Park', 'Villa', 'Shop'], ['Lake']] });

  it('F1: when Ana gifts fire-1 to Ben at position 2, then it lands at index 2 facing in and Ben drops from 11 to 3', () => {
    const state = given();
    expect(handScore(state.hands[1] ?? [])).toBe(11);
    const next = play(state, 0, { type: 'gift', card: 'fire-1', to: 1, position: 2 });
    expect(namesIn(next, 1)).toEqual(['Cottage', 'Park', 'Fire', 'Villa', 'Shop']);
    expect(handScore(next.hands[1] ?? [])).toBe(3);
    expect(idsIn(next, 0)).toEqual(['shop-1']);
    expect(next.hands[1]?.[2]).toEqual({ id: 'fire-1', out: false });
    expect(next.step).toBe('endTurn');
  });

  it('F1: then the public log names the seats and indices, and only Ana and Ben learn which card it was', () => {
    const next = play(given(), 0, { type: 'gift', card: 'fire-1', to: 1, position: 2 });
    const spectator = visibleLog(next, null).map((e) => e.text);
    expect(spectator).toEqual(['@0 gifts a card from index 0 to @1, who gets it at index 2.']);
    expect(visibleLog(next, 2).map((e) => e.text)).toEqual(spectator);
    expect(visibleLog(next, 1).map((e) => e.text)).toContain('The gifted card is Fire.');
    expect(visibleLog(next, 0).map((e) => e.text)).toContain('The gifted card is Fire.');
  });

  it('accepts position 0 and position = the receiver\'s size (the right end)', () => {
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
    expect(refuse(given(), 0, { type: 'gift', ...fields }).code).toBe(code);
  });

  it('given a done receiver, then E_TARGET_DONE before the position is checked', () => {
    const state = table({ hands: [['Fire'], ['Lake'], ['Park']], done: [false, false, true] });
    expect(refuse(state, 0, { type: 'gift', card: 'fire-1', to: 2, position: 7 }).code).toBe('E_TARGET_DONE');
  });
});
