import { describe, expect, it } from 'vitest';
import { canSee } from '../core/log.ts';
import { stringsIn } from '../core/playout.ts';
import { CATALOGUE } from './catalogue.ts';
import { play, run, seen, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { view } from './view.ts';

const f2 = () =>
  table({
    hands: [['Shop', 'Fire', 'Heist*', 'Park'], ['Lake', 'cottage-2', 'Mine'], ['Villa', 'Forest'], ['Bank']],
    done: [false, false, false, true],
  });

describe('view (spec §5)', () => {
  it('shows your own hand in order with ids, names and orientation, and a live private score preview', () => {
    const v = view(f2(), 0);
    expect(v.hand?.map((s) => [s.id, s.name, s.out])).toEqual([
      ['shop-1', 'Shop', false],
      ['fire-1', 'Fire', false],
      ['heist-1', 'Heist', true],
      ['park-1', 'Park', false],
    ]);
    expect(v.players[0]?.score?.cards.map((c) => c.points)).toEqual([0, -3, 1, 1]);
    expect(v.players[1]?.score).toBeNull();
  });

  it('shows other hands as backs, with the name (not the id) of outward cards', () => {
    const v = view(f2(), 1);
    expect(v.players[0]?.slots).toEqual([
      { out: false },
      { out: false },
      { out: true, type: 'heist', name: 'Heist' },
      { out: false },
    ]);
    expect(v.players.map((p) => [p.handSize, p.done, p.turnsTaken, p.outward])).toEqual([
      [4, false, 0, 1],
      [3, false, 0, 0],
      [2, false, 0, 0],
      [1, true, 0, 0],
    ]);
    const ids = stringsIn(v);
    for (const id of ['shop-1', 'fire-1', 'heist-1', 'villa-1', 'bank-1']) expect(ids.has(id)).toBe(false);
  });

  it('gives spectators the public view and no hand', () => {
    const v = view(f2(), null);
    expect(v.hand).toBeNull();
    expect(v.viewer).toBeNull();
    expect(v.players.every((p) => p.score === null)).toBe(true);
    expect([...stringsIn(v)].filter((s) => /-\d+$/.test(s))).toEqual([]);
  });

  it('shows the offer by name to all, with ids only to the giver, and the placement only to the offerer', () => {
    let s = play(f2(), 0, { type: 'offerTrade', cards: ['park-1', 'fire-1'], to: 2 });
    expect(view(s, 2).offer).toMatchObject({ from: 0, to: 2, candidates: [2, 1], at: 0, accepted: false, counter: null });
    expect(view(s, 2).offer?.cards).toEqual([{ type: 'fire', name: 'Fire' }, { type: 'park', name: 'Park' }]);
    expect(view(s, 0).offer?.cards.map((c) => c.id)).toEqual(['fire-1', 'park-1']);
    expect(view(s, 2).offer?.sizesAfter).toBeNull();
    s = play(s, 2, { type: 'declineOffer' });
    expect(view(s, null).offer?.to).toBe(1);
    s = play(s, 1, { type: 'counterOffer', cards: ['cottage-2'] });
    expect(view(s, 0).offer?.counter).toEqual({ by: 1, cards: [{ type: 'cottage', name: 'Cottage' }] });
    expect(view(s, 1).offer?.counter?.cards[0]?.id).toBe('cottage-2');
    // Ana: 4 − 2 + 1; Ben: 3 − 1 + 2
    expect(view(s, 1).offer?.sizesAfter).toEqual({ offerer: 3, counterer: 4 });
    s = play(s, 0, { type: 'acceptCounter', placement: [0] });
    expect(view(s, 0).offer).toMatchObject({ accepted: true, acceptPlacement: [0] });
    expect(view(s, 1).offer).toMatchObject({ accepted: true, acceptPlacement: null });
    expect(view(s, null).offer?.acceptPlacement).toBeNull();
    expect(view(s, null).awaiting).toBe(1);
    s = play(s, 1, { type: 'placeReceived', placement: [2, 0] });
    expect(view(s, null).offer).toBeNull();
  });

  it('shows the rubble with ids (it is public); the card texts come from the static catalogue, not the view', () => {
    const s = table({ hands: [['Lake'], ['Shop']], rubble: ['fire-3'] });
    const v = view(s, null);
    expect(v.rubble).toEqual([{ id: 'fire-3', type: 'fire', name: 'Fire', out: false }]);
    expect('catalogue' in v).toBe(false);
    expect(CATALOGUE['fire-station']).toMatchObject({ name: 'Fire Station', category: 'civic', categoryName: 'Civic' });
    expect(CATALOGUE.heist.ability?.kind).toBe('heist');
  });

  it('reveals every hand and score once the game is over', () => {
    let s = table({ hands: [['Lake', 'Park'], ['Shop']] });
    const gifted = run(s, 0, { type: 'gift', card: 'park-1', to: 1, position: 1 });
    expect(seen(gifted.log, null).some((text) => text.includes('Park'))).toBe(false);
    s = play(gifted.state, 0, { type: 'endTurn', done: true });
    const v = view(s, null);
    expect(v.players[1]?.slots).toEqual([
      { id: 'shop-1', type: 'shop', name: 'Shop', out: false },
      { id: 'park-1', type: 'park', name: 'Park', out: false },
    ]);
    expect(v.players[1]?.score?.total).toBe(1);
    expect(gifted.log.filter((e) => canSee(e, null, true)).map((e) => e.text)).toContain('The gifted card is Park.');
    expect(arquetect.outcome(s)?.seats.map((r) => [r.seat, r.score, r.place])).toEqual([[0, 3, 1], [1, 1, 2]]);
  });

  it('returns no outcome while the game runs', () => {
    expect(arquetect.outcome(f2())).toBeNull();
  });
});
