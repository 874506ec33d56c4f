/**
 * Every kind of the rules registry has its guide in its own folder (`<kind>/guide.ts`, `@turnpost/rules/<kind>/guide`),
 * with its engine's title, seat range and score unit (both read them from `<kind>/about.ts`).
 */
import { describe, expect, it } from 'vitest';
import { type Guide, guideCards } from './core/guide.ts';
import { engines } from './index.ts';

async function guideOfKind(kind: string): Promise<Guide<unknown>> {
  const module: { guide: Guide<unknown> } = await import(`./${kind}/guide.ts`);
  return module.guide;
}

describe('the guides for players', () => {
  it.each(engines.map((engine) => [engine.id, engine] as const))(
    'has a guide for %s in its folder, with its engine’s title, seat range and score unit',
    async (kind, engine) => {
      const guide = await guideOfKind(kind);
      expect(guide.kind).toBe(kind);
      expect(guide.title).toBe(engine.title);
      expect(guide.seats).toEqual(engine.seats);
      expect(guide.scoreUnit).toBe(engine.scoreUnit);
    },
  );

  it.each(engines.map((engine) => engine.id))(
    'gives every section, card group and card of %s its own anchor, and the scoring example one place',
    async (kind) => {
      const guide = await guideOfKind(kind);
      const sections = guide.sections.flatMap((s) => [s, ...(s.subsections ?? [])]);
      const anchors = [
        ...sections.map((s) => s.id),
        ...guide.cardGroups.map((g) => g.id),
        ...guideCards(guide).map((c) => `card-${c.id}`),
      ];
      expect(new Set(anchors).size).toBe(anchors.length);
      const markers = sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'scoringExample');
      expect(markers).toHaveLength(1);
    },
  );
});
