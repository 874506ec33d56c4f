/** Spec §6 (what each viewer sees) and the decision basis of a team turn (no false conflicts). */
import { describe, expect, it } from 'vitest';
import { stillValid } from '../core/conflicts.ts';
import { cardOf } from './cards.ts';
import { act, dealer, p, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import { cardIdsIn, hiddenIds } from './secrets.ts';
import { botPlayout } from './playouts.ts';
import { type CivState, ROWS } from './state.ts';
import { aloud } from '../core/narrator.ts';
import { decide } from '../core/actions.ts';
import { randomPlayout } from '../core/playout.ts';

describe('views (spec §6)', () => {
  it('shows every player’s phase, pools, steal sources and the known cards of a hand, in the card table’s order', () => {
    const d = dealer();
    const [thief, smuggler, scribe, worker, caravan] = d.many('thief', 'smuggler', 'scribe', 'worker', 'caravan');
    const s = table({
      players: [
        { hand: [scribe, worker, caravan], play: [thief, smuggler], pools: { money: 2, warfare: 1 }, stealSources: [{ id: thief, value: 3, used: true }, { id: smuggler, value: 2, used: false }] },
        {},
      ],
    });
    // the hand's known cards as types in table order (Worker, Caravan, Scribe), never in id or arrival order
    (s.players[0] as { known?: unknown }).known = { top: 0, hand: [scribe, caravan, worker] };
    const me = civBuilder.view(s, 1).players[0];
    expect(me?.phase).toBe('play');
    expect(civBuilder.view(s, 1).players[1]?.phase).toBeNull();
    expect(me?.pools).toEqual({ money: 2, warfare: 1, trash: 0, ret: 0, raid: 0 });
    expect(me?.stealSources).toEqual([{ id: thief, value: 3, used: true }, { id: smuggler, value: 2, used: false }]);
    expect(me?.known?.hand).toEqual(['worker', 'caravan', 'scribe']);
  });

  it('works out what every seat knows of a player, and its landmarks, once: every view shares them, frozen, until a move changes the player', () => {
    const { state } = randomPlayout<CivState>(civBuilder, { seats: 3, seed: 'known-shared', maxActions: 40 });
    const known = (st: CivState, viewer: number | null, seat: number) => civBuilder.view(st, viewer).players[seat]?.known;
    for (const seat of [0, 1, 2]) {
      const shared = known(state, null, seat);
      expect([known(state, 0, seat), known(state, 1, seat), known(state, 2, seat)].every((k) => k === shared)).toBe(true);
      expect(Object.isFrozen(shared) && Object.isFrozen(shared?.deckTop) && Object.isFrozen(shared?.hand) && Object.isFrozen(shared?.unseen)).toBe(true);
      const landmarks = [null, 0, 1, 2].map((viewer) => civBuilder.view(state, viewer).players[seat]?.landmarks);
      expect(landmarks.every((l) => l === landmarks[0]) && Object.isFrozen(landmarks[0])).toBe(true);
    }
    // a move copies the players it changes: theirs is worked out anew (as a copy of the state would have it), the
    // others' stays the one shared
    const seat = civBuilder.awaiting(state)[0] as number;
    const moved = decide<CivState>(civBuilder, state, seat, civBuilder.legalActions(state, seat).at(-1));
    if (!moved.ok) throw new Error(moved.error.message);
    const next = moved.value.state;
    let changed = 0;
    for (const s of [0, 1, 2]) {
      const same = next.players[s] === state.players[s];
      if (!same) changed++;
      expect(known(next, null, s) === known(state, null, s)).toBe(same);
      expect(known(next, null, s)).toEqual(known(structuredClone(next), null, s));
      expect(civBuilder.view(next, null).players[s]).toEqual(civBuilder.view(structuredClone(next), null).players[s]);
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('shows the viewer its own hand only; others, decks and removed are counts; never the RNG', () => {
    const s = civBuilder.setup(3, { teams: false }, 'views', aloud).state;
    for (const viewer of [null, 0, 1, 2]) {
      const v = civBuilder.view(s, viewer);
      v.players.forEach((pv, seat) => {
        expect(pv.hand).toEqual(seat === viewer ? p(s, seat).hand : null);
        expect([pv.handCount, pv.deckCount]).toEqual([5, 5]);
      });
      expect(v.removedCount).toBe(s.removed.length);
      expect(JSON.stringify(v)).not.toMatch(/rng|"deck":\[|removed"/);
      expect(v.players.map((pv) => pv.deck)).toEqual([null, null, null]);
      const leaked = [...cardIdsIn(v)].filter((id) => hiddenIds(s, viewer).has(id));
      expect(leaked).toEqual([]);
    }
  });

  it('reveals every hand and deck once the game is over, but not the central decks or removed', () => {
    const s0 = civBuilder.setup(2, { teams: false }, 'over', aloud).state;
    const over: CivState = { ...s0, over: true, active: [], phase: [null, null] };
    const v = civBuilder.view(over, null);
    expect(v.players.map((pv) => pv.hand)).toEqual(over.players.map((x) => x.hand));
    expect(v.players.map((pv) => pv.deck)).toEqual(over.players.map((x) => x.deck));
    const central = new Set([...over.removed, ...ROWS.flatMap((row) => over.decks[row])]);
    expect([...cardIdsIn(v)].filter((id) => central.has(id))).toEqual([]);
  });

  it('shows every player\'s deck, top first, to every seat and a spectator of a finished game, so its score can be checked', () => {
    const end = botPlayout(3, false, 'decks-shown').state;
    expect(end.over).toBe(true);
    for (const viewer of [null, 0, 1, 2]) {
      const v = civBuilder.view(end, viewer);
      expect(v.players.map((pv) => pv.deck)).toEqual(end.players.map((x) => x.deck));
      expect(v.players.every((pv) => pv.deckCount > 0)).toBe(true);
      // the last tie-break, the printed cost of every card owned (all but the trash pile), summed from the view alone
      v.players.forEach((pv) => {
        const owned = [...(pv.hand ?? []), ...(pv.deck ?? []), ...pv.discard, ...pv.play, ...pv.constructs.flatMap((c) => [c.id, ...c.assigned, ...c.stored])];
        const cost = owned.reduce((sum, id) => sum + cardOf(id).cost, 0);
        expect(v.outcome?.seats.find((r) => r.seat === pv.seat)?.key[2]).toBe(cost);
      });
    }
  });

  it('teammates see each other\'s hands as counts', () => {
    const s = civBuilder.setup(4, { teams: true }, 'mates', aloud).state;
    const v = civBuilder.view(s, 0);
    expect(v.players[2]?.hand).toBeNull();
    expect(v.players.map((pv) => pv.team)).toEqual([0, 1, 0, 1]);
    expect(v.teamVp).toEqual([0, 0]);
  });
});

describe('decision basis in a team turn (no false conflicts)', () => {
  /** A team-turn state where the active teammates can act, with some money to buy. */
  function teamTurn(): { s: CivState; a: number; mate: number } {
    const s = civBuilder.setup(4, { teams: true }, 'basis', aloud).state;
    const [a, mate] = s.active as [number, number];
    return { s, a, mate };
  }

  it('a teammate playing a card or ending its turn leaves the other\'s basis unchanged', () => {
    const { s, a, mate } = teamTurn();
    const played = act(s, a, { type: 'play', card: p(s, a).hand[0] });
    expect(stillValid(civBuilder, s, played, mate)).toBe(true);
    expect(stillValid(civBuilder, s, played, a)).toBe(false);
    const ended = act(played, a, { type: 'endTurn' });
    expect(stillValid(civBuilder, s, ended, mate)).toBe(true);
    // the stale submit is then applied to the current state
    const next = civBuilder.apply(ended, mate, { type: 'play', player: mate, card: p(s, mate).hand[0] as number }, aloud);
    expect(next.ok).toBe(true);
  });

  it('a teammate buying from a row the other was looking at is a conflict', () => {
    const { s, a, mate } = teamTurn();
    let rich = s;
    for (const card of p(s, a).hand) rich = act(rich, a, { type: 'play', card });
    const slot = rich.rows.civilian.findIndex((id) => civBuilder.legalActions(rich, a).some((x) => x.type === 'buy' && x.row === 'civilian' && rich.rows.civilian[x.slot as number] === id));
    expect(slot).toBeGreaterThanOrEqual(0);
    const bought = act(rich, a, { type: 'buy', row: 'civilian', slot });
    expect(stillValid(civBuilder, rich, bought, mate)).toBe(false);
  });

  it('the next team\'s turn changes everyone\'s basis', () => {
    const { s, a, mate } = teamTurn();
    const done = act(act(s, a, { type: 'endTurn' }), mate, { type: 'endTurn' });
    for (const seat of [0, 1, 2, 3]) expect(stillValid(civBuilder, s, done, seat)).toBe(false);
  });
});
