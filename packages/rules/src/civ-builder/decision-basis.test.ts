/**
 * What a seat's next decision rests on (decision-basis.ts, core/conflicts.ts): a submit made on an older version is
 * applied when none of it changed. It changes with the seat's own phase, the central decks' sizes and each
 * opponent's public zones; a teammate's own zones are no part of it.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { dealer, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const basis = (s: CivState, seat: Seat) => JSON.stringify(civBuilder.decisionBasis?.(s, seat));
const d = dealer();
const [w0, w1, w2, w3, walls, caravan, labourer] = d.many('worker', 'worker', 'worker', 'worker', 'walls', 'caravan', 'labourer');
const teams = table({
  players: [{ hand: [w0] }, { hand: [w1], discard: [] }, { hand: [w2] }, { hand: [w3] }],
  teams: true,
  active: [0, 2],
  decks: { civilian: [labourer] },
});
const changed = (edit: (s: CivState) => void): CivState => {
  const s = structuredClone(teams);
  edit(s);
  return s;
};

describe('decisionBasis', () => {
  it('a seat without a phase has phase null; its own phase is part of it', () => {
    expect(civBuilder.decisionBasis?.(teams, 1)).toMatchObject({ phase: null });
    expect(civBuilder.decisionBasis?.(teams, 0)).toMatchObject({ phase: 'play' });
    expect(basis(changed((s) => (s.phase[0] = 'start')), 0)).not.toBe(basis(teams, 0));
  });

  it('changes with the central decks\' sizes', () => {
    expect(basis(changed((s) => s.decks.civilian.pop()), 0)).not.toBe(basis(teams, 0));
  });

  it("changes with an opponent's discard pile, hand size and constructs", () => {
    expect(basis(changed((s) => s.players[1]?.discard.push(caravan)), 0)).not.toBe(basis(teams, 0));
    expect(basis(changed((s) => s.players[3]?.hand.pop()), 0)).not.toBe(basis(teams, 0));
    expect(basis(changed((s) => s.players[1]?.constructs.push({ id: walls, built: true, assigned: [], bonus: 0, stored: [] })), 0)).not.toBe(
      basis(teams, 0),
    );
  });

  it("not with a teammate's own hand, discard pile or constructs", () => {
    const mate = changed((s) => {
      const p = s.players[2];
      if (!p) return;
      p.hand.pop();
      p.discard.push(caravan);
      p.constructs.push({ id: walls, built: true, assigned: [], bonus: 0, stored: [] });
    });
    expect(basis(mate, 0)).toBe(basis(teams, 0));
  });
});
