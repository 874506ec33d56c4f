/**
 * Spec §5 `play`: the event keeps a play in canonical form. A hero keeps its mode; only Master Builder's Use keeps the
 * construct it builds on; any other field given is dropped (a civilian's or a construct's play is just the card).
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { dealer, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

describe('a play as the event keeps it', () => {
  const d = dealer();
  const [mb, mb2, sage, trader, lib] = d.many('master-builder', 'master-builder', 'sage', 'trader', 'great-library');
  const s = table({ players: [{ hand: [mb, mb2, sage, trader], constructs: [{ id: lib }] }, {}] });
  const kept = (payload: object) => {
    let action: unknown;
    spec.given(s).when(0, { type: 'play', ...payload }).then((next) => (action = next.action));
    return action;
  };

  it('keeps the construct of Master Builder’s Use, and drops it from its Discard', () => {
    expect(kept({ card: mb, mode: 'use', construct: lib })).toStrictEqual({ type: 'play', player: 0, card: mb, mode: 'use', construct: lib });
    expect(kept({ card: mb2, mode: 'discard', construct: lib })).toStrictEqual({ type: 'play', player: 0, card: mb2, mode: 'discard' });
  });

  it('keeps another hero’s mode but not a construct, and a civilian’s card alone', () => {
    expect(kept({ card: sage, mode: 'use', construct: lib })).toStrictEqual({ type: 'play', player: 0, card: sage, mode: 'use' });
    expect(kept({ card: trader, construct: lib })).toStrictEqual({ type: 'play', player: 0, card: trader });
  });
});

describe('what the log says of a play', () => {
  const d = dealer();
  const [mb, warlord, scribe, workshop, lib, hermitage] = d.many('master-builder', 'warlord', 'scribe', 'workshop', 'great-library', 'hermitage');
  const s = table({
    players: [{ hand: [mb, warlord, scribe, workshop], deck: d.many('worker', 'worker'), constructs: [{ id: lib, assigned: [] }, { id: hermitage }] }, {}],
  });
  const said = (payload: object) => {
    let texts: string[] = [];
    spec.given(s).when(0, { type: 'play', ...payload }).then(({ log }) => (texts = log.filter((e) => e.visibleTo === undefined).map((e) => e.text)));
    return texts;
  };

  it('lays out a construct unbuilt with its build cost, and plays a civilian by name', () => {
    expect(said({ card: workshop })).toEqual(['@0 lays out the Workshop, unbuilt (build cost 3).']);
    expect(said({ card: scribe })).toEqual(['@0 plays the Scribe.', '@0 draws 1 card.']);
  });

  it('uses a hero, Master Builder on the construct it names; or plays one for its Discard effect', () => {
    expect(said({ card: mb, mode: 'use', construct: lib })).toEqual(['@0 uses the Master Builder.', 'The Great Library gains 8 build progress.', '@0 completes the Great Library.']);
    expect(said({ card: warlord, mode: 'discard' })).toEqual(['@0 plays the Warlord for its Discard effect.']);
  });
});
