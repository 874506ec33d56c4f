/**
 * A finished game's analysis job (issue 50) reads who wins together from the game's options: in a Civ Builder team
 * game both partners of the winning team end on a chance of 1, where the same game read as a free-for-all would split
 * the win between them.
 */
import { momentOf, QUICK_ANALYSIS } from '@turnpost/bots';
import { engineFor, randomPlayout } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { type AnalysisJob, analyseNow } from './thinking.ts';

describe('a finished game’s analysis job', () => {
  it('gives both partners of a winning team their side’s whole chance', () => {
    const engine = engineFor('civ-builder');
    if (!engine) throw new Error('civ-builder');
    const options = { teams: true };
    const game = randomPlayout<unknown>(engine, { seats: 4, seed: 'analysis-teams', options });
    expect(game.finished).toBe(true);
    const outcome = engine.outcome(game.state);
    const final = momentOf(engine, 4, undefined, game.state, game.events.length);
    const job = (options: unknown): AnalysisJob => ({ kind: 'civ-builder', rulesVersion: engine.rulesVersion, seats: 4, options, moments: [final], seed: 'teams', budget: QUICK_ANALYSIS });
    const [teams] = analyseNow(job(options));
    const winners = outcome?.winners ?? [];
    expect(winners, 'this seed ends with a winning team').toHaveLength(2);
    expect(teams?.winChance).toEqual([0, 1, 2, 3].map((s) => (winners.includes(s) ? 1 : 0)));
    // the same game's end read as every seat for itself splits the win between the two winners
    const [alone] = analyseNow(job({}));
    expect(alone?.winChance).toEqual([0, 1, 2, 3].map((s) => (winners.includes(s) ? 1 / winners.length : 0)));
  });
});
