import { describe, expect, it } from 'vitest';
import { chosenTeams, partnersText, teamsSentence } from './teams-text.ts';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];
const nameOf = (s: number) => NAMES[s] ?? '?';
const TEAMS = [
  [0, 2],
  [1, 3],
];

describe('who partners whom', () => {
  it('reads the teams of an option that is on', () => {
    const specs = [{ name: 'teams', kind: 'boolean', teams: TEAMS }];
    expect(chosenTeams(specs, { teams: true })).toEqual(TEAMS);
    expect(chosenTeams(specs, { teams: false })).toBeNull();
    expect(chosenTeams([{ name: 'deck', kind: 'choice' }], { deck: 'x' })).toBeNull();
  });

  it('says it by names and seats', () => {
    expect(teamsSentence(TEAMS, nameOf)).toBe('Ann and Cy (seats 1 and 3) against Bob and Dee (seats 2 and 4)');
    expect(partnersText(TEAMS, 2, nameOf)).toBe('Ann');
    expect(partnersText(null, 2, nameOf)).toBe('');
  });
});
