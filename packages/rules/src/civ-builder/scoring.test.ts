/**
 * Spec §2.6: the Hermitage scores "2 + 1 per 2 cards in your trash pile (round down)", and every "+k per …" bonus
 * is capped at +6, so it never scores more than 2 + 6 = 8. The VP is read from the public view of a built Hermitage;
 * each expected value is worked out by hand in its row.
 */
import { describe, expect, it } from 'vitest';
import { dealer, table } from './fixtures.ts';
import { civBuilder } from './index.ts';

/** The VP of seat 0's built Hermitage, with `trashed` Worker* cards in its trash pile, as a spectator sees it. */
function hermitageVp(trashed: number): { vp: number; landmarks: { id: number; vp: number }[]; hermitage: number } {
  const d = dealer();
  const hermitage = d.one('hermitage');
  const trash = Array.from({ length: trashed }, () => d.one('worker'));
  const s = table({ players: [{ trash, constructs: [{ id: hermitage, built: true }] }, {}] });
  const seat0 = civBuilder.view(s, null).players[0];
  if (!seat0) throw new Error('no seat 0');
  return { vp: seat0.vp, landmarks: seat0.landmarks, hermitage };
}

describe('the Hermitage and its +6 cap (spec §2.6)', () => {
  it('below the cap: 2 + ⌊trash / 2⌋', () => {
    expect(hermitageVp(0).vp).toBe(2); // 2 + ⌊0/2⌋ = 2 + 0
    expect(hermitageVp(1).vp).toBe(2); // 2 + ⌊1/2⌋ = 2 + 0 (round down)
    expect(hermitageVp(9).vp).toBe(6); // 2 + ⌊9/2⌋ = 2 + 4
    expect(hermitageVp(10).vp).toBe(7); // 2 + ⌊10/2⌋ = 2 + 5
    expect(hermitageVp(11).vp).toBe(7); // 2 + ⌊11/2⌋ = 2 + 5 (round down)
  });

  it('at the cap: 12 trashed cards give exactly +6', () => {
    const { vp, landmarks, hermitage } = hermitageVp(12);
    expect(vp).toBe(8); // 2 + ⌊12/2⌋ = 2 + 6, the cap itself
    expect(landmarks).toEqual([{ id: hermitage, vp: 8 }]);
  });

  it('above the cap: the bonus stays +6 however many cards are trashed', () => {
    expect(hermitageVp(13).vp).toBe(8); // 2 + min(6, ⌊13/2⌋ = 6) = 8
    expect(hermitageVp(14).vp).toBe(8); // 2 + min(6, ⌊14/2⌋ = 7) = 8, not 9
    expect(hermitageVp(20).vp).toBe(8); // 2 + min(6, ⌊20/2⌋ = 10) = 8, not 12
  });
});
