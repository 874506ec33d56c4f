/**
 * Spec §5: "Spectators see exactly what the public sees." A viewer who holds no seat of the game (seat −1, or seat 3
 * at a three-player table) is a spectator: no own hand, no private score preview, and the view says viewer null.
 */
import { describe, expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { view } from './view.ts';

describe('a viewer outside the seats sees the spectator view (spec §5)', () => {
  const s = () => table({ hands: [['Lake', 'Park'], ['Shop'], ['Fire', 'Villa']] });

  it.each([[-1], [3], [4]])('given three seats, then viewer %i sees exactly what a spectator sees', (viewer) => {
    const v = view(s(), viewer);
    expect(v.viewer).toBeNull();
    expect(v.hand).toBeNull();
    expect(v.players.map((p) => p.score)).toEqual([null, null, null]);
    expect(v).toEqual(view(s(), null));
  });

  it('given three seats, then the last seat, 2, still sees its own hand', () => {
    const v = view(s(), 2);
    expect(v.viewer).toBe(2);
    expect(v.hand?.map((slot) => slot.id)).toEqual(['fire-1', 'villa-1']);
  });
});
