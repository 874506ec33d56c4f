/** Spec §3 and §8: the deal in the RNG's order, the secret setup choice, the reveal, views and stale submits. */
import { describe, expect, it } from 'vitest';
import { stillValid } from '../core/conflicts.ts';
import { Rng } from '../core/rng.ts';
import { TOWN_BUILDING_IDS } from './buildings.ts';
import { CHARACTERS, CHARACTER_IDS, type CharacterId } from './characters.ts';
import { play } from './fixtures.ts';
import { GOODS } from './goods.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';
import { aloud } from '../core/narrator.ts';

const opening = (seats: number, seed = 'setup-test') => saltmarket.setup(seats, {}, seed, aloud).state;

/** A setup choice for a seat: its first dealt character, all goods as fish. */
function choose(state: SaltState, seat: number, pick = 0): SaltState {
  const character = state.players[seat]?.dealt[pick];
  return play(state, seat, { type: 'setup', character, goods: { fish: character === 'quartermaster' ? 6 : 3 } });
}

describe('the deal (spec §3)', () => {
  it('draws seats, characters, market and buildings in that order, each a Fisher–Yates shuffle of the listed order', () => {
    for (const seats of [1, 2, 3, 4]) {
      const rng = Rng.fromSeed('deal');
      const order = rng.shuffle(Array.from({ length: seats }, (_, s) => s));
      const pool = rng.shuffle(CHARACTERS.filter((c) => seats > 1 || (c.id !== 'mason' && c.id !== 'landlord')).map((c) => c.id));
      const market = rng.shuffle(GOODS);
      const deck = rng.shuffle(TOWN_BUILDING_IDS);
      const d = [5, 5, 6, 7][seats - 1] ?? 0;
      const s = opening(seats, 'deal');
      expect(s.order).toEqual(order);
      order.forEach((seat, k) => expect(s.players[seat]?.dealt).toEqual(pool.slice(2 * k, 2 * k + 2)));
      expect(s.market).toEqual(market);
      expect(s.display).toEqual(deck.slice(0, d));
      expect(s.deck).toEqual(deck.slice(d));
      expect(s.rng).toEqual(rng.state);
      expect([s.phase, s.turn, s.endTrigger]).toEqual(['setup', 0, null]);
    }
  });

  it('leaves the Mason and the Landlord out of solo', () => {
    for (let k = 0; k < 30; k++) {
      const dealt = opening(1, `solo-${k}`).players[0]?.dealt ?? [];
      expect(dealt.filter((c) => c === 'mason' || c === 'landlord')).toEqual([]);
    }
  });
});

describe('the secret setup choice (spec §3.5, §8)', () => {
  it('is changeable until the last seat submits, shown to others only as ready, then revealed at once', () => {
    let s = opening(3);
    s = choose(s, 1);
    s = choose(s, 1, 1);
    const mine = s.players[1]?.dealt[1];
    for (const viewer of [null, 0, 2]) {
      const view = saltmarket.view(s, viewer);
      const text = JSON.stringify(view);
      for (const c of s.players[1]?.dealt ?? []) expect(text).not.toMatch(new RegExp(`"${c}"`));
      expect(view.players[1]).toMatchObject({ ready: true, character: null, goods: { fish: 0 } });
    }
    expect(saltmarket.view(s, 1).myChoice?.character).toBe(mine);
    expect(saltmarket.awaiting(s)).toEqual([0, 2]);
    expect(saltmarket.phase?.(s)).toBe('setup');
    s = choose(s, 0);
    s = choose(s, 2);
    expect([s.phase, s.active, s.step]).toEqual(['play', s.order[0], 'move']);
    // the phase of play the table's pace reads: its last chooser's wait ends with setup, even if they play first
    expect(saltmarket.phase?.(s)).toBe('play');
    expect(s.players[1]).toMatchObject({ character: mine, buildings: [`S-${mine}`], pawn: null, choice: null });
    expect(saltmarket.view(s, 0).players[1]?.character).toBe(mine);
  });

  it('never names an unchosen character to others, in views or in the log, even after the game', () => {
    let s = opening(2, 'unchosen');
    const log: string[] = [];
    for (const seat of [0, 1]) {
      const character = s.players[seat]?.dealt[0] as CharacterId;
      const result = saltmarket.apply(s, seat, { type: 'setup', player: seat, character, goods: { fish: character === 'quartermaster' ? 6 : 3 } }, aloud);
      if (!result.ok) throw new Error(result.error.message);
      s = result.value.state;
      log.push(...result.value.log.map((l) => l.text));
    }
    const unchosen = s.players.map((p) => p.dealt[1] ?? '');
    const names = CHARACTERS.filter((c) => unchosen.includes(c.id)).map((c) => c.name);
    for (const text of log) for (const name of names) expect(text).not.toContain(name);
    expect(JSON.stringify(saltmarket.view(s, 0))).not.toContain(`"${unchosen[1]}"`);
    expect(JSON.stringify(saltmarket.view(s, null))).not.toContain(`"${unchosen[0]}"`);
  });

  it('lets a stale submit through while only other seats chose, and not once play began (decision basis)', () => {
    const start = opening(3, 'basis');
    const then = start;
    let now = choose(start, 0);
    now = choose(now, 2);
    expect(stillValid(saltmarket, then, now, 1)).toBe(true);
    expect(stillValid(saltmarket, then, choose(now, 1), 0)).toBe(false);
    expect(stillValid(saltmarket, then, choose(then, 1), 1)).toBe(false);
  });

  it('asks the Quartermaster for 6 goods, everyone else for 3, in every mix', () => {
    const s = opening(4, 'mixes');
    for (const [seat, p] of s.players.entries()) {
      const listed = saltmarket.legalActions(s, seat);
      const sizes = p.dealt.map((c) => (c === 'quartermaster' ? 84 : 20));
      expect(listed).toHaveLength(sizes.reduce((a, b) => a + b, 0));
    }
    expect(CHARACTER_IDS).toHaveLength(12);
  });
});

describe('views (spec §8)', () => {
  it('show the deck as a count and never the RNG', () => {
    const s = opening(2);
    const view = saltmarket.view(s, 0);
    expect(view.deckCount).toBe(23);
    expect(JSON.stringify(view)).not.toMatch(/"rng"|"deck"/);
    for (const id of s.deck) expect(JSON.stringify(view)).not.toContain(`"${id}"`);
  });
});
