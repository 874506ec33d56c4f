import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { typeOf } from './deck.ts';
import { determinize } from './determinize.ts';
import { play, table } from './fixtures.ts';
import type { ArquetectState } from './state.ts';
import { view } from './view.ts';

/**
 * Spec §5: other players see offered cards by name only ("as spoken aloud"), and outward cards by name on their slot.
 * A seat that hears "Ana offers a Renovation" cannot tell *which* of Ana's cards it is: the outward Renovation it sees,
 * or a Renovation hidden among her facing-in cards. A state drawn for that seat must make every state consistent with
 * what it sees equally likely, so the offered card's place follows the number of such states, counted here by hand.
 * Each test draws 400 states and compares the share of each outcome with the hand-worked one.
 */

const DRAWS = 400;

/** Over `DRAWS` draws for `seat`, how often each outcome of `classify` comes up (shares of 1). */
function shares(state: ArquetectState, seat: Seat, classify: (drawn: ArquetectState) => string): Map<string, number> {
  const seen = view(state, seat);
  const counts = new Map<string, number>();
  for (let r = 0; r < DRAWS; r++) {
    const drawn = determinize(seen, seat, Rng.fromSeed(`trade-cards:${r}`));
    const key = classify(drawn);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map([...counts].map(([k, n]) => [k, n / DRAWS]));
}

/** Where the drawn offer's cards sit in the offerer's drawn hand, e.g. "0,2". */
const offeredAt = (drawn: ArquetectState) => {
  const hand = (drawn.hands[0] ?? []).map((slot) => slot.id);
  return (drawn.offer?.cards ?? []).map((id) => hand.indexOf(id)).join(',');
};

describe('determinize: which of the giver’s cards a named trade card is (spec §5, each consistent state equally likely)', () => {
  it('given one Renovation outward and one hidden somewhere among six hidden cards, then the outward one is offered in 5/7 of the draws', () => {
    // Ana [Renovation*, Lake, Park], Ben [Cottage], Cai [Renovation, Fire, Shop]. Ana offers her Renovation; Ben looks.
    // Ben sees Ana's slot 0 is a Renovation; the other six cards (2 Renovations, Lake, Park, Fire, Shop less the one
    // on slot 0) are on 5 facing-in slots he cannot read. Deals: 2 Renovations for slot 0 × 5! for the rest = 240.
    // In each, the offered Renovation can be the one on slot 0 (240 states); or the other one if it is on Ana's
    // slot 1 (2 × 4! = 48 deals) or slot 2 (48 deals). 336 states: slot 0 in 240/336 = 5/7, slot 1 and 2 in 1/7 each.
    let s = table({ hands: [['Renovation*', 'Lake', 'Park'], ['Cottage'], ['Renovation', 'Fire', 'Shop']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['renovation-1'], to: 1 });
    const got = shares(s, 1, (drawn) => {
      const id = drawn.offer?.cards[0] ?? '';
      expect(typeOf(id)).toBe('renovation');
      return offeredAt(drawn);
    });
    expect([...got.keys()].sort()).toEqual(['0', '1', '2']);
    expect(Math.abs((got.get('0') ?? 0) - 5 / 7)).toBeLessThan(0.07);
    expect(Math.abs((got.get('1') ?? 0) - 1 / 7)).toBeLessThan(0.06);
    expect(Math.abs((got.get('2') ?? 0) - 1 / 7)).toBeLessThan(0.06);
  });

  it('given a Heist and a Renovation offered, both outward and both with a hidden twin, then the three ways they can lie come up 2 : 2 : 1', () => {
    // Ana [Heist*, Renovation*, Heist, Renovation], Ben [Cottage]: two seats, so Ana's facing-in slots 2 and 3 hold
    // the other Heist and the other Renovation, in either order. Deals: which Heist is outward (2) × which Renovation
    // is outward (2) × the order of slots 2–3 (2) = 8. The offer names a Heist then a Renovation, in Ana's hand order:
    //   slots 2–3 = [Heist, Renovation]: (0,1), (0,3), (2,3): 3 states per deal, 4 deals;
    //   slots 2–3 = [Renovation, Heist]: (0,1), (0,2): 2 states per deal, 4 deals.
    // 20 states: both outward (0,1) 8/20; the Heist outward and the Renovation hidden (0,2 or 0,3) 8/20; both
    // hidden (2,3) 4/20.
    let s = table({ hands: [['Heist*', 'Renovation*', 'Heist', 'Renovation'], ['Cottage']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['heist-1', 'renovation-1'], to: 1 });
    const got = shares(s, 1, (drawn) => {
      const at = offeredAt(drawn);
      return at === '0,2' || at === '0,3' ? 'heist outward, renovation hidden' : at;
    });
    expect([...got.keys()].sort()).toEqual(['0,1', '2,3', 'heist outward, renovation hidden']);
    expect(Math.abs((got.get('0,1') ?? 0) - 0.4)).toBeLessThan(0.07);
    expect(Math.abs((got.get('heist outward, renovation hidden') ?? 0) - 0.4)).toBeLessThan(0.07);
    expect(Math.abs((got.get('2,3') ?? 0) - 0.2)).toBeLessThan(0.07);
  });

  it('given the only Heist outward and one hidden Renovation on the giver’s single facing-in slot, then the offered Renovation is either one, half the time each', () => {
    // Ana [Heist*, Renovation*, Renovation], Ben [Cottage]. One Heist in the game: it is slot 0. Slots 1 and 2 hold
    // the two Renovations in either order (2 deals); the offered Renovation, after the Heist, is slot 1 or slot 2:
    // 4 states, 2 with each. (Both on facing-in slots is impossible: Ana has only one.)
    let s = table({ hands: [['Heist*', 'Renovation*', 'Renovation'], ['Cottage']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['heist-1', 'renovation-1'], to: 1 });
    const got = shares(s, 1, offeredAt);
    expect([...got.keys()].sort()).toEqual(['0,1', '0,2']);
    expect(Math.abs((got.get('0,1') ?? 0) - 0.5)).toBeLessThan(0.08);
  });
});
