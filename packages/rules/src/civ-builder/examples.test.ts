/** Spec §8: every worked example as given/when/then. Symbolic ids of the spec are fresh ids of the named types. */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { specFor } from '../core/testing/spec.ts';
import { act, dealer, p, refusal, rngGiving, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import { allZones } from './invariants.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

/** The log's texts when `seat` takes `action` in `state` (which must accept it); `check` looks at the state after. */
function told(state: CivState, seat: number, action: object, check: (after: CivState) => void = () => {}): string[] {
  let texts: string[] = [];
  spec.given(state).when(seat, action).then(({ state: after, log }) => {
    check(after);
    texts = log.map((e) => e.text);
  });
  return texts;
}

describe('E1 — pooled money, two buys', () => {
  it('pays 4 + 3 out of 7 pooled units and cannot spend any unit twice', () => {
    const d = dealer();
    const market = d.one('market');
    const [t, cv, w] = d.many('trader', 'caravan', 'worker');
    const [s1, th, so, mo, la, pr, sp] = d.many('scribe', 'thief', 'soldier', 'monk', 'labourer', 'priest', 'spy');
    let s = table({
      players: [{ hand: [t, cv, w] as number[], constructs: [{ id: market, built: true }], pools: { money: 1 } }, {}],
      rows: { civilian: [s1, th, so, mo, la] as number[] },
      decks: { civilian: [pr, sp] as number[] },
    });
    s = act(s, 0, { type: 'play', card: t });
    expect(p(s, 0).pools.money).toBe(3);
    s = act(s, 0, { type: 'play', card: cv });
    expect(p(s, 0).pools.money).toBe(6);
    s = act(s, 0, { type: 'play', card: w });
    expect(p(s, 0).pools.money).toBe(7);
    s = spec.given(s).when(0, { type: 'buy', row: 'civilian', slot: 2 }).then(({ state, log }) => {
      expect(log.map((e) => e.text)).toEqual(['@0 buys the Soldier for 4.']);
      expect(p(state, 0).pools.money).toBe(3);
      expect(p(state, 0).discard).toEqual([so]);
      expect(state.rows.civilian).toEqual([pr, s1, th, mo, la]);
    });
    s = spec.given(s).when(0, { type: 'buy', row: 'civilian', slot: 2 }).then(({ state }) => {
      expect(p(state, 0).pools.money).toBe(0);
      expect(state.rows.civilian).toEqual([sp, pr, s1, mo, la]);
    });
    spec.given(s).when(0, { type: 'buy', row: 'civilian', slot: 4 }).thenFails('E_NOT_ENOUGH_MONEY', /^Not enough money: need 2, have 0\.$/);
  });
});

describe('E2 — assign, alt vs +, flip', () => {
  it('tucks alt cards from hand only, + cards from play too, and flips the Workshop at 4 ≥ 3', () => {
    const d = dealer();
    const market = d.one('market');
    const hm = d.one('hermitage');
    const [b, w1, w2, me, la, wk] = d.many('builder', 'worker', 'worker', 'merchant', 'labourer', 'workshop');
    const deck = d.many('worker', 'worker', 'worker', 'worker', 'worker');
    let s = table({
      players: [{ hand: [b, w1, w2, me, la, wk] as number[], deck, constructs: [{ id: market, built: true }, { id: hm }], pools: { money: 1 } }, {}],
    });
    s = act(s, 0, { type: 'play', card: wk });
    expect(p(s, 0).constructs.map((c) => [c.id, c.built])).toEqual([[market, true], [hm, false], [wk, false]]);
    s = act(s, 0, { type: 'assign', card: b, construct: hm });
    expect(civBuilder.view(s, 0).players[0]?.constructs[1]?.progress).toBe(3);
    expect(p(s, 0).pools.money).toBe(1);
    s = act(s, 0, { type: 'play', card: me });
    expect(p(s, 0).pools.money).toBe(3);
    s = act(s, 0, { type: 'assign', card: me, construct: wk });
    expect(civBuilder.view(s, 0).players[0]?.constructs[2]?.progress).toBe(1);
    s = act(s, 0, { type: 'play', card: w1 });
    expect(p(s, 0).pools.money).toBe(4);
    spec.given(s).when(0, { type: 'assign', card: w1, construct: wk }).thenFails('E_ALT_BUILD_PLAYED', new RegExp(`^Card ${w1} was played for its effects; its Build is an alternative\\.$`));
    s = act(s, 0, { type: 'assign', card: w2, construct: wk });
    expect(civBuilder.view(s, 0).players[0]?.constructs[2]?.progress).toBe(2);
    s = spec.given(s).when(0, { type: 'assign', card: la, construct: wk }).then(({ state }) => {
      const workshop = p(state, 0).constructs[2];
      expect(workshop).toEqual({ id: wk, built: true, assigned: [], bonus: 0, stored: [] });
      expect(p(state, 0).discard).toEqual([me, w2, la]);
      expect(p(state, 0).pools.money).toBe(5);
    });
    spec.given(s).when(0, { type: 'endTurn' }).then(({ state }) => {
      expect(p(state, 0).constructs[1]).toMatchObject({ id: hm, built: false, assigned: [b] });
      expect(p(state, 0).discard).toEqual([me, w2, la, w1]);
      expect(state.active).toEqual([1]);
    });
  });
});

describe('E4 — combined steal', () => {
  it('steals with several sources, uses each once, loses the excess', () => {
    const d = dealer();
    const [th, bd, td] = d.many('thief', 'bandit', 'thieves-den');
    const [bk, cv, la] = d.many('bank', 'caravan', 'labourer');
    let s = table({
      players: [
        {
          play: [th, bd] as number[],
          constructs: [{ id: td, built: true }],
          stealSources: [{ id: td, value: 3, used: false }, { id: th, value: 3, used: false }, { id: bd, value: 5, used: false }],
        },
        { discard: [bk, cv, la] as number[] },
      ],
    });
    s = spec.given(s).when(0, { type: 'steal', from: 1, card: bk, using: [th, bd] }).then(({ state }) => {
      expect(p(state, 0).discard).toEqual([bk]);
      expect(p(state, 1).discard).toEqual([cv, la]);
      expect(p(state, 0).stealSources.map((x) => x.used)).toEqual([false, true, true]);
    });
    spec.given(s).when(0, { type: 'steal', from: 1, card: cv, using: [td] }).thenFails('E_STEAL_TOO_LOW', /^Steal value 3 is less than the card's cost 5\.$/);
    spec.given(s).when(0, { type: 'steal', from: 1, card: cv, using: [td, th] }).thenFails('E_STEAL_SOURCE_USED', new RegExp(`^Steal source ${th} was already used this turn\\.$`));
    spec.given(s).when(0, { type: 'steal', from: 1, card: la, using: [td] }).then(({ state }) => {
      expect(p(state, 0).discard).toEqual([bk, la]);
      expect(p(state, 0).stealSources.every((x) => x.used)).toBe(true);
    });
  });
});

describe('E5 — store and take', () => {
  it('checks the per-turn limit and the shared trait, stores, and takes back at the next turn start', () => {
    const d = dealer();
    const [market, wh] = d.many('market', 'warehouse');
    const [cv, bn, so, sm, w] = d.many('caravan', 'banker', 'soldier', 'smuggler', 'worker');
    const deck0 = d.many('worker', 'worker', 'worker', 'worker', 'worker', 'scribe');
    const deck1 = d.many('worker', 'worker', 'worker', 'worker', 'worker');
    let s = table({
      players: [
        { hand: [sm, w] as number[], play: [bn, so] as number[], deck: deck0, constructs: [{ id: market, built: true }, { id: wh, built: true, stored: [cv as number] }] },
        { deck: deck1 },
      ],
    });
    spec.given(s).when(0, { type: 'endTurn', store: [{ building: wh, cards: [bn, sm] }] }).thenFails('E_STORE_PER_TURN', /^Warehouse stores at most 1 card\(s\) per turn\.$/);
    spec.given(s).when(0, { type: 'endTurn', store: [{ building: wh, cards: [so] }] }).thenFails('E_STORE_TRAIT', /^Stored cards must share one trait of Warehouse\.$/);
    act(s, 0, { type: 'endTurn', store: [{ building: wh, cards: [sm] }] }); // Com/Con shares Commerce
    s = spec.given(s).when(0, { type: 'endTurn', store: [{ building: wh, cards: [bn] }] }).then(({ state }) => {
      expect(p(state, 0).constructs[1]?.stored).toEqual([cv, bn]);
      expect(p(state, 0).discard).toEqual([sm, w, so]);
      expect(p(state, 0).hand).toHaveLength(5);
    });
    s = act(s, 1, { type: 'endTurn' });
    expect(s.phase[0]).toBe('start');
    spec.given(s).when(0, { type: 'play', card: p(s, 0).hand[0] }).thenFails('E_TAKE_STORED_FIRST', /^Take stored cards first\.$/);
    s = spec.given(s).when(0, { type: 'takeStored', cards: [bn] }).then(({ state }) => {
      expect(p(state, 0).hand).toHaveLength(6);
      expect(p(state, 0).hand.at(-1)).toBe(bn);
      expect(p(state, 0).constructs[1]?.stored).toEqual([cv]);
      expect(p(state, 0).pools.money).toBe(1);
      expect(state.phase[0]).toBe('play');
    });
    spec.given(s).when(0, { type: 'takeStored', cards: [cv] }).thenFails('E_NOT_START_OF_TURN', /^Stored cards can only be taken at the start of your turn\.$/);
  });

  it('tells what was taken from storage, or that nothing was, word for word', () => {
    const d = dealer();
    const [market, wh] = d.many('market', 'warehouse');
    const [cv, bn] = d.many('caravan', 'banker');
    const s = table({
      players: [
        { deck: d.many('worker', 'worker', 'worker', 'worker', 'worker'), constructs: [{ id: market, built: true }, { id: wh, built: true, stored: [cv, bn] as number[] }] },
        { deck: d.many('worker', 'worker', 'worker', 'worker', 'worker') },
      ],
      phase: 'start',
    });
    const texts = (cards: number[]) => told(s, 0, { type: 'takeStored', cards });
    expect(texts([])).toContain('@0 leaves their stored cards where they are.');
    expect(texts([cv, bn])).toContain('@0 takes Caravan and Banker from storage.');
    expect(texts([bn])).toContain('@0 takes Banker from storage.');
  });
});

describe('E7 — research with reshuffle', () => {
  it('draws the deck, shuffles the discard pile (RNG 0 then 1) and draws on; the played card is not shuffled', () => {
    const d = dealer();
    const [sc, d1, x1, x2, x3] = d.many('scholar', 'worker', 'trader', 'builder', 'labourer');
    const s = table({ players: [{ hand: [sc] as number[], deck: [d1] as number[], discard: [x1, x2, x3] as number[] }, {}], rng: rngGiving([3, 2], [0, 1]) });
    spec.given(s).when(0, { type: 'play', card: sc }).then(({ state, log }) => {
      expect(p(state, 0)).toMatchObject({ hand: [d1, x3], deck: [x2, x1], discard: [], play: [sc] });
      // others read a count; the drawer reads the names
      const publicDraws = log.filter((e) => e.visibleTo === undefined && /draws/.test(e.text));
      expect(publicDraws.map((e) => e.text)).toEqual(['@0 draws 2 cards.']);
      expect(log.find((e) => e.visibleTo !== undefined)).toMatchObject({ visibleTo: [0], text: '@0 drew Worker and Labourer.' });
    });
  });
});

describe('E8 — end of turn, row ageing', () => {
  it('discards hand then play, draws 5 with a reshuffle, ages the building row then the civilian row', () => {
    const d = dealer();
    const [a, b, c, dd, e, f, g, h] = d.many('worker', 'trader', 'builder', 'scribe', 'monk', 'militia', 'thief', 'labourer');
    const B = d.many('workshop', 'bazaar', 'bank', 'shrine', 'library', 'temple', 'walls');
    const C = d.many('merchant', 'mason', 'caravan', 'banker', 'engineer');
    const s = table({
      players: [{ hand: [a] as number[], play: [b, c, dd] as number[], deck: [e, f, g] as number[], discard: [h] as number[] }, { deck: d.many('worker', 'worker', 'worker', 'worker', 'worker') }],
      rows: { building: B.slice(0, 5), civilian: C },
      decks: { building: B.slice(5) },
    });
    spec.given(s).when(0, { type: 'endTurn' }).then(({ state, log }) => {
      const texts = log.map((x) => x.text);
      // the building row ages first, then the civilian row
      expect(texts.filter((t) => t.includes(' leaves the '))).toEqual(['The Library leaves the building row.', 'The Engineer leaves the civilian row.']);
      const me = p(state, 0);
      expect(me.hand.slice(0, 3)).toEqual([e, f, g]);
      expect([me.hand.length, me.deck.length, me.discard.length]).toEqual([5, 3, 0]);
      expect([...me.hand.slice(3), ...me.deck].sort()).toEqual([h, a, b, c, dd].sort());
      expect(state.rows.building).toEqual([B[5], ...B.slice(0, 4)]);
      expect(state.decks.building).toEqual([B[6]]);
      expect(state.rows.civilian).toEqual(C.slice(0, 4));
      expect(state.rowTrash).toEqual([B[4], C[4]]);
      expect(state.rows.hero).toEqual([]);
      expect(state.active).toEqual([1]);
      expect(state.phase).toEqual([null, 'play']);
    });
  });
});

describe('E9 — trash and return', () => {
  it('tells where each trashed card came from, word for word: the hand, the discard pile, the play area or a row', () => {
    const d = dealer();
    const [pr, w, bk] = d.many('priest', 'worker', 'bank');
    const C = d.many('merchant', 'mason', 'caravan', 'banker', 'engineer', 'scribe');
    const s = table({
      players: [{ play: [pr] as number[], hand: [w] as number[], discard: [bk] as number[], pools: { trash: 1 } }, {}],
      rows: { civilian: C.slice(0, 5) },
      decks: { civilian: C.slice(5) },
    });
    const trashed = (action: object) =>
      told(s, 0, { type: 'trash', ...action }, (after) => expect(after.players[0]?.pools.trash).toBe(0));
    expect(trashed({ card: w })).toContain('@0 trashes the Worker from their hand.');
    expect(trashed({ card: bk })).toContain('@0 trashes the Bank from their discard pile.');
    expect(trashed({ card: pr })).toContain('@0 trashes the Priest from their play area.');
    expect(trashed({ row: 'civilian', slot: 1 })).toContain('@0 trashes the Mason from the civilian row.');
  });

  it('trashes own and row cards, runs out of trash, returns a card to the deck top', () => {
    const d = dealer();
    const [pr, ar, w, bk] = d.many('priest', 'archivist', 'worker', 'bank');
    const C = d.many('merchant', 'mason', 'caravan', 'banker', 'engineer', 'scribe');
    let s = table({
      players: [{ play: [pr, ar] as number[], hand: [w] as number[], discard: [bk] as number[], pools: { trash: 2, ret: 1 } }, {}],
      rows: { civilian: C.slice(0, 5) },
      decks: { civilian: C.slice(5) },
    });
    s = spec.given(s).when(0, { type: 'trash', card: w }).then(({ state }) => {
      expect(p(state, 0).pools.trash).toBe(1);
      expect(p(state, 0).trash).toEqual([w]);
    });
    s = spec.given(s).when(0, { type: 'trash', row: 'civilian', slot: 4 }).then(({ state }) => {
      expect(state.rowTrash).toEqual([C[4]]);
      expect(state.rows.civilian).toEqual([C[5], ...C.slice(0, 4)]);
      expect(p(state, 0).pools.trash).toBe(0);
    });
    spec.given(s).when(0, { type: 'trash', card: pr }).thenFails('E_NO_TRASH', /^No trash value left\.$/);
    s = spec.given(s).when(0, { type: 'return', cards: [bk] }).then(({ state }) => {
      expect(p(state, 0).deck[0]).toBe(bk);
      expect(p(state, 0).pools.ret).toBe(0);
    });
    const after = act(s, 0, { type: 'endTurn' });
    expect(p(after, 0).hand[0]).toBe(bk);
  });
});

describe('E11 — end trigger, round completion (3 players)', () => {
  function round12(triggerBy: 1 | 2) {
    const d = dealer();
    const lm = (type: Parameters<typeof d.one>[0]) => ({ id: d.one(type), built: true });
    const [b, mason, hermitage, warlord, fortress] = d.many('builder', 'mason', 'hermitage', 'warlord', 'fortress');
    const deck = () => d.many('worker', 'worker', 'worker', 'worker', 'worker');
    const flipper = { hand: [b] as number[], deck: deck(), constructs: [lm('colossus'), lm('forum'), { id: hermitage, assigned: [mason] as number[] }] };
    const s = table({
      players: [
        { deck: deck() },
        triggerBy === 1 ? flipper : { deck: deck(), constructs: [lm('palace'), lm('treasury')] },
        triggerBy === 2 ? flipper : { hand: [warlord] as number[], deck: deck(), constructs: [{ id: fortress, built: true }] },
      ],
      round: 12,
      turn: triggerBy === 1 ? 34 : 35,
      active: [triggerBy],
    });
    return { s, b, hermitage, warlord };
  }

  it('seat 1 flips its 3rd landmark; seat 2 still plays its round-12 turn, and destroying the landmark does not cancel the end', () => {
    const { s, b, hermitage, warlord } = round12(1);
    let x = act(s, 1, { type: 'assign', card: b, construct: hermitage });
    expect(x.endTriggered).toBe(false);
    x = act(x, 1, { type: 'endTurn' });
    expect([x.endTriggered, x.over, x.active]).toEqual([true, false, [2]]);
    expect(p(x, 2).pools.warfare).toBe(3);
    x = act(x, 2, { type: 'play', card: warlord, mode: 'use' });
    x = act(x, 2, { type: 'attack', target: 1, card: hermitage });
    expect(p(x, 1).discard).toContain(hermitage);
    expect(x.endTriggered).toBe(true);
    spec.given(x).when(2, { type: 'endTurn' }).then(({ state }) => {
      expect([state.over, state.turn, state.round]).toEqual([true, 36, 12]);
      expect(civBuilder.awaiting(state)).toEqual([]);
      expect(civBuilder.outcome(state)?.winners).toEqual([1]);
    });
  });

  it('had seat 2 triggered, the game ends right after its own turn', () => {
    const { s, b, hermitage } = round12(2);
    const x = act(act(s, 2, { type: 'assign', card: b, construct: hermitage }), 2, { type: 'endTurn' });
    expect([x.over, x.endTriggered, x.turn]).toEqual([true, true, 36]);
    spec.given(x).when(0, { type: 'endTurn' }).thenFails('E_GAME_OVER', /^The game is over\.$/);
  });
});

describe('E13 — setup conservation (2 players)', () => {
  it('counts every zone as the spec does, 325 in all', () => {
    const s = civBuilder.setup(2, { teams: false }, 'e13', aloud).state;
    expect([s.rows.hero.length, s.decks.hero.length]).toEqual([3, 9]);
    expect([s.rows.landmark.length, s.decks.landmark.length]).toEqual([3, 6]);
    expect([s.rows.civilian.length, s.decks.civilian.length]).toEqual([5, 155]);
    expect([s.rows.building.length, s.decks.building.length]).toEqual([5, 83]);
    expect(s.removed).toHaveLength(32);
    for (const pl of s.players) {
      expect([pl.hand.length, pl.deck.length, pl.constructs.length]).toEqual([5, 5, 2]);
      expect(pl.constructs.map((c) => c.built)).toEqual([true, false]);
    }
    expect(allZones(s)).toHaveLength(325);
    expect(new Set(allZones(s)).size).toBe(325);
  });
});

describe('E14 — team turn', () => {
  it('teammates act at once, cannot target each other, and the team ages the rows once', () => {
    const s0 = civBuilder.setup(4, { teams: true }, 'e14', aloud).state;
    const [a, mate] = s0.active as [number, number];
    expect(mate).toBe(a + 2);
    expect(civBuilder.awaiting(s0)).toEqual([a, mate]);
    spec.given(s0).when(a, { type: 'attack', target: mate, card: p(s0, mate).constructs[0]?.id }).thenFails('E_NOT_OPPONENT', /^Target must be an opponent\.$/);
    let s = spec.given(s0).when(a, { type: 'endTurn' }).then(({ state }) => {
      expect(p(state, a).hand).toHaveLength(5);
      expect(state.phase[a]).toBe('done');
      expect(state.rows).toEqual(s0.rows);
      expect(civBuilder.awaiting(state)).toEqual([mate]);
    });
    spec.given(s).when(a, { type: 'buy', row: 'civilian', slot: 0 }).thenFails('E_NOT_YOUR_TURN', /^It is not your turn\.$/);
    s = act(s, mate, { type: 'play', card: p(s, mate).hand[0] });
    spec.given(s).when(mate, { type: 'endTurn' }).then(({ state }) => {
      expect(state.rowTrash).toEqual([s0.rows.building[4], s0.rows.civilian[4]]);
      expect(state.active).toEqual([1 - a, 3 - a]);
      expect(state.turn).toBe(1);
    });
  });
});
