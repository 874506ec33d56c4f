/**
 * Issue 49, point 4: a Civ Builder team game's outcome names what decided between the teams when it is told (a
 * summary, a record), though the ranking's own `decidedBy` stays null in every team game, as stored outcomes must
 * replay unchanged; records told either way verify, and one naming the wrong decider does not.
 */
import { describe, expect, it } from 'vitest';
import { engineFor } from '../index.ts';
import { teamDecidedBy } from '../civ-builder/outcome.ts';
import type { AnyEngine, Outcome } from './engine.ts';
import { playedRecord } from './testing/records.ts';
import { toldOutcome } from './told-outcome.ts';
import { verifyRecord } from './verify.ts';

const engineOf = (kind: string): AnyEngine => {
  const engine = engineFor(kind);
  if (!engine) throw new Error(`no ${kind}`);
  return engine;
};
const civ = engineOf('civ-builder');

const teamRecord = (seed: string) => playedRecord(civ, { seats: 4, options: { teams: true }, seed });
const failed = async (record: unknown) => (await verifyRecord(record, engineFor)).checks.filter((c) => c.status === 'failed').map((c) => c.name);

describe('an outcome as it is told', () => {
  it('names the key that decided between the teams, where the stored outcome says nothing', async () => {
    let decided = 0;
    for (const seed of ['team-a', 'team-b', 'team-c']) {
      const { outcome } = await teamRecord(seed);
      if (!outcome) throw new Error('a finished game has an outcome');
      expect(outcome.decidedBy, 'the ranking itself names no decider for two winners').toBeNull();
      const told = toldOutcome(civ, outcome);
      expect(told.decidedBy).toBe(teamDecidedBy(outcome));
      expect({ ...told, decidedBy: null }).toEqual(outcome);
      if (told.decidedBy !== null) decided++;
    }
    expect(decided).toBeGreaterThan(0);
  });

  it('is the stored outcome itself outside team games, and for a kind without teams', async () => {
    const free = (await playedRecord(civ, { seats: 3, seed: 'free-for-all' })).outcome as Outcome;
    expect(free.decidedBy).not.toBeNull();
    expect(toldOutcome(civ, free)).toBe(free);
    const avenue = (await playedRecord(engineOf('avenue-empires'), { seats: 3, seed: 'no teams' })).outcome as Outcome;
    expect(toldOutcome(engineOf('avenue-empires'), avenue)).toBe(avenue);
    expect(toldOutcome(civ, null)).toBeNull();
  });

  it('verifies a team record told either way, and refuses one naming another decider', async () => {
    const record = await teamRecord('team-a');
    const outcome = record.outcome as Outcome;
    const told = toldOutcome(civ, outcome);
    expect(told.decidedBy).not.toBeNull();
    expect(await failed(record)).toEqual([]);
    expect(await failed({ ...record, outcome: told })).toEqual([]);
    const other = outcome.keyNames.find((k) => k !== told.decidedBy);
    expect(await failed({ ...record, outcome: { ...outcome, decidedBy: other } })).toEqual(['outcome']);
  });

  it("is the stored outcome itself when the kind's teams decided nothing, and the kind is asked only when it says nothing", () => {
    const shared: Outcome = { seats: [], winners: [0, 1, 2, 3], keyNames: ['VP'], decidedBy: null };
    const asked: Outcome[] = [];
    const undecided = { decidedBetweenTeams: (o: Outcome) => (asked.push(o), null) };
    expect(toldOutcome(undecided, shared)).toBe(shared);
    const decided: Outcome = { ...shared, winners: [0], decidedBy: 'VP' };
    expect(toldOutcome(undecided, decided)).toBe(decided);
    expect(asked).toEqual([shared]);
  });
});
