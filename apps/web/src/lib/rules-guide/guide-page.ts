import type { Guide } from '@turnpost/rules/core/guide';
import type { Component } from 'svelte';

/** What `/rules/<kind>` renders: the kind's guide, and its own component that draws the scoring example's layout. */
export interface GuidePage {
  guide: Guide<unknown>;
  drawing: Component<{ layout: unknown }>;
}

/**
 * A kind's guide page from its two lazy imports (the guide from the rules package, the drawing from the kind's web
 * folder), loaded side by side. The drawing must take the guide's own layout: that is checked here, where both types
 * are known, and the page then only ever hands a guide's layout to that guide's drawing.
 */
export async function guidePage<Layout>(
  guide: Promise<{ guide: Guide<Layout> }>,
  drawing: Promise<{ default: Component<{ layout: Layout }> }>,
): Promise<GuidePage> {
  const [data, component] = await Promise.all([guide, drawing]);
  return { guide: data.guide, drawing: component.default as Component<{ layout: unknown }> };
}
