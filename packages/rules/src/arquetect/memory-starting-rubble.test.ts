import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { play, table } from './fixtures.ts';
import type { ArquetectState } from './state.ts';
import { view } from './view.ts';

/**
 * Spec §5: rubble ids are public, and (§9.8) a card that has been in the rubble may appear by id in anyone's view.
 * That holds for a table that starts with cards in the rubble, not only for cards demolished during play.
 */
const remembered = (state: ArquetectState, seat: Seat | null) =>
  view(state, seat).remembered.map((r) => (r.id ? `${r.seat}/${r.index} ${r.id}` : `${r.seat}/${r.index} ${r.name}`));

describe('memory: a table that starts with a rubble (spec §5)', () => {
  it('given fire-1 in the rubble from the start, when Ben salvages it, then every seat and a spectator know its id at its new place', () => {
    // Ana [Lake], Ben [Salvage, Park], Cai [Cottage], rubble [fire-1]; Ben salvages fire-1 into index 0.
    const s = table({ hands: [['Lake'], ['Salvage', 'Park'], ['Cottage']], rubble: ['Fire'], active: 1 });
    const after = play(s, 1, { type: 'useAbility', card: 'salvage-1', take: 'fire-1', insertAt: 0 });
    expect(remembered(after, 0)).toEqual(['1/0 fire-1']);
    expect(remembered(after, 2)).toEqual(['1/0 fire-1']);
    expect(remembered(after, null)).toEqual(['1/0 fire-1']);
  });
});
