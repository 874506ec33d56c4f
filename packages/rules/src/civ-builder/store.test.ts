/**
 * Spec §4.4.1, §2.5: a store building's trait rule. "There must be one trait T, among the building's traits, that
 * every card stored on it (old and new) has." On a two-trait store (Harbour Com/Con, Monastery Cul/Com) that is
 * stricter than "each card shares a trait with the building": a Commerce card and a Conflict card may each go on a
 * Harbour alone, never together. Traits below are read off the card tables of §2.3 and §2.5 by hand.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import type { CardTypeId } from './cards.ts';
import { dealer, p, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

/** Seat 0 ends its turn storing one `card` from its hand on its built `store`, which already holds `held`. */
function storing(store: 'harbour' | 'monastery', held: CardTypeId[], card: CardTypeId) {
  const d = dealer();
  const [market, building, newcomer] = d.many('market', store, card);
  const old = held.map((t) => d.one(t));
  const s = table({
    players: [
      { hand: [newcomer], deck: d.many('worker', 'worker', 'worker', 'worker', 'worker'), constructs: [{ id: market, built: true }, { id: building, built: true, stored: old }] },
      { deck: d.many('worker', 'worker', 'worker', 'worker', 'worker') },
    ],
  });
  const when = spec.given(s).when(0, { type: 'endTurn', store: [{ building, cards: [newcomer] }] });
  return {
    accepted: () => when.then(({ state }) => expect(p(state, 0).constructs[1]?.stored).toEqual([...old, newcomer])),
    refused: (name: string) => when.thenFails('E_STORE_TRAIT', new RegExp(`^Stored cards must share one trait of ${name}\\.$`)),
  };
}

describe('Harbour (Store 1/2, Commerce or Conflict)', () => {
  it('takes a card with either of its traits, and refuses a card with neither', () => {
    storing('harbour', [], 'caravan').accepted(); // Caravan {Com}: T = Com
    storing('harbour', [], 'soldier').accepted(); // Soldier {Con}: T = Con, the Harbour's second trait
    storing('harbour', [], 'scribe').refused('Harbour'); // Scribe {Cul}: neither Com nor Con
  });

  it('refuses a Conflict card on a stored Commerce card: each shares a trait with it, but no one trait is on both', () => {
    // Caravan {Com} + Soldier {Con}: Com is missing on Soldier, Con is missing on Caravan, so no T exists
    storing('harbour', ['caravan'], 'soldier').refused('Harbour');
    storing('harbour', ['soldier'], 'caravan').refused('Harbour');
  });

  it('takes a two-trait card beside either: the trait they have in common is the T', () => {
    storing('harbour', ['caravan'], 'smuggler').accepted(); // Caravan {Com} + Smuggler {Com, Con}: T = Com
    storing('harbour', ['smuggler'], 'soldier').accepted(); // Smuggler {Com, Con} + Soldier {Con}: T = Con
    storing('harbour', ['soldier'], 'mercenary').accepted(); // Soldier {Con} + Mercenary {Con, Com}: T = Con
  });

  it('counts only the Harbour\'s own traits: two cards sharing Culture do not pass', () => {
    // Spy {Con, Cul} + Scribe {Cul} share Cul, but Cul is not a Harbour trait; Con is missing on Scribe
    storing('harbour', ['spy'], 'scribe').refused('Harbour');
  });
});

describe('Monastery (Store 1/2, Culture or Commerce)', () => {
  it('takes a card with either of its traits, and refuses a card with neither', () => {
    storing('monastery', [], 'scribe').accepted(); // Scribe {Cul}: T = Cul
    storing('monastery', [], 'caravan').accepted(); // Caravan {Com}: T = Com, the Monastery's second trait
    storing('monastery', [], 'soldier').refused('Monastery'); // Soldier {Con}: neither Cul nor Com
  });

  it('refuses a Commerce card on a stored Culture card, and takes one beside a Culture/Commerce card', () => {
    storing('monastery', ['scribe'], 'caravan').refused('Monastery'); // {Cul} + {Com}: no one trait on both
    storing('monastery', ['scribe'], 'mercenary').refused('Monastery'); // {Cul} + {Con, Com}: none
    storing('monastery', ['teacher'], 'caravan').accepted(); // Teacher {Cul, Com} + Caravan {Com}: T = Com
    storing('monastery', ['teacher'], 'scribe').accepted(); // Teacher {Cul, Com} + Scribe {Cul}: T = Cul
  });
});

describe('what the log says at the end of a turn with cards stored', () => {
  it('names each stored card and its building in construct order, then counts the cards discarded', () => {
    const d = dealer();
    const [warehouse, school, merchant, scribe, worker, trader] = d.many('warehouse', 'school', 'merchant', 'scribe', 'worker', 'trader');
    const s = table({
      players: [
        { hand: [scribe, worker], play: [merchant, trader], deck: d.many('worker', 'worker', 'worker', 'worker', 'worker'), constructs: [{ id: warehouse, built: true }, { id: school, built: true }] },
        { deck: d.many('worker', 'worker', 'worker', 'worker', 'worker') },
      ],
    });
    spec.given(s).when(0, { type: 'endTurn', store: [{ building: school, cards: [scribe] }, { building: warehouse, cards: [merchant] }] }).then(({ state, log }) => {
      expect(log.map((e) => e.text).slice(0, 3)).toEqual([
        '@0 stores Merchant on the Warehouse.',
        '@0 stores Scribe on the School.',
        '@0 ends their turn and discards 2 cards.', // the Worker from hand, then the Trader from play
      ]);
      expect(p(state, 0).discard).toEqual([worker, trader]);
      expect(p(state, 0).constructs.map((c) => c.stored)).toEqual([[merchant], [scribe]]);
    });
  });
});
