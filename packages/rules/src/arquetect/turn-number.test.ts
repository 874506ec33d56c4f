/**
 * Spec §3: `turnsTaken[seat]` counts the turns each player has ended. The game's current turn is the one after all
 * turns taken so far: with 2 + 1 + 0 turns taken it is turn 4. The view shows it, and every log line of an action
 * carries it as its round.
 */
import { describe, expect, it } from 'vitest';
import { run, table } from './fixtures.ts';
import { view } from './view.ts';

describe('the turn number counts every turn taken so far (spec §3)', () => {
  // Ana 0 has taken 2 turns, Ben 1 one turn, Cai 2 none: Cai plays the game's 4th turn.
  const s = () => table({ hands: [['Lake'], ['Shop'], ['Park', 'Fire']], turnsTaken: [2, 1, 0], active: 2 });

  it('given 2, 1 and 0 turns taken, then everyone sees turn 4', () => {
    expect(view(s(), null).turn).toBe(4);
    expect(view(s(), 2).turn).toBe(4);
  });

  it('given a fresh table, then it is turn 1', () => {
    expect(view(table({ hands: [['Lake'], ['Shop']] }), 0).turn).toBe(1);
  });

  it('given 2, 1 and 0 turns taken, when Cai gifts a card, then every log line is in round 4', () => {
    const { log } = run(s(), 2, { type: 'gift', card: 'fire-1', to: 0, position: 0 });
    expect(log.length).toBeGreaterThan(0);
    expect(log.map((e) => e.round)).toEqual(log.map(() => 4));
  });
});
