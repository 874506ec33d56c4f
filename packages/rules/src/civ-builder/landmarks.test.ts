/**
 * Spec §2.6: what each landmark scores, from its printed text, on boards laid out to test each clause; every
 * expected value is worked by hand in its comment. (The Hermitage's cap has its own file, scoring.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { CardTypeId } from './cards.ts';
import { type ConstructSpec, type PlayerSpec, dealer, table } from './fixtures.ts';
import { landmarkVp, vpIfBuilt } from './scoring.ts';

/** The VP of seat 0's landmark `type`, built unless told, on the board `lay` makes with a fresh dealer. */
function vp(type: CardTypeId, lay: (d: ReturnType<typeof dealer>) => PlayerSpec, built = true): number {
  const d = dealer();
  const id = d.one(type);
  const me = lay(d);
  const s = table({ players: [{ ...me, constructs: [{ id, built }, ...(me.constructs ?? [])] }, {}] });
  return landmarkVp(s.players[0] as never, id);
}
const built = (d: ReturnType<typeof dealer>, ...types: CardTypeId[]): ConstructSpec[] => types.map((t) => ({ id: d.one(t), built: true }));

describe('each landmark’s VP (spec §2.6)', () => {
  it('scores nothing while unbuilt', () => {
    expect(vp('colossus', () => ({}), false)).toBe(0);
  });

  it('only landmarks score: a building or a person would score nothing if built', () => {
    const d = dealer();
    const [walls, worker, colossus] = d.many('walls', 'worker', 'colossus');
    const me = table({ players: [{ hand: [worker, colossus], constructs: [{ id: walls, built: true }] }, {}] }).players[0];
    expect([walls, worker, colossus].map((id) => vpIfBuilt(me as never, id))).toEqual([0, 0, 9]);
  });

  it('Colossus: 9 VP', () => {
    expect(vp('colossus', () => ({}))).toBe(9);
  });

  it('Grand Bazaar, Great Library, Citadel: 2, +1 per built building of their trait (a two-trait one counts for each)', () => {
    // built: Market (Com), Workshop (Com), Harbour (Com/Con), Barracks (Con); unbuilt: Warehouse (Com)
    const board = (d: ReturnType<typeof dealer>): PlayerSpec => ({
      constructs: [...built(d, 'market', 'workshop', 'harbour', 'barracks'), { id: d.one('warehouse') }],
    });
    expect(vp('grand-bazaar', board)).toBe(2 + 3);
    expect(vp('citadel', board)).toBe(2 + 2);
    expect(vp('great-library', board)).toBe(2 + 0);
    // seven Commerce buildings: +6 at most
    expect(vp('grand-bazaar', (d) => ({ constructs: built(d, 'market', 'workshop', 'workshop', 'bazaar', 'bazaar', 'warehouse', 'harbour') }))).toBe(2 + 6);
  });

  it('Treasury: 2, +1 per 2 non-basic Commerce civilians owned outside the trash pile', () => {
    // counted: Merchant (hand), Caravan (deck), Smuggler (discard), Labourer (play), Engineer (stored), Banker
    // (assigned): 6, so +3. Not counted: a Worker (basic), a Caravan in the trash, a Scribe (Culture), a hero
    const board = (d: ReturnType<typeof dealer>, extra: CardTypeId[] = []): PlayerSpec => ({
      hand: [d.one('merchant'), d.one('worker'), ...extra.map((t) => d.one(t))],
      deck: [d.one('caravan'), d.one('scribe')],
      discard: [d.one('smuggler'), d.one('merchant-prince')],
      play: [d.one('labourer')],
      trash: [d.one('caravan')],
      constructs: [{ id: d.one('harbour'), built: true, stored: [d.one('engineer')] }, { id: d.one('workshop'), assigned: [d.one('banker')] }],
    });
    expect(vp('treasury', (d) => board(d))).toBe(2 + 3);
    expect(vp('treasury', (d) => board(d, ['mason']))).toBe(2 + 3); // 7: still +3
    expect(vp('treasury', (d) => board(d, ['mason', 'caravan']))).toBe(2 + 4);
  });

  it('Hall of Heroes: 2, +2 per hero in the trash pile, at most +6', () => {
    expect(vp('hall-of-heroes', (d) => ({ trash: [d.one('sage'), d.one('warlord'), d.one('worker')] }))).toBe(2 + 4);
    expect(vp('hall-of-heroes', (d) => ({ trash: [d.one('sage'), d.one('warlord'), d.one('prophet'), d.one('conqueror')] }))).toBe(2 + 6);
  });

  it('Triumphal Arch: 2, +1 per trophy, at most +6', () => {
    expect(vp('triumphal-arch', () => ({ trophies: 3 }))).toBe(2 + 3);
    expect(vp('triumphal-arch', () => ({ trophies: 7 }))).toBe(2 + 6);
  });

  it('Palace: 3, +2 per other built landmark, at most +6', () => {
    // built Colossus and Forum count, an unbuilt Hermitage does not
    expect(vp('palace', (d) => ({ constructs: [...built(d, 'colossus', 'forum'), { id: d.one('hermitage') }] }))).toBe(3 + 4);
    expect(vp('palace', (d) => ({ constructs: built(d, 'colossus', 'forum', 'hermitage', 'citadel') }))).toBe(3 + 6);
  });

  it('Forum: 3, +5 with a built building of each trait (landmarks and unbuilt buildings do not count)', () => {
    expect(vp('forum', (d) => ({ constructs: built(d, 'workshop', 'library', 'barracks') }))).toBe(3 + 5);
    expect(vp('forum', (d) => ({ constructs: [...built(d, 'workshop', 'library', 'citadel'), { id: d.one('barracks') }] }))).toBe(3);
    expect(vp('forum', (d) => ({ constructs: built(d, 'harbour', 'school') }))).toBe(3 + 5); // Com/Con + Cul
  });
});
