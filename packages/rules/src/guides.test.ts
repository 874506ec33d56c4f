import { describe, expect, it } from 'vitest';
import { findGuide, guideCards, guides } from './guides.ts';
import { engines } from './index.ts';

describe('the guides for players', () => {
  it('has a guide for every game of the registry, with its title and seat range', () => {
    for (const game of engines) {
      const guide = findGuide(game.id);
      expect(guide, game.id).toBeDefined();
      expect(guide?.title).toBe(game.title);
      expect(guide?.players).toEqual(game.seats);
    }
    expect(guides.map((g) => g.gameId).sort()).toEqual(engines.map((e) => e.id).sort());
    expect(findGuide('chess')).toBeUndefined();
  });

  it('gives every section, card group and card its own anchor, and the scoring example one place', () => {
    for (const guide of guides) {
      const sections = guide.sections.flatMap((s) => [s, ...(s.subsections ?? [])]);
      const anchors = [
        ...sections.map((s) => s.id),
        ...guide.cardGroups.map((g) => g.id),
        ...guideCards(guide).map((c) => `card-${c.id}`),
      ];
      expect(new Set(anchors).size, guide.gameId).toBe(anchors.length);
      const markers = sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'scoringExample');
      expect(markers, guide.gameId).toHaveLength(1);
    }
  });
});
