/**
 * The small questions zones.ts answers, each against values worked by hand from the card table (spec §2): build
 * progress, strength behind Walls, stored cards in order, built landmarks, and the log's card words.
 */
import { describe, expect, it } from 'vitest';
import { dealer, table } from './fixtures.ts';
import { builtLandmarks, cardsWord, hasStored, namesOf, playerOf, progressOf, storedOf, strengthOf, takeOut } from './zones.ts';

describe('where cards are (zones.ts)', () => {
  it('finds the player of a seat, and refuses a seat that is not at the table', () => {
    const state = table({ players: [{ trophies: 2 }, { trophies: 5 }] });
    expect(playerOf(state, 1).trophies).toBe(5);
    expect(() => playerOf(state, 2)).toThrow('no seat 2');
  });

  it('takes out one copy of a card, and leaves a list without it as it was', () => {
    const list = [4, 9, 4, 7];
    expect(takeOut(list, 4)).toBe(true);
    expect(list).toEqual([9, 4, 7]);
    expect(takeOut(list, 5)).toBe(false);
    expect(list).toEqual([9, 4, 7]);
  });

  it('counts build progress as the assigned persons’ build values plus the bonus', () => {
    const d = dealer();
    // Worker builds 1, Builder 3, Militia 1; a Trader has no build value; Master Builder's bonus adds 2: 7
    const [market, worker, builder, militia, trader] = d.many('market', 'worker', 'builder', 'militia', 'trader');
    expect(progressOf({ id: market, built: false, assigned: [worker, builder, militia, trader], bonus: 2, stored: [] })).toBe(7);
    expect(progressOf({ id: market, built: false, assigned: [], bonus: 0, stored: [] })).toBe(0);
  });

  it('adds 1 strength for each of the owner’s other built Walls, never for itself or an unbuilt one', () => {
    const d = dealer();
    const [walls, walls2, market, watchtower] = d.many('walls', 'walls', 'market', 'watchtower');
    const state = table({
      players: [{ constructs: [{ id: walls, built: true }, { id: walls2 }, { id: market, built: true }, { id: watchtower }] }],
    });
    const owner = playerOf(state, 0);
    expect(strengthOf(owner, market)).toBe(2 + 1); // Market 2, one built Walls
    expect(strengthOf(owner, watchtower)).toBe(4 + 1); // Watchtower 4, unbuilt itself but behind the built Walls
    expect(strengthOf(owner, walls)).toBe(6); // Walls 6: the other Walls is not built
    expect(strengthOf(owner, walls2)).toBe(6 + 1);
  });

  it('lists stored cards in construct order, then stored order, and says whether any are stored', () => {
    const d = dealer();
    const [harbour, monastery, market, scribe, monk, merchant] = d.many('harbour', 'monastery', 'market', 'scribe', 'monk', 'merchant');
    const state = table({
      players: [
        { constructs: [{ id: harbour, built: true, stored: [merchant, scribe] }, { id: market, built: true }, { id: monastery, built: true, stored: [monk] }] },
        { constructs: [{ id: d.one('market'), built: true }] },
      ],
    });
    expect(storedOf(playerOf(state, 0))).toEqual([merchant, scribe, monk]);
    expect(hasStored(playerOf(state, 0))).toBe(true);
    expect(storedOf(playerOf(state, 1))).toEqual([]);
    expect(hasStored(playerOf(state, 1))).toBe(false);
  });

  it('counts built landmarks only: not an unbuilt landmark, not a built building', () => {
    const d = dealer();
    const [bazaar, citadel, market] = d.many('grand-bazaar', 'citadel', 'market');
    const state = table({ players: [{ constructs: [{ id: bazaar, built: true }, { id: citadel }, { id: market, built: true }] }] });
    expect(builtLandmarks(playerOf(state, 0))).toBe(1);
  });

  it('words cards for the log: names in a list, and a count with its plural', () => {
    const d = dealer();
    const [worker, scribe, monk] = d.many('worker', 'scribe', 'monk');
    expect(namesOf([worker])).toBe('Worker');
    expect(namesOf([worker, scribe])).toBe('Worker and Scribe');
    expect(namesOf([worker, scribe, monk])).toBe('Worker, Scribe and Monk');
    expect([0, 1, 2].map(cardsWord)).toEqual(['0 cards', '1 card', '2 cards']);
  });
});
