/**
 * Spec §3 respond and §5: a decline passes the same offer to the next candidate, and the offered and countered cards
 * are public by name ("names only, as spoken aloud"). The public log says who declined, whom the offer goes to
 * next, and which cards (by name) a counter-offer puts forward.
 */
import { describe, expect, it } from 'vitest';
import { f2, run, runAll, seen } from './fixtures.ts';

/** F2 (1): Ana offers fire-1 and park-1 to Cai; the candidates are [Cai, Ben]. */
const offered = () => runAll(f2(), [[0, { type: 'offerTrade', cards: ['fire-1', 'park-1'], to: 2 }]]).state;

describe('the public log of a trade negotiation (spec §3, §5, F2)', () => {
  it('F2 (2): when Cai declines, then everyone reads that he declines and that the offer passes to Ben', () => {
    const { state, log } = run(offered(), 2, { type: 'declineOffer' });
    expect([state.step, state.offer?.at]).toEqual(['respond', 1]);
    expect(seen(log, null)).toEqual(['@2 declines the offer.', 'The offer passes to @1.']);
  });

  it('F2 (3): when Ben counters with cottage-2, then everyone reads the name Cottage, not the id', () => {
    const declined = run(offered(), 2, { type: 'declineOffer' }).state;
    const { log } = run(declined, 1, { type: 'counterOffer', cards: ['cottage-2'] });
    expect(seen(log, null)).toEqual(['@1 counters with Cottage.']);
  });

  it('when Ben counters with Mine and Lake, then the line names them in his hand order: Lake and Mine', () => {
    const s = runAll(f2(), [[0, { type: 'offerTrade', cards: ['fire-1'], to: 1 }]]).state;
    const { log } = run(s, 1, { type: 'counterOffer', cards: ['mine-1', 'lake-1'] });
    expect(seen(log, 3)).toEqual(['@1 counters with Lake and Mine.']);
  });
});
