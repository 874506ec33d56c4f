import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { guideCards } from '../core/guide.ts';
import { civBuilder } from './index.ts';
import { CARD_TYPES, cardOf } from './cards.ts';
import { guide } from './guide.ts';
import { DECK_TRIMS } from './state.ts';
import { landmarkVp, vpOf } from './scoring.ts';
import { EXAMPLE_PLAYER } from './guide-example.ts';

describe('the Civ Builder guide', () => {
  const cards = guideCards(guide);

  it('lists every card type once, with its name, copies and rule verbatim from the card table', () => {
    expect(cards.map((c) => c.id).sort()).toEqual(CARD_TYPES.map((t) => t.type).sort());
    for (const t of CARD_TYPES) {
      const card = cards.find((c) => c.id === t.type);
      expect(card?.name, t.type).toBe(t.name);
      expect(card?.text, t.type).toBe(t.text);
      expect(card?.copies, t.type).toBe(t.copies);
      expect(card?.traits[0], t.type).toBe(`cost ${t.cost}`);
    }
    expect(cards.reduce((sum, c) => sum + c.copies, 0)).toBe(325);
    expect(cards.find((c) => c.id === 'walls')?.traits).toEqual(['cost 4', 'Conflict', 'strength 6', 'build cost 3']);
    expect(cards.find((c) => c.id === 'merchant')?.traits).toEqual(['cost 3', 'Commerce', 'Build +1']);
  });

  it('groups the cards as the table does: basic, civilians, heroes, buildings, landmarks', () => {
    expect(guide.cardGroups.map((g) => [g.id, g.cards.length])).toEqual([
      ['basic-cards', 4],
      ['civilians', 21],
      ['heroes', 9],
      ['buildings', 18],
      ['landmarks', 10],
    ]);
  });

  it('scores the example with the engine’s scoring: Grand Bazaar 2 + 3 Commerce buildings, Palace 3 + 2, Hermitage unbuilt 0', () => {
    expect(guide.example.lines.map((l) => [l.name, l.points])).toEqual([
      ['Hermitage', 0],
      ['Grand Bazaar', 5],
      ['Palace', 5],
    ]);
    expect(guide.example.total).toBe(10);
    expect(guide.example.total).toBe(vpOf(EXAMPLE_PLAYER));
    // the drawing shows each construct in play order, a landmark with the VP the scoring function gives it
    expect(guide.example.layout.constructs.map((c) => c.vp)).toEqual(
      EXAMPLE_PLAYER.constructs.map((c) => (cardOf(c.id).class === 'landmark' ? landmarkVp(EXAMPLE_PLAYER, c.id) : null)),
    );
    expect(guide.example.layout.constructs.find((c) => c.type === 'hermitage')).toMatchObject({ built: false, progress: 3, buildCost: 7 });
  });

  it('keeps its section ids clear of the rules page’s own (the card list and the glossary)', () => {
    const ids = guide.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((x) => x.id)]);
    for (const reserved of ['cards', 'glossary', 'missing']) expect(ids).not.toContain(reserved);
  });

  it('gives the set-up table of spec §3 (heroes 12/14/16, landmarks 11/13/15, goal 4/3/3)', () => {
    const table = guide.sections.find((s) => s.id === 'set-up')?.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows).toEqual([
      [2, 12, 11, 4],
      [3, 14, 13, 3],
      ['4 or teams', 16, 15, 3],
    ]);
  });

  it('matches the engine’s deal: hero and landmark decks after the trim, per seat count', () => {
    for (const n of [2, 3, 4]) {
      const { state } = civBuilder.setup(n, { teams: false }, `guide-${n}`, aloud);
      const heroes = state.decks.hero.length + state.rows.hero.length;
      const landmarks = state.decks.landmark.length + state.rows.landmark.length + n;
      expect([heroes, landmarks], `${n} seats`).toEqual([DECK_TRIMS[n]?.heroes, DECK_TRIMS[n]?.landmarks]);
    }
  });
});
