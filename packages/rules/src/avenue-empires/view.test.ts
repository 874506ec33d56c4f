import { describe, expect, it } from 'vitest';
import { linesFor } from '../core/log.ts';
import { randomPlayout, stringsIn } from '../core/playout.ts';
import { replayNarrated } from '../core/replay.ts';
import { CANONICAL_IDS } from './ids.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { cityFrom, idAllocator, tradingState } from './test-fixtures.ts';

const hands = [
  ['river-01', 'wall-01', 'bastion-1'],
  ['road-01', 'road-02', 'plaza-1'],
  ['islet-1', 'wall-02', 'dock-1'],
];

describe('view (spec §5)', () => {
  it('given a player, then it sees its own hand in canonical order and only counts of the others', () => {
    const v = avenueEmpires.view(tradingState(hands), 1);
    expect(v.viewer).toBe(1);
    expect(v.hand).toEqual(['road-01', 'road-02', 'plaza-1']);
    expect(v.seats.map((s) => s.handCount)).toEqual([3, 3, 3]);
    const strings = stringsIn(v);
    for (const id of [...(hands[0] ?? []), ...(hands[2] ?? [])]) expect(strings.has(id)).toBe(false);
    expect(v.deckCount).toBe(51);
  });

  it('given a spectator, then no hand, no choice and no card id at all before anything is built', () => {
    const v = avenueEmpires.view(tradingState(hands), null);
    expect(v.hand).toBeNull();
    expect(v.myChoice).toBeNull();
    const strings = stringsIn(v);
    expect(CANONICAL_IDS.filter((id) => strings.has(id))).toEqual([]);
  });

  it('given built cities, then each avenue lists its cards with names, positions and a provisional score', () => {
    const allocate = idAllocator();
    const state: AvenueState = {
      ...tradingState([[], [], []]),
      cities: [
        cityFrom({ L: ['tunnel', 'tunnel'] }, allocate),
        cityFrom({ C: ['dock'] }, allocate),
        cityFrom({}, allocate),
      ],
    };
    const seat0 = avenueEmpires.view(state, 2).seats[0];
    expect(seat0?.city.L).toEqual([
      { id: 'tunnel-1', type: 'tunnel', name: 'Tunnel', position: 1, networkVp: 2, textVp: 0 },
      { id: 'tunnel-2', type: 'tunnel', name: 'Tunnel', position: 2, networkVp: 2, textVp: 0 },
    ]);
    expect(seat0?.score).toBe(4);
    expect(seat0?.longest).toEqual({ Wall: 2, Road: 2, River: 0 });
    expect(avenueEmpires.view(state, 2).seats[1]?.city.C[0]?.name).toBe('Dock');
  });

  it('carries a static catalogue of the 18 card types with their rule text', () => {
    const v = avenueEmpires.view(tradingState(hands), null);
    expect(Object.keys(v.catalogue)).toHaveLength(18);
    expect(v.catalogue.tunnel).toMatchObject({ name: 'Tunnel', count: 2, types: ['Road', 'Wall'] });
    expect(v.catalogue.vista.text).toContain('last building in its avenue');
  });

  it('given game over, then the outcome is in the view, hands are empty and the view holds no log', () => {
    const { state } = randomPlayout<AvenueState>(avenueEmpires, { seats: 4, seed: 'view-over' });
    expect(state.phase).toBe('gameOver');
    const v = avenueEmpires.view(state, null);
    expect(v.outcome?.seats).toHaveLength(4);
    expect(v.outcome).toEqual(avenueEmpires.outcome(state));
    expect(v.seats.every((s) => s.handCount === 0 && !s.hasSubmitted && !s.awaited)).toBe(true);
    expect(state.result?.map((r) => r.score)).toEqual(v.seats.map((s) => s.score));
    expect(Object.keys(v)).not.toContain('log');
  });

  it('given a finished avenueEmpires, then its replayed log is public and narrates every move, secret choices included', () => {
    const setup = { seats: 4, options: {}, seed: 'view-over' };
    const { events } = randomPlayout<AvenueState>(avenueEmpires, setup);
    const { entries } = replayNarrated<AvenueState>(avenueEmpires, setup, events);
    expect(linesFor(entries, null, true)).toHaveLength(entries.length);
    const narrated = new Set(entries.map((e) => e.seq));
    expect(events.map((_, i) => narrated.has(i + 1)).every(Boolean)).toBe(true);
    const chose = entries.filter((e) => / chose to (pass|build) /.test(e.text));
    expect(chose).toHaveLength(4 * (2 * 15 - 1));
    expect(chose.every((e) => e.visibleTo?.length === 1 && e.text.startsWith(`@${e.visibleTo[0]} `))).toBe(true);
    // before the end, a seat's log says nothing of what the others chose
    const forSeat1 = linesFor(entries, 1, false).map((l) => l.text);
    expect(forSeat1.some((t) => /^@[023] (chose|changed|kept|passed|drew)/.test(t))).toBe(false);
  });

  it('given the game is not over, then outcome is null', () => {
    expect(avenueEmpires.outcome(tradingState(hands))).toBeNull();
    expect(avenueEmpires.view(tradingState(hands), 0).outcome).toBeNull();
  });
});
