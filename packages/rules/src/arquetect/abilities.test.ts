import { describe, expect, it } from 'vitest';
import { decide } from '../core/actions.ts';
import { specFor } from '../core/testing/spec.ts';
import { everyEventTable, namesIn, play, run, seen, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { handScore, outcome } from './scoring.ts';
import type { ArquetectState } from './state.ts';

const spec = specFor<ArquetectState>(arquetect);

const score = (state: ArquetectState, seat: number) => handScore(state.hands[seat] ?? []);
const use = (card: string, args: Record<string, unknown> = {}) => ({ type: 'useAbility', card, ...args });

describe('event abilities (spec §6.3)', () => {
  it('F5 Renovation: given [Apartment, Shop, Apartment, Renovation] (3), when index 1, then 7', () => {
    const s0 = table({ hands: [['Apartment', 'Shop', 'Apartment', 'Renovation'], ['Lake']] });
    expect(score(s0, 0)).toBe(3);
    const s1 = play(s0, 0, use('renovation-1', { index: 1 }));
    expect(namesIn(s1, 0)).toEqual(['Apartment', 'Apartment', 'Shop', 'Renovation*']);
    expect(score(s1, 0)).toBe(7);
    expect(s1.step).toBe('endTurn');
  });

  it('F6 Demolition, then Salvage: the rubble is public and grows at its end', () => {
    const s0 = table({
      hands: [['Demolition', 'Fire', 'Cottage'], ['Park'], ['Salvage', 'fire-2']],
      rubble: ['lake-2'],
    });
    expect(score(s0, 0)).toBe(-2);
    const { state: s1, log } = run(s0, 0, use('demolition-1', { remove: 'fire-1' }));
    expect(namesIn(s1, 0)).toEqual(['Demolition*', 'Cottage']);
    expect(score(s1, 0)).toBe(2);
    expect(s1.rubble).toEqual(['lake-2', 'fire-1']);
    expect(seen(log, null)[0]).toBe('@0 uses Demolition: Fire (fire-1) at position 2 goes to the rubble.');
    let s = play(s1, 0, { type: 'endTurn', done: false });
    s = play(s, 1, { type: 'gift', card: 'park-1', to: 0, position: 0 });
    s = play(s, 1, { type: 'endTurn', done: false });
    expect(score(s, 2)).toBe(-3);
    const { state: s2, log: salvaged } = run(s, 2, use('salvage-1', { take: 'lake-2', insertAt: 2 }));
    expect(seen(salvaged, null)[0]).toBe('@2 uses Salvage: takes Lake (lake-2) from the rubble to position 3.');
    expect(namesIn(s2, 2)).toEqual(['Salvage*', 'Fire', 'Lake']);
    expect(s2.hands[2]?.[2]).toEqual({ id: 'lake-2', out: false });
    expect(score(s2, 2)).toBe(4);
    expect(s2.rubble).toEqual(['fire-1']);
  });

  it('F7 Exchange: the two cards swap exact positions and arrive facing in', () => {
    const s0 = table({ hands: [['Park'], ['Exchange', 'fire-2', 'Cottage'], ['Lake'], ['Villa', 'Apartment', 'Shop']], active: 1 });
    expect([score(s0, 1), score(s0, 3)]).toEqual([-2, 8]);
    const { state: s1, log } = run(s0, 1, use('exchange-1', { give: 'fire-2', target: 3, index: 1 }));
    expect(namesIn(s1, 1)).toEqual(['Exchange*', 'Apartment', 'Cottage']);
    expect(namesIn(s1, 3)).toEqual(['Villa', 'Fire', 'Shop']);
    expect([score(s1, 1), score(s1, 3)]).toEqual([4, -2]);
    const text = (viewer: number | null) => seen(log, viewer);
    expect(text(null)[0]).toBe("@1 uses Exchange: their card at position 2 and @3's card at position 2 swap places.");
    expect(text(3)).toContain('@1 gave Fire and took Apartment.');
    expect(text(0)).not.toContain('@1 gave Fire and took Apartment.');
    expect(text(null).join(' ')).not.toMatch(/Fire|Apartment/);
  });

  it('F9: four outward cards end the game at once, without an endTurn', () => {
    const s0 = table({
      hands: [['Heist*', 'Exchange*', 'Demolition*', 'Renovation', 'Lake', 'Cottage'], ['Park'], ['Shop']],
    });
    const { state: s1, log } = run(s0, 0, use('renovation-1', { index: 4 }));
    expect(namesIn(s1, 0)).toEqual(['Heist*', 'Exchange*', 'Demolition*', 'Renovation*', 'Cottage', 'Lake']);
    expect(seen(log, null)).toEqual([
      '@0 uses Renovation: swaps their cards at positions 5 and 6.',
      'Renovation turns outward.',
      '@0 has 4 or more outward cards: the game ends at once.',
      'Final scores: @0 9, @1 1, @2 0.',
    ]);
    expect([s1.step, s1.endReason, s1.turnsTaken]).toEqual(['gameOver', 'fourOutward', [0, 0, 0]]);
    expect(score(s1, 0)).toBe(9);
    expect(outcome(s1)?.winners).toEqual([0]);
    spec.given(s1).when(0, { type: 'endTurn', done: false }).thenFails('E_GAME_OVER');
  });

  it('Heist: takes a card by position into your hand; only the two players learn which', () => {
    const s0 = table({ hands: [['Heist', 'Park'], ['Villa', 'Festival*'], ['Lake']] });
    const { state: s1, log } = run(s0, 0, use('heist-1', { target: 1, index: 1, insertAt: 2 }));
    expect(namesIn(s1, 0)).toEqual(['Heist*', 'Park', 'Festival']);
    expect(namesIn(s1, 1)).toEqual(['Villa']);
    expect(seen(log, 2)).toEqual([
      "@0 uses Heist: takes the card at position 2 of @1's hand and inserts it at position 3.",
      'Heist turns outward.',
    ]);
    expect(seen(log, 1)).toContain('The stolen card is Festival.');
    expect(seen(log, 2)).not.toContain('The stolen card is Festival.');
  });

  it('Festival: every not-done player passes their rightmost card to the next not-done player, who puts it first', () => {
    const s0 = table({ hands: [['Festival', 'Lake'], ['Fire', 'Park'], ['Shop'], []], done: [false, false, true, false] });
    const { state: s1, log } = run(s0, 0, use('festival-1'));
    expect(namesIn(s1, 0)).toEqual(['Festival*']);
    expect(namesIn(s1, 1)).toEqual(['Lake', 'Fire']);
    expect(namesIn(s1, 2)).toEqual(['Shop']);
    expect(namesIn(s1, 3)).toEqual(['Park']);
    expect(seen(log, 3)).toContain('@1 passed Park to @3.');
    expect(seen(log, 0)).not.toContain('@1 passed Park to @3.');
  });

  it('Festival: a Festival that leaves your hand is not rotated, and arrives facing in', () => {
    const s0 = table({ hands: [['Lake', 'Festival'], ['Heist*', 'Fire']] });
    const s1 = play(s0, 0, use('festival-1'));
    expect(namesIn(s1, 0)).toEqual(['Fire', 'Lake']);
    expect(namesIn(s1, 1)).toEqual(['Festival', 'Heist*']);
    expect(s1.step).toBe('endTurn');
  });

  it('given a card that faces in again after changing hands, then it can be used again', () => {
    const s0 = table({ hands: [['Park'], ['Renovation*', 'Lake', 'Shop']], active: 1 });
    let s = play(s0, 1, { type: 'gift', card: 'renovation-1', to: 0, position: 1 });
    s = play(s, 1, { type: 'endTurn', done: false });
    expect(namesIn(s, 0)).toEqual(['Park', 'Renovation']);
    s = play(s, 0, use('renovation-1', { index: 0 }));
    expect(namesIn(s, 0)).toEqual(['Renovation*', 'Park']);
  });
});

describe('ability errors, in order (spec §4, §6.3)', () => {
  it.each([
    [{}, 'E_BAD_PAYLOAD'],
    [{ card: 'heist-2' }, 'E_CARD_NOT_IN_HAND'],
    [{ card: 'heist-2', target: 'x' }, 'E_CARD_NOT_IN_HAND'],
    [{ card: 'park-1', remove: 7 }, 'E_NOT_EVENT'],
    [{ card: 'park-1' }, 'E_NOT_EVENT'],
    [{ card: 'festival-1' }, 'E_ALREADY_USED'],
    [{ card: 'festival-1', target: 'x' }, 'E_ALREADY_USED'],
    [{ card: 'heist-1', target: 'x', index: 0, insertAt: 0 }, 'E_BAD_PAYLOAD'],
    [{ card: 'heist-1', target: 1, index: 0 }, 'E_BAD_PAYLOAD'],
    [{ card: 'heist-1', target: 0, index: 0, insertAt: 0 }, 'E_BAD_TARGET'],
    [{ card: 'heist-1', target: 7, index: 0, insertAt: 0 }, 'E_BAD_TARGET'],
    [{ card: 'heist-1', target: 3, index: 0, insertAt: 0 }, 'E_TARGET_DONE'],
    [{ card: 'heist-1', target: 2, index: 9, insertAt: 0 }, 'E_TARGET_EMPTY'],
    [{ card: 'heist-1', target: 1, index: 2, insertAt: 0 }, 'E_BAD_POSITION'],
    [{ card: 'heist-1', target: 1, index: 1, insertAt: 8 }, 'E_BAD_POSITION'],
    [{ card: 'renovation-1', index: 6 }, 'E_BAD_POSITION'],
    [{ card: 'renovation-1', index: -1 }, 'E_BAD_POSITION'],
    [{ card: 'demolition-1' }, 'E_BAD_PAYLOAD'],
    [{ card: 'demolition-1', remove: 'fire-1' }, 'E_CARD_NOT_IN_HAND'],
    [{ card: 'demolition-1', remove: 'demolition-1' }, 'E_SELF_TARGET'],
    [{ card: 'exchange-1', give: 'fire-1', target: 0, index: 0 }, 'E_CARD_NOT_IN_HAND'],
    [{ card: 'exchange-1', give: 'exchange-1', target: 0, index: 0 }, 'E_SELF_TARGET'],
    [{ card: 'exchange-1', give: 'park-1', target: 0, index: 0 }, 'E_BAD_TARGET'],
    [{ card: 'exchange-1', give: 'park-1', target: 3, index: 0 }, 'E_TARGET_DONE'],
    [{ card: 'exchange-1', give: 'park-1', target: 2, index: 0 }, 'E_TARGET_EMPTY'],
    [{ card: 'exchange-1', give: 'park-1', target: 1, index: 2 }, 'E_BAD_POSITION'],
    [{ card: 'salvage-1', take: 'lake-1', insertAt: 0 }, 'E_NOT_IN_RUBBLE'],
    [{ card: 'salvage-1', take: 'cottage-1', insertAt: 8 }, 'E_BAD_POSITION'],
    [{ card: 'salvage-1', take: 7, insertAt: 0 }, 'E_BAD_PAYLOAD'],
  ])('useAbility %j → %s', (fields, code) => {
    spec.given(everyEventTable()).when(0, { type: 'useAbility', ...fields }).thenFails(code);
  });

  it('ignores args an ability does not use, and leaves them out of the stored action', () => {
    const input = { type: 'useAbility', card: 'renovation-1', index: 0, target: 'whatever', take: 'lake-1' };
    const result = decide<ArquetectState>(arquetect, everyEventTable(), 0, input);
    if (!result.ok) throw new Error(result.error.code);
    expect(namesIn(result.value.state, 0).slice(0, 2)).toEqual(['Renovation*', 'Heist']);
    expect(result.value.action).toEqual({ type: 'useAbility', player: 0, card: 'renovation-1', index: 0 });
  });

  it('given a one-card hand, then Renovation has no valid index', () => {
    const s = table({ hands: [['Renovation'], ['Lake']] });
    spec.given(s).when(0, use('renovation-1', { index: 0 })).thenFails('E_BAD_POSITION');
  });
});
