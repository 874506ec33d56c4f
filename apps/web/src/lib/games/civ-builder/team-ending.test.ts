/** Civ Builder's game over in a team game: the winning team named, and what decided it between the teams. */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '$lib/api-types.ts';
import { teamEnding } from './team-ending.ts';

const KEYS = ['VP', 'built landmarks', 'cost of cards owned'];
const names = ['Ann', 'Bo', 'Cy', 'Di'];

/** A team game's outcome as the rules give it: both partners carry their team's sums; places count teams. */
function teamOutcome(won: 'A' | 'B' | 'both', key: number[], otherKey: number[] = key): Outcome {
  const [first, second] = won === 'B' ? [[1, 3], [0, 2]] : [[0, 2], [1, 3]];
  const result = (place: number, k: number[]) => (seat: number) => ({ seat, score: k[0] ?? 0, place, key: k, details: { team: seat % 2 } });
  const seats = [...(first ?? []).map(result(1, key)), ...(second ?? []).map(result(won === 'both' ? 1 : 2, otherKey))];
  return { seats, winners: seats.filter((s) => s.place === 1).map((s) => s.seat), keyNames: KEYS, decidedBy: null };
}

describe('a team game\'s end (spec §7: team VP, tie-breaks on team sums)', () => {
  it('names the winning team and says VP decided it, the VP column marked', () => {
    const ending = teamEnding(teamOutcome('B', [9, 2, 132], [5, 2, 79]), names);
    expect(ending?.headline).toBe('Bo and Di win as a team with 9 VP');
    expect(ending?.decided).toBe('Decided by team VP: 9 to 5.');
    expect(ending?.outcome.decidedBy).toBe('VP');
  });

  it('says which tie-break decided between the teams, and what they tied on', () => {
    const byLandmarks = teamEnding(teamOutcome('B', [9, 2, 30], [9, 1, 40]), names);
    expect(byLandmarks?.headline).toBe('Bo and Di win as a team with 9 VP');
    expect(byLandmarks?.decided).toBe('The teams tie on VP (9); decided by built landmarks: 2 to 1.');
    expect(byLandmarks?.outcome.decidedBy).toBe('built landmarks');
    const byCost = teamEnding(teamOutcome('A', [2, 1, 13], [2, 1, 6]), names);
    expect(byCost?.headline).toBe('Ann and Cy win as a team with 2 VP');
    expect(byCost?.decided).toBe('The teams tie on VP (2) and built landmarks (1); decided by cost of cards owned: 13 to 6.');
  });

  it('leaves a true tie to the shared victory', () => {
    expect(teamEnding(teamOutcome('both', [2, 1, 6]), names)).toBeNull();
  });
});
