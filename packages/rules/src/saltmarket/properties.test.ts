/**
 * Spec §10 as fast-check properties over random legal playouts (the conformance suite runs the same invariants on
 * its own games): every step keeps the invariants, every toll on offer moves exactly one good from payer to owner
 * (+1 or +2 for a Landlord, capped), and no hidden setup choice reaches another seat's view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../core/playout.ts';
import { saltmarket } from './index.ts';
import { checkStep } from './invariants.ts';
import { maxActions } from './limits.ts';
import { legalMoves } from './move.ts';
import type { SaltState } from './state.ts';
import { payToll, tollOwedTo } from './toll.ts';
import { GOODS } from './goods.ts';
import { hasTopHat } from './symbols.ts';
import { silent } from '../core/narrator.ts';
import { longTest } from '../core/testing/random-runs.ts';

const total = (state: SaltState, seat: number) => GOODS.reduce((n, g) => n + (state.players[seat]?.goods[g] ?? 0), 0);

/** §10.9 at one state: each legal toll costs the payer exactly 1, gives the owner 0..2; none at display or own. */
function checkTolls(state: SaltState): void {
  if (state.phase !== 'play' || state.step !== 'move') return;
  const seat = state.active;
  for (const m of legalMoves(state, seat)) {
    const owner = tollOwedTo(state, seat, m.building);
    if (m.toll === undefined) continue;
    expect(owner).not.toBeNull();
    expect(state.display as string[]).not.toContain(m.building);
    expect(hasTopHat(state.players[seat] ?? ({} as never))).toBe(false);
    const after = payToll(state, seat, owner as number, m.toll, silent).state;
    expect(total(after, seat)).toBe(total(state, seat) - 1);
    const gained = total(after, owner as number) - total(state, owner as number);
    expect(gained >= 0 && gained <= 2).toBe(true);
  }
}

/** §10.13: during setup, no view but the chooser's shows its dealt or chosen characters. */
function checkSetupViews(state: SaltState): void {
  if (state.phase !== 'setup') return;
  state.players.forEach((p, seat) => {
    for (const viewer of [null, ...state.players.map((_, s) => s)]) {
      if (viewer === seat) continue;
      const text = JSON.stringify(saltmarket.view(state, viewer));
      for (const c of p.dealt) expect(text).not.toContain(`"${c}"`);
    }
  });
}

describe('spec §10 over random playouts', () => {
  it('keeps every invariant, tolls move one good, setup choices stay hidden, and every game ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.string({ maxLength: 8 }), (seats, seed) => {
        const played = randomPlayout<SaltState>(saltmarket, {
          seats,
          seed: `property:${seed}`,
          resubmitRate: 0.2,
          maxActions: maxActions(seats),
          onStep: (state, _event, _index, before) => {
            checkStep(state as SaltState, before as SaltState);
            checkTolls(state as SaltState);
            checkSetupViews(state as SaltState);
          },
        });
        expect(played.finished).toBe(true);
      }),
      { numRuns: 30 },
    );
  }, longTest(120_000));
});
