/** Spec §5: every refusal, its code and its exact message, in the spec's order of checks; the state untouched. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { refuse } from './errors.ts';
import { act, dealer, refusal, table } from './fixtures.ts';
import type { CivState } from './state.ts';

const seen = new Set<string>();

/** Expects the refusal of `input` with exactly this code and message. */
function refuses(state: CivState, seat: Seat, input: unknown, code: string, message: string): void {
  const e = refusal(state, seat, input);
  expect(e, JSON.stringify(input)).toEqual({ code, message });
  seen.add(code);
}

function world() {
  const d = dealer();
  const ids = {
    market0: d.one('market'), market1: d.one('market'),
    hermitage: d.one('hermitage'), warehouse: d.one('warehouse'), school: d.one('school'),
    walls1: d.one('walls'), bank1: d.one('bank'),
    worker: d.one('worker'), militiaPlayed: d.one('militia'), merchantPlayed: d.one('merchant'), scribe: d.one('scribe'),
    warlord: d.one('warlord'), masterBuilder: d.one('master-builder'), workshop: d.one('workshop'),
    thief: d.one('thief'), soldier: d.one('soldier'), banker: d.one('banker'),
    stored: d.one('caravan'), theirStored: d.one('priest'), theirDiscard: d.one('philosopher'),
    theirHand: d.many('worker', 'worker', 'worker'), ownDiscard: d.one('labourer'),
    civRow: d.many('labourer', 'merchant', 'mason', 'caravan', 'banker'),
    heroRow: d.many('sage', 'prophet', 'ambassador'),
  };
  const state = table({
    players: [
      {
        hand: [ids.worker, ids.scribe, ids.warlord, ids.masterBuilder, ids.workshop, ids.banker],
        play: [ids.militiaPlayed, ids.merchantPlayed, ids.thief, ids.soldier],
        discard: [ids.ownDiscard],
        constructs: [
          { id: ids.market0, built: true },
          { id: ids.hermitage },
          { id: ids.warehouse, built: true, stored: [ids.stored] },
          { id: ids.school, built: true },
        ],
        pools: { money: 3, warfare: 2, trash: 1, ret: 1, raid: 1 },
        stealSources: [{ id: ids.thief, value: 3, used: true }, { id: ids.warlord, value: 1, used: false }],
      },
      {
        hand: ids.theirHand,
        discard: [ids.theirDiscard],
        constructs: [{ id: ids.market1, built: true }, { id: ids.walls1, built: true }, { id: ids.bank1, built: true, stored: [] }],
      },
    ],
    rows: { civilian: ids.civRow, hero: ids.heroRow },
  });
  return { state, ids };
}

describe('the general checks, in order', () => {
  it('game over, then not your turn (inactive or done), then take stored cards first, then a malformed payload', () => {
    const { state, ids } = world();
    refuses({ ...state, over: true, active: [], phase: [null, null] }, 0, { type: 'endTurn' }, 'E_GAME_OVER', 'The game is over.');
    refuses(state, 1, { type: 'endTurn' }, 'E_NOT_YOUR_TURN', 'It is not your turn.');
    refuses({ ...state, phase: ['done', null] }, 0, { type: 'endTurn' }, 'E_NOT_YOUR_TURN', 'It is not your turn.');
    refuses({ ...state, phase: ['start', null] }, 0, { type: 'play', card: 'x' }, 'E_TAKE_STORED_FIRST', 'Take stored cards first.');
    refuses(state, 0, { type: 'play', card: 'x' }, 'E_UNKNOWN_ACTION', 'Unknown action.');
    refuses(state, 0, { type: 'assign', card: ids.worker }, 'E_UNKNOWN_ACTION', 'Unknown action.');
    refuses(state, 0, { type: 'endTurn', store: 'all' }, 'E_UNKNOWN_ACTION', 'Unknown action.');
    refuses(state, 0, { type: 'return', cards: ['a'] }, 'E_UNKNOWN_ACTION', 'Unknown action.');
    // an unknown type, or none, is an unknown action in the spec's words (issue 49, point 5)
    refuses(state, 0, { type: 'nonsense' }, 'E_UNKNOWN_ACTION', 'Unknown action.');
    refuses(state, 0, { card: 'x' }, 'E_UNKNOWN_ACTION', 'Unknown action.');
    // at the start of a turn every type but takeStored is refused first, an unknown one too
    refuses({ ...state, phase: ['start', null] }, 0, { type: 'nonsense' }, 'E_TAKE_STORED_FIRST', 'Take stored cards first.');
    // the sender is seat 1, whatever the body says: naming the active seat is still not its turn
    refuses(state, 1, { type: 'endTurn', player: 0 }, 'E_NOT_YOUR_TURN', 'It is not your turn.');
  });

  it('refuses each field of the wrong kind as an unknown action, one field at a time', () => {
    const { state, ids } = world();
    const malformed = [
      { type: 'attack', target: 'x', card: ids.walls1 },
      { type: 'attack', target: 1, card: 'x' },
      { type: 'steal', from: 1, card: ids.theirDiscard, using: 'x' },
      { type: 'steal', from: 'x', card: ids.theirDiscard, using: [ids.warlord] },
      { type: 'steal', from: 1, card: 'x', using: [ids.warlord] },
      { type: 'raid', target: 'x' },
      { type: 'raid', target: 1, card: 'x' },
      { type: 'trash', card: 'x' },
    ];
    for (const input of malformed) refuses(state, 0, input, 'E_UNKNOWN_ACTION', 'Unknown action.');
    // endTurn's store: a list of entries, each an object with an integer building and an id list
    const badStores = [{}, [null], [[ids.warehouse]], [ids.warehouse], [{ cards: [] }], [{ building: 'x', cards: [] }],
      [{ building: ids.warehouse, cards: 'x' }], [{ building: ids.warehouse, cards: ['x'] }],
      [{ building: ids.warehouse, cards: [] }, { building: ids.warehouse, cards: [1.5] }]];
    for (const store of badStores) refuses(state, 0, { type: 'endTurn', store }, 'E_UNKNOWN_ACTION', 'Unknown action.');
    // absent lists are empty, so well formed: the rules' own checks come next
    const ended = act(state, 0, { type: 'endTurn' });
    expect(act(state, 0, { type: 'endTurn', store: null })).toEqual(ended);
    expect(act(state, 0, { type: 'endTurn', store: [{ building: ids.bank1 }] })).toEqual(ended);
    expect(act(state, 0, { type: 'endTurn', store: [{ building: ids.bank1, cards: null }] })).toEqual(ended);
    const steal = { type: 'steal', from: 1, card: ids.theirDiscard };
    expect(refusal(state, 0, { ...steal, using: null })).toEqual(refusal(state, 0, { ...steal, using: [] }));
    expect(refusal(state, 0, { ...steal, using: [] })?.code).not.toBe('E_UNKNOWN_ACTION');
    // a row's slot alone is the row form, with no row named
    refuses(state, 0, { type: 'trash', slot: 0 }, 'E_TRASH_ROW', 'Only the civilian and building rows can be trashed from.');
  });
});

describe('takeStored', () => {
  it('only at the start, no repeats, only own stored cards', () => {
    const { state, ids } = world();
    refuses(state, 0, { type: 'takeStored', cards: [] }, 'E_NOT_START_OF_TURN', 'Stored cards can only be taken at the start of your turn.');
    const start = { ...state, phase: ['start', null] as CivState['phase'] };
    refuses(start, 0, { type: 'takeStored', cards: [ids.stored, ids.stored] }, 'E_LISTED_TWICE', `Card ${ids.stored} is listed twice.`);
    refuses(start, 0, { type: 'takeStored', cards: [ids.worker] }, 'E_NOT_STORED', `Card ${ids.worker} is not stored on your buildings.`);
  });
});

describe('play', () => {
  it('the card in hand, a hero\'s mode, no mode for others, Master Builder\'s construct', () => {
    const { state, ids } = world();
    refuses(state, 0, { type: 'play', card: ids.theirHand[0] }, 'E_NOT_IN_HAND', `Card ${ids.theirHand[0]} is not in your hand.`);
    refuses(state, 0, { type: 'play', card: ids.warlord }, 'E_HERO_MODE', "Choose mode 'use' or 'discard' for a hero.");
    refuses(state, 0, { type: 'play', card: ids.warlord, mode: 'keep' }, 'E_HERO_MODE', "Choose mode 'use' or 'discard' for a hero.");
    refuses(state, 0, { type: 'play', card: ids.worker, mode: 'use' }, 'E_MODE_NOT_HERO', 'Only heroes take a mode.');
    refuses(state, 0, { type: 'play', card: ids.masterBuilder, mode: 'use' }, 'E_CHOOSE_UNBUILT', 'Choose one of your unbuilt constructs.');
    refuses(state, 0, { type: 'play', card: ids.masterBuilder, mode: 'use', construct: ids.market0 }, 'E_CHOOSE_UNBUILT', 'Choose one of your unbuilt constructs.');
  });
});

describe('assign', () => {
  it('construct first, then where the card is, its build value, and alt cards already played', () => {
    const { state, ids } = world();
    refuses(state, 0, { type: 'assign', card: ids.worker, construct: ids.market0 }, 'E_NOT_UNBUILT', `Construct ${ids.market0} is not one of your unbuilt constructs.`);
    refuses(state, 0, { type: 'assign', card: ids.worker, construct: ids.market1 }, 'E_NOT_UNBUILT', `Construct ${ids.market1} is not one of your unbuilt constructs.`);
    refuses(state, 0, { type: 'assign', card: ids.ownDiscard, construct: ids.hermitage }, 'E_NOT_IN_HAND_OR_PLAY', `Card ${ids.ownDiscard} is not in your hand or play area.`);
    refuses(state, 0, { type: 'assign', card: ids.scribe, construct: ids.hermitage }, 'E_NO_BUILD_VALUE', `Card ${ids.scribe} has no build value.`);
    refuses(state, 0, { type: 'assign', card: ids.militiaPlayed, construct: ids.hermitage }, 'E_ALT_BUILD_PLAYED', `Card ${ids.militiaPlayed} was played for its effects; its Build is an alternative.`);
  });
});

describe('buy', () => {
  it('the row, the slot, the money', () => {
    const { state } = world();
    refuses(state, 0, { type: 'buy', row: 'market', slot: 0 }, 'E_UNKNOWN_ROW', 'Unknown trade row.');
    refuses(state, 0, { type: 'buy', row: 'building', slot: 0 }, 'E_NO_CARD_IN_SLOT', 'No card in that slot.');
    refuses(state, 0, { type: 'buy', row: 'civilian', slot: 5 }, 'E_NO_CARD_IN_SLOT', 'No card in that slot.');
    refuses(state, 0, { type: 'buy', row: 'civilian', slot: 1.5 }, 'E_NO_CARD_IN_SLOT', 'No card in that slot.');
    refuses(state, 0, { type: 'buy', row: 'civilian', slot: 2 }, 'E_NOT_ENOUGH_MONEY', 'Not enough money: need 4, have 3.');
  });
});

describe('attack', () => {
  it('an opponent, a built construct of theirs, enough warfare against the strength behind Walls', () => {
    const { state, ids } = world();
    refuses(state, 0, { type: 'attack', target: 0, card: ids.market0 }, 'E_NOT_OPPONENT', 'Target must be an opponent.');
    refuses(state, 0, { type: 'attack', target: 7, card: ids.market1 }, 'E_NOT_OPPONENT', 'Target must be an opponent.');
    refuses(state, 0, { type: 'attack', target: 1, card: ids.market0 }, 'E_NOT_BUILT_CONSTRUCT', `Card ${ids.market0} is not a built construct of that player.`);
    // Market* strength 2, +1 for the Walls
    refuses(state, 0, { type: 'attack', target: 1, card: ids.market1 }, 'E_NOT_ENOUGH_WARFARE', 'Not enough warfare: need 3, have 2.');
    // the Walls itself does not count
    refuses(state, 0, { type: 'attack', target: 1, card: ids.walls1 }, 'E_NOT_ENOUGH_WARFARE', 'Not enough warfare: need 6, have 2.');
  });

  it('never a teammate', () => {
    const d = dealer();
    const m2 = d.one('market');
    const s = table({ players: [{ pools: { warfare: 9 } }, {}, { constructs: [{ id: m2, built: true }] }, {}], teams: true, active: [0, 2] });
    refuses(s, 0, { type: 'attack', target: 2, card: m2 }, 'E_NOT_OPPONENT', 'Target must be an opponent.');
  });
});

describe('steal', () => {
  it('an opponent, a card of their discard pile, sources listed once, registered, unused, worth the cost', () => {
    const { state, ids } = world();
    const steal = (using: unknown, card = ids.theirDiscard, from = 1) => ({ type: 'steal', from, card, using });
    refuses(state, 0, steal([ids.warlord], ids.theirDiscard, 0), 'E_NOT_OPPONENT', 'Target must be an opponent.');
    refuses(state, 0, steal([ids.warlord], ids.theirHand[0]), 'E_NOT_IN_THEIR_DISCARD', `Card ${ids.theirHand[0]} is not in that player's discard pile.`);
    refuses(state, 0, steal([]), 'E_NO_STEAL_SOURCE', 'Choose at least one steal source.');
    refuses(state, 0, { type: 'steal', from: 1, card: ids.theirDiscard }, 'E_NO_STEAL_SOURCE', 'Choose at least one steal source.');
    refuses(state, 0, steal([ids.warlord, ids.warlord]), 'E_LISTED_TWICE', `Card ${ids.warlord} is listed twice.`);
    refuses(state, 0, steal([ids.warlord, ids.soldier, ids.thief]), 'E_NOT_STEAL_SOURCE', `Card ${ids.soldier} is not one of your steal sources this turn.`);
    refuses(state, 0, steal([ids.warlord, ids.thief]), 'E_STEAL_SOURCE_USED', `Steal source ${ids.thief} was already used this turn.`);
    refuses(state, 0, steal([ids.warlord]), 'E_STEAL_TOO_LOW', "Steal value 1 is less than the card's cost 7.");
  });
});

describe('trash', () => {
  it('trash left, one form, a card of hand, discard or play zone, or a civilian or building row slot', () => {
    const { state, ids } = world();
    refuses({ ...state, players: [{ ...state.players[0], pools: { ...state.players[0]?.pools, trash: 0 } }, state.players[1]] as CivState['players'] }, 0, { type: 'trash', card: ids.worker }, 'E_NO_TRASH', 'No trash value left.');
    refuses(state, 0, { type: 'trash', card: ids.worker, row: 'civilian', slot: 0 }, 'E_TRASH_FORM', 'Give either a card or a row and slot.');
    refuses(state, 0, { type: 'trash' }, 'E_TRASH_FORM', 'Give either a card or a row and slot.');
    refuses(state, 0, { type: 'trash', card: ids.stored }, 'E_CANNOT_TRASH', `Card ${ids.stored} cannot be trashed.`);
    refuses(state, 0, { type: 'trash', card: ids.market0 }, 'E_CANNOT_TRASH', `Card ${ids.market0} cannot be trashed.`);
    refuses(state, 0, { type: 'trash', row: 'hero', slot: 0 }, 'E_TRASH_ROW', 'Only the civilian and building rows can be trashed from.');
    refuses(state, 0, { type: 'trash', row: 'civilian', slot: 9 }, 'E_NO_CARD_IN_SLOT', 'No card in that slot.');
  });
});

describe('return', () => {
  it('return left, at least one card, at most the pool, listed once, from your discard pile', () => {
    const { state, ids } = world();
    const none = { ...state, players: [{ ...state.players[0], pools: { ...state.players[0]?.pools, ret: 0 } }, state.players[1]] as CivState['players'] };
    refuses(none, 0, { type: 'return', cards: [ids.ownDiscard] }, 'E_NO_RETURN', 'No return value left.');
    refuses(state, 0, { type: 'return', cards: [] }, 'E_CHOOSE_CARD', 'Choose at least one card.');
    refuses(state, 0, { type: 'return', cards: [ids.ownDiscard, ids.worker] }, 'E_RETURN_TOO_MANY', 'Return at most 1 cards.');
    const two = { ...state, players: [{ ...state.players[0], pools: { ...state.players[0]?.pools, ret: 2 } }, state.players[1]] as CivState['players'] };
    refuses(two, 0, { type: 'return', cards: [ids.ownDiscard, ids.ownDiscard] }, 'E_LISTED_TWICE', `Card ${ids.ownDiscard} is listed twice.`);
    refuses(state, 0, { type: 'return', cards: [ids.worker] }, 'E_NOT_IN_DISCARD', `Card ${ids.worker} is not in your discard pile.`);
  });
});

describe('raid', () => {
  it('raid left, an opponent, a card stored on their buildings, or a hand above 3 cards', () => {
    const { state, ids } = world();
    const none = { ...state, players: [{ ...state.players[0], pools: { ...state.players[0]?.pools, raid: 0 } }, state.players[1]] as CivState['players'] };
    refuses(none, 0, { type: 'raid', target: 1 }, 'E_NO_RAID', 'No raid value left.');
    refuses(state, 0, { type: 'raid', target: 0 }, 'E_NOT_OPPONENT', 'Target must be an opponent.');
    refuses(state, 0, { type: 'raid', target: 1, card: ids.stored }, 'E_NOT_STORED_THERE', `Card ${ids.stored} is not stored on that player's buildings.`);
    refuses(state, 0, { type: 'raid', target: 1 }, 'E_RAID_FLOOR', 'A hand cannot be raided below 3 cards.');
    const empty = { ...state, players: [state.players[0], { ...state.players[1], hand: [] }] as CivState['players'] };
    refuses(empty, 0, { type: 'raid', target: 1 }, 'E_EMPTY_HAND', 'That player has no cards in hand.');
  });
});

describe('endTurn with a store map', () => {
  it('a store building of yours, listed once, cards listed once, persons of hand or play, per turn, total, trait', () => {
    const { state, ids } = world();
    const end = (...store: unknown[]) => ({ type: 'endTurn', store });
    refuses(state, 0, end({ building: ids.market0, cards: [ids.worker] }), 'E_CANNOT_STORE', `Building ${ids.market0} cannot store cards.`);
    refuses(state, 0, end({ building: ids.bank1, cards: [ids.worker] }), 'E_CANNOT_STORE', `Building ${ids.bank1} cannot store cards.`);
    refuses(state, 0, end({ building: ids.warehouse, cards: [ids.worker] }, { building: ids.warehouse, cards: [ids.banker] }), 'E_BUILDING_LISTED_TWICE', `Building ${ids.warehouse} is listed twice.`);
    refuses(state, 0, end({ building: ids.warehouse, cards: [ids.worker] }, { building: ids.school, cards: [ids.worker] }), 'E_LISTED_TWICE', `Card ${ids.worker} is listed twice.`);
    refuses(state, 0, end({ building: ids.school, cards: [ids.workshop] }), 'E_NOT_STORABLE', `Card ${ids.workshop} is not a person in your hand or play area.`);
    refuses(state, 0, end({ building: ids.school, cards: [ids.ownDiscard] }), 'E_NOT_STORABLE', `Card ${ids.ownDiscard} is not a person in your hand or play area.`);
    refuses(state, 0, end({ building: ids.school, cards: [ids.scribe, ids.thief] }), 'E_STORE_PER_TURN', 'School stores at most 1 card(s) per turn.');
    const full = { ...state, players: [{ ...state.players[0], constructs: state.players[0]?.constructs.map((c) => (c.id === ids.warehouse ? { ...c, stored: [ids.stored, ids.merchantPlayed] } : c)), play: [ids.militiaPlayed, ids.thief, ids.soldier] }, state.players[1]] as CivState['players'] };
    refuses(full, 0, end({ building: ids.warehouse, cards: [ids.banker] }), 'E_STORE_FULL', 'Warehouse can hold at most 2 cards.');
    refuses(state, 0, end({ building: ids.warehouse, cards: [ids.scribe] }), 'E_STORE_TRAIT', 'Stored cards must share one trait of Warehouse.');
    // entries with no cards are dropped before any check
    expect(() => refusal(state, 0, end({ building: ids.market0, cards: [] }))).toThrow(/expected a refusal/);
  });
});

it('exercises every refusal of errors.ts (runs last)', () => {
  const all = new Set(Object.values(refuse).map((f) => {
    const r = (f as (...a: unknown[]) => { ok: false; error: { code: string } })(0, 0);
    return r.error.code;
  }));
  const missing = [...all].filter((c) => !seen.has(c));
  expect(missing).toEqual([]);
});
