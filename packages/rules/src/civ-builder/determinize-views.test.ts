/**
 * `determinize` and the views it is given (core/engine.ts: a bot passes its seat's view). A view no game could show
 * is refused with what is wrong in it, never dealt into a state that breaks the rules later; a view is read for its
 * content, not the order of its keys; a spectator's view serves any seat; the drawn state carries an RNG of its own.
 * Every view here is a real one, changed in one place by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { randomPlayout } from '../core/playout.ts';
import { Rng } from '../core/rng.ts';
import { CARD_COUNT, cardOf } from './cards.ts';
import { playedTo } from './fixtures.ts';
import { civBuilder } from './index.ts';
import { checkState } from './invariants.ts';
import type { CivState } from './state.ts';
import type { CivView, PlayerView } from './view.ts';

const determinize = civBuilder.determinize as (view: CivView, seat: Seat, rng: Rng) => CivState;

/** A 3-seat game 90 actions in, and seat 0's view of it (seat 1 is an opponent with a hidden hand and deck). */
const real = playedTo(3, 'det:views', 90);
const view = civBuilder.view(real, 0) as CivView;
const changed = (edit: (v: CivView) => void): CivView => {
  const v = structuredClone(view);
  edit(v);
  return v;
};
const seatOf = (v: CivView, seat: Seat) => v.players[seat] as PlayerView;
const refusal = (v: CivView, seat: Seat = 0) => () => determinize(v, seat, Rng.fromSeed('refused'));

describe('determinize refuses a view no game could show, saying what is wrong', () => {
  it('the view is a real one, and is drawn from', () => {
    expect(checkState(determinize(view, 0, Rng.fromSeed('ok')))).toBeUndefined();
  });

  it('another seat\'s view', () => {
    expect(() => determinize(civBuilder.view(real, 1) as CivView, 0, Rng.fromSeed('x'))).toThrow(
      'determinize: the view is inconsistent (the view of seat 1, not 0)',
    );
  });

  it('a card shown in two places, or an id that is no card', () => {
    const rowCard = view.rows.civilian[0] as number;
    expect(refusal(changed((v) => v.rowTrash.push(rowCard)))).toThrow(`(card ${rowCard} shown twice, or no card at all)`);
    for (const id of [-1, CARD_COUNT, 2.5]) {
      expect(refusal(changed((v) => v.rowTrash.push(id)))).toThrow(`(card ${id} shown twice, or no card at all)`);
    }
  });

  it('a card type that does not exist', () => {
    expect(refusal(changed((v) => (seatOf(v, 1).known!.unseen = { ...seatOf(v, 1).known!.unseen, dragon: 1 } as never)))).toThrow(
      '(unknown card type dragon)',
    );
  });

  it('a known card with no unseen copy left: every Market is in sight', () => {
    expect(refusal(changed((v) => seatOf(v, 1).known!.deckTop.push('market')))).toThrow('(no unseen Market left)');
  });

  it('an opponent without what everyone knows of its cards, in a game running or over', () => {
    expect(refusal(changed((v) => delete seatOf(v, 1).known))).toThrow('(no known cards for seat 1)');
    const over = civBuilder.view(randomPlayout<CivState>(civBuilder, { seats: 2, seed: 'det:views:over' }).state, 0) as CivView;
    expect(over.over).toBe(true);
    delete seatOf(over, 1).known;
    expect(() => determinize(over, 0, Rng.fromSeed('over'))).toThrow('(no known cards for seat 1)');
  });

  it('its own hand: a known card not in it, or a card not among its own', () => {
    const hand = seatOf(view, 0).hand ?? [];
    const absent = ['trader', 'builder', 'worker'].find((type) => !hand.some((id) => cardOf(id).type === type));
    if (!absent) throw new Error('the hand holds every basic civilian');
    expect(refusal(changed((v) => seatOf(v, 0).known!.hand.push(absent as never)))).toThrow("(seat 0's known hand cards are not in its hand)");
    const held = cardOf(hand[0] as number).type;
    expect(refusal(changed((v) => delete seatOf(v, 0).known!.unseen[held]))).toThrow("(seat 0's hand is not among its cards)");
  });

  it('hand and deck counts that do not add up', () => {
    expect(refusal(changed((v) => (seatOf(v, 1).handCount = 99)))).toThrow("(seat 1's hand count)");
    expect(refusal(changed((v) => (seatOf(v, 1).handCount = -1)))).toThrow("(seat 1's hand count)");
    expect(refusal(changed((v) => (seatOf(v, 1).deckCount += 1)))).toThrow("(seat 1's hand or deck count)");
    expect(refusal(changed((v) => (seatOf(v, 0).deckCount += 1)))).toThrow("(seat 0's hand or deck count)");
    expect(refusal(changed((v) => (seatOf(v, 0).handCount -= 1)))).toThrow("(seat 0's hand or deck count)");
  });

  it('central deck counts that do not match the cards unseen', () => {
    expect(refusal(changed((v) => (v.deckCounts.civilian += 1)))).toThrow('(the civilian deck count)');
    expect(refusal(changed((v) => (v.deckCounts.building += 1)))).toThrow('(the building deck count)');
    // every unseen civilian and building is in its deck (none is trimmed), so one too few is wrong as well
    expect(refusal(changed((v) => (v.deckCounts.civilian -= 1)))).toThrow('(the civilian deck count)');
    expect(refusal(changed((v) => (v.deckCounts.building -= 1)))).toThrow('(the building deck count)');
    expect(refusal(changed((v) => (v.deckCounts.hero += 50)))).toThrow('(the hero deck count)');
    expect(refusal(changed((v) => (v.deckCounts.landmark += 50)))).toThrow('(the landmark deck count)');
  });

  it('cards no place takes: a hero too few in the deck count, or a Market nowhere in sight', () => {
    expect(refusal(changed((v) => (v.deckCounts.hero -= 1)))).toThrow('(cards unaccounted for)');
    expect(refusal(changed((v) => (v.removedCount += 1)))).toThrow('(cards unaccounted for)');
    expect(refusal(changed((v) => (seatOf(v, 2).constructs = seatOf(v, 2).constructs.filter((c) => cardOf(c.id).type !== 'market'))))).toThrow(
      '(cards unaccounted for)',
    );
  });
});

describe('determinize reads what a view says, not how it is written', () => {
  it('the unseen counts in any key order give the same drawn state', () => {
    const reversed = changed((v) => {
      for (const pv of v.players) if (pv.known) pv.known.unseen = Object.fromEntries(Object.entries(pv.known.unseen).reverse());
    });
    expect(Object.keys(seatOf(reversed, 1).known!.unseen)).not.toEqual(Object.keys(seatOf(view, 1).known!.unseen));
    expect(determinize(reversed, 0, Rng.fromSeed('order'))).toEqual(determinize(view, 0, Rng.fromSeed('order')));
  });

  it('a spectator\'s view serves any seat, hiding every hand', () => {
    const watched = civBuilder.view(real, null) as CivView;
    for (const seat of [0, 1, 2]) {
      const drawn = determinize(watched, seat, Rng.fromSeed(`watch:${seat}`));
      checkState(drawn);
      expect(civBuilder.view(drawn, null)).toEqual(watched);
    }
  });

  it('the drawn state has an RNG of its own: four words, drawn from the seed', () => {
    const a = determinize(view, 0, Rng.fromSeed('rng:a'));
    const b = determinize(view, 0, Rng.fromSeed('rng:b'));
    expect(a.rng).toHaveLength(4);
    expect(a.rng.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    expect(a.rng).not.toEqual(b.rng);
    expect(a.rng).not.toEqual(real.rng);
  });
});
