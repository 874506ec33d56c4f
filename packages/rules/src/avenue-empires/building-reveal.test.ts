/**
 * Building (spec §3 step 3, §4 chooseBuild): what the chooser is told of a changed choice, where each card lands
 * when all are revealed at once (new position = old length + 1), and what a refusal tells the player.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { specFor } from '../core/testing/spec.ts';
import { avenueEmpires } from './index.ts';
import { type AvenueState, MAX_CHANGES } from './state.ts';
import { submitAll, textsFor, tradingState } from './test-fixtures.ts';

const spec = specFor<AvenueState>(avenueEmpires);

const build = (player: Seat, card: string, avenue: string): [Seat, unknown] => [
  player,
  { type: 'chooseBuild', player, card, avenue },
];

/** Round 2's Building: each seat has built one card already and holds three. */
const roundTwo = (): AvenueState => ({
  ...tradingState([
    ['road-01', 'bastion-1', 'islet-1'],
    ['road-02', 'wall-01', 'dock-1'],
    ['river-01', 'wall-02', 'plaza-1'],
  ]),
  round: 2,
  phase: 'building',
  cities: [
    { L: [], C: ['river-02', 'river-03'], R: [] },
    { L: ['road-03'], C: [], R: [] },
    { L: [], C: [], R: ['wall-03'] },
  ],
});

describe('Building: changed choices and the reveal', () => {
  it('given the same card moved to another avenue, or another card in the same avenue, then it is a change', () => {
    const { log } = submitAll(roundTwo(), build(0, 'road-01', 'L'), build(0, 'road-01', 'R'), build(0, 'islet-1', 'R'));
    expect(textsFor(log, 0)).toEqual([
      '@0 chose to build Road (road-01) in the Left avenue',
      '@0 changed their build: Road (road-01) in the Right avenue',
      '@0 changed their build: Islet (islet-1) in the Right avenue',
    ]);
  });

  it('given the last choice, then each card goes to the end of its avenue and the log says at which position', () => {
    // an empty deck: round 3 begins without a Production, so the hands show what the builds took
    const { state, log } = submitAll(
      { ...roundTwo(), deck: [] },
      build(0, 'islet-1', 'C'),
      build(1, 'dock-1', 'L'),
      build(2, 'plaza-1', 'C'),
    );
    expect(state.cities).toEqual([
      { L: [], C: ['river-02', 'river-03', 'islet-1'], R: [] },
      { L: ['road-03', 'dock-1'], C: [], R: [] },
      { L: [], C: ['plaza-1'], R: ['wall-03'] },
    ]);
    expect(state.hands).toEqual([
      ['road-01', 'bastion-1'],
      ['road-02', 'wall-01'],
      ['river-01', 'wall-02'],
    ]);
    expect(textsFor(log, null).slice(0, 3)).toEqual([
      '@0 built Islet (islet-1) in the Center avenue at C3',
      '@1 built Dock (dock-1) in the Left avenue at L2',
      '@2 built Plaza (plaza-1) in the Center avenue at C1',
    ]);
  });

  it('given a seat with no cards, then the others’ choices resolve the phase without it', () => {
    const state: AvenueState = { ...roundTwo(), hands: [['road-01'], [], ['river-01']], deck: [] };
    const { state: end, log } = submitAll(state, build(0, 'road-01', 'R'), build(2, 'river-01', 'R'));
    expect(end.phase).toBe('gameOver');
    // two builds revealed, nothing for seat 1, then the end: seat 0's two Rivers in C score 1 each, the rest 0
    expect(textsFor(log, null).slice(0, 3)).toEqual([
      '@0 built Road (road-01) in the Right avenue at R1',
      '@2 built River (river-01) in the Right avenue at R2',
      'Game over: @0 wins with 2 VP',
    ]);
    expect(end.cities[0]?.R).toEqual(['road-01']);
    expect(end.cities[1]).toEqual({ L: ['road-03'], C: [], R: [] });
  });

  it(`given a build changed ${MAX_CHANGES} times, then one more change is refused and the last choice stands`, () => {
    const avenues = ['L', 'C'];
    const changes = Array.from({ length: MAX_CHANGES + 1 }, (_, i) => build(0, 'road-01', avenues[i % 2] as string));
    const { state } = submitAll(roundTwo(), ...changes);
    // the first choice (i = 0) and 10 changes; the last of them (i = 10) is to L
    expect(state.changes[0]).toBe(MAX_CHANGES);
    expect(state.pending[0]).toEqual({ kind: 'build', card: 'road-01', avenue: 'L' });
    spec.given(state).when(0, { type: 'chooseBuild', card: 'islet-1', avenue: 'R' }).thenFails('E_TOO_MANY_CHANGES');
  });

  it('given a refused build, then the message says what is wrong', () => {
    spec.given({ ...roundTwo(), phase: 'trading' }).when(0, { type: 'chooseBuild', card: 'road-01', avenue: 'L' }).thenFails('E_WRONG_PHASE', /trading phase/);
    spec.given({ ...roundTwo(), hands: [[], ['road-02'], ['river-01']] }).when(0, { type: 'chooseBuild', card: 'road-01', avenue: 'L' }).thenFails('E_NO_CARDS', /no cards/);
    spec.given(roundTwo()).when(0, { type: 'chooseBuild', card: 'wall-01', avenue: 'L' }).thenFails('E_CARD_NOT_IN_HAND', /wall-01/);
    spec.given(roundTwo()).when(0, { type: 'chooseBuild', card: 'road-01', avenue: 'X' }).thenFails('E_BAD_AVENUE', /"X"/);
  });
});
