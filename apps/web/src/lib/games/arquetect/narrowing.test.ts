import { type ArquetectState, arquetect } from '@turnpost/rules/arquetect';
import { opening } from '@turnpost/rules/core';
import { describe, expect, it } from 'vitest';
import {
  type Field,
  type Mode,
  type Picks,
  addresseesOf,
  cardSets,
  completeAction,
  counterOf,
  fieldsOf,
  isReached,
  nextField,
  offerOf,
  optionsOf,
  toggled,
  withPick,
} from './narrowing.ts';
import type { ArquetectAction } from './types.ts';

const gift = (card: string, to: number, position: number): ArquetectAction => ({ type: 'gift', player: 0, card, to, position });
const GIFTS: ArquetectAction[] = [gift('fire-1', 1, 0), gift('fire-1', 1, 1), gift('fire-1', 2, 0), gift('park-1', 2, 0), gift('park-1', 2, 1), gift('park-1', 2, 2)];

describe('a gift, one field at a time', () => {
  it('asks card, recipient, then place, each only once the fields before it are picked', () => {
    expect(fieldsOf('gift', {})).toEqual(['card', 'to', 'position']);
    expect(optionsOf(GIFTS, 'gift', {}, 'card')).toEqual(['fire-1', 'park-1']);
    expect(optionsOf(GIFTS, 'gift', {}, 'to')).toEqual([]);
    expect(isReached('gift', {}, 'to')).toBe(false);
    expect(nextField('gift', {})).toBe('card');
  });

  it('narrows each field to the values of the legal actions that agree with the picks', () => {
    const picks: Picks = { card: 'park-1' };
    expect(optionsOf(GIFTS, 'gift', picks, 'to')).toEqual([2]);
    expect(optionsOf(GIFTS, 'gift', { card: 'fire-1', to: 2 }, 'position')).toEqual([0]);
    expect(optionsOf(GIFTS, 'gift', { card: 'park-1', to: 2 }, 'position')).toEqual([0, 1, 2]);
  });

  it('refuses a value no legal action has, and forgets later fields when an earlier one changes', () => {
    expect(withPick(GIFTS, 'gift', { card: 'park-1' }, 'to', 1)).toBeNull();
    const full: Picks = { card: 'fire-1', to: 1, position: 1 };
    expect(completeAction(GIFTS, 'gift', full)).toEqual(gift('fire-1', 1, 1));
    expect(withPick(GIFTS, 'gift', full, 'card', 'park-1')).toEqual({ card: 'park-1' });
    expect(completeAction(GIFTS, 'gift', { card: 'fire-1', to: 1 })).toBeNull();
  });
});

describe('an ability asks its own fields', () => {
  const renovation: ArquetectAction[] = [0, 1, 2].map((index) => ({ type: 'useAbility', player: 0, card: 'renovation-1', index }));
  const demolition: ArquetectAction[] = ['fire-1', 'park-1'].map((remove) => ({ type: 'useAbility', player: 0, card: 'demolition-2', remove }));
  const actions = [...renovation, ...demolition];

  it('once its card is picked: Renovation a swap point, Demolition a card', () => {
    expect(fieldsOf('useAbility', {})).toEqual(['card']);
    expect(fieldsOf('useAbility', { card: 'renovation-1' })).toEqual(['card', 'index']);
    expect(fieldsOf('useAbility', { card: 'heist-1' })).toEqual(['card', 'target', 'index', 'insertAt']);
    expect(optionsOf(actions, 'useAbility', {}, 'card')).toEqual(['renovation-1', 'demolition-2']);
    expect(optionsOf(actions, 'useAbility', { card: 'demolition-2' }, 'remove')).toEqual(['fire-1', 'park-1']);
    expect(optionsOf(actions, 'useAbility', { card: 'demolition-2' }, 'index')).toEqual([]);
    expect(completeAction(actions, 'useAbility', { card: 'renovation-1', index: 2 })).toEqual(renovation[2]);
  });
});

describe('card sets: an offer and a counter-offer', () => {
  const offer = (cards: string[], to: number): ArquetectAction => ({ type: 'offerTrade', player: 0, cards, to });
  const actions: ArquetectAction[] = [offer(['a-1'], 1), offer(['a-1'], 2), offer(['a-1', 'b-1'], 1), offer(['b-1'], 1), { type: 'counterOffer', player: 0, cards: ['c-1'] }];

  it('a card joins the selection only if some legal set holds them all; a second click takes it out', () => {
    const sets = cardSets(actions, 'offerTrade');
    expect(toggled(sets, [], 'a-1')).toEqual(['a-1']);
    expect(toggled(sets, ['a-1'], 'b-1')).toEqual(['a-1', 'b-1']);
    expect(toggled(sets, ['a-1'], 'c-1')).toBeNull();
    expect(toggled(sets, ['a-1', 'b-1'], 'a-1')).toEqual(['b-1']);
    expect(toggled(cardSets(actions, 'counterOffer'), [], 'c-1')).toEqual(['c-1']);
  });

  it('offers a set only to the players its legal offers name', () => {
    expect(addresseesOf(actions, ['a-1'])).toEqual([1, 2]);
    expect(addresseesOf(actions, ['a-1', 'b-1'])).toEqual([1]);
    expect(offerOf(actions, ['a-1', 'b-1'], 2)).toBeNull();
    expect(offerOf(actions, ['a-1', 'b-1'], 1)).toEqual(actions[2]);
    expect(counterOf(actions, ['c-1'])).toEqual(actions[4]);
  });
});

describe('against the real rules', () => {
  /** Seat 0's first turn on the expansion deck: every path of first picks ends in one of its legal actions. */
  it('every mode, walked by always taking the last option, completes to a legal action', () => {
    const setup = { seats: 3, options: { deck: 'starter+expansion' }, seed: 'narrowing' };
    const state = opening<ArquetectState>(arquetect, setup).state;
    const legal = arquetect.legalActions(state, 0);
    const same = (a: ArquetectAction) => (b: ArquetectAction) => JSON.stringify(a) === JSON.stringify(b);
    for (const mode of ['gift', 'useAbility'] as Mode[]) {
      if (!legal.some((a) => a.type === mode)) continue;
      let picks: Picks = {};
      for (let field: Field | null = nextField(mode, picks); field !== null; field = nextField(mode, picks)) {
        const options = optionsOf(legal, mode, picks, field);
        expect(options.length, `${mode}.${field}`).toBeGreaterThan(0);
        picks = withPick(legal, mode, picks, field, options.at(-1) as string | number) ?? picks;
      }
      const action = completeAction(legal, mode, picks);
      expect(action).not.toBeNull();
      expect(legal.some(same(action as ArquetectAction))).toBe(true);
    }
  });
});
