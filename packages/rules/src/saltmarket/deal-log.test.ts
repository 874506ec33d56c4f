/**
 * The deal's state and log (spec §3, §4, §8): the play order and the market drawn from the seed (§3.1, §3.3, the
 * Fisher–Yates order of setup.test.ts), the display size D = max(5, N + 3) (§3.4), the solo game's 20 turns to 4
 * purchases (§7.3). Before the setup choice nobody owns a building (the starting building comes with the character,
 * §3.5), and the first seat in play order is the one to move first (§3.1).
 */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { Rng } from '../core/rng.ts';
import { CHARACTERS } from './characters.ts';
import { GOODS } from './goods.ts';
import { saltmarket } from './index.ts';

/** The seed's draws up to the market (spec §3.1–3.3): play order, character pool, market. */
function drawn(seats: number, seed: string) {
  const rng = Rng.fromSeed(seed);
  const order = rng.shuffle(Array.from({ length: seats }, (_, s) => s));
  rng.shuffle(CHARACTERS.filter((c) => seats > 1 || (c.id !== 'mason' && c.id !== 'landlord')).map((c) => c.id));
  const market = rng.shuffle(GOODS);
  return { order, market };
}

describe('the deal told (spec §3)', () => {
  it('3 seats: the play order, then the market top to bottom and the 6 buildings on display, in round 1', () => {
    const seed = 'deal-log-3';
    const { order, market } = drawn(3, seed);
    const [a, b, c] = order;
    const [m0, m1, m2, m3] = market;
    const { log } = saltmarket.setup(3, {}, seed, aloud);
    expect(log).toEqual([
      { round: 1, text: `Play order: @${a}, @${b} and @${c}. Each player is dealt 2 characters and chooses one, with starting goods, in secret.` },
      { round: 1, text: `The market, top to bottom: ${m0}, ${m1}, ${m2}, ${m3}. On display: 6 buildings.` },
    ]);
  });

  it('solo: 20 turns to buy 4 buildings, and 5 buildings on display', () => {
    const seed = 'deal-log-1';
    const [m0, m1, m2, m3] = drawn(1, seed).market;
    expect(saltmarket.setup(1, {}, seed, aloud).log.map((l) => l.text)).toEqual([
      'Solo game: @0 is dealt 2 characters and has 20 turns to buy 4 buildings.',
      `The market, top to bottom: ${m0}, ${m1}, ${m2}, ${m3}. On display: 5 buildings.`,
    ]);
  });

  it('2 seats: "and" between the two seats of the play order; 5 buildings on display', () => {
    const seed = 'deal-log-2';
    const [a, b] = drawn(2, seed).order;
    expect(saltmarket.setup(2, {}, seed, aloud).log[0]?.text).toBe(
      `Play order: @${a} and @${b}. Each player is dealt 2 characters and chooses one, with starting goods, in secret.`,
    );
    expect(saltmarket.setup(2, {}, seed, aloud).log[1]?.text).toMatch(/\. On display: 5 buildings\.$/);
  });
});

describe('the state the deal leaves (spec §3, §4)', () => {
  it('owns no building before the choice, shows the first seat in play order as active, and waits at the move step', () => {
    // seeds whose first seat in play order is not seat 0, so that "active" says something
    for (const seats of [2, 3, 4]) {
      const seed = Array.from({ length: 20 }, (_, k) => `deal-state-${seats}-${k}`).find((s) => drawn(seats, s).order[0] !== 0) ?? '';
      const first = drawn(seats, seed).order[0];
      const state = saltmarket.setup(seats, {}, seed, aloud).state;
      expect(first).not.toBe(0);
      expect(state.active).toBe(first);
      expect(state.step).toBe('move');
      for (const p of state.players) expect(p.buildings).toEqual([]);
      const view = saltmarket.view(state, null);
      expect([view.active, view.step]).toEqual([first, 'move']);
      for (const p of view.players) expect(p.buildings).toEqual([]);
    }
  });
});
