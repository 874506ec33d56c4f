import type { About } from '@turnpost/rules/core';
import type { GuidePage } from '$lib/rules-guide/guide-page.ts';
import type { AnyTable } from './table-props.ts';

/** What a kind's web folder hands the app (its `index.ts`), for the web registry (`registry.ts`). */
export interface WebKind {
  about: About;
  table: () => Promise<{ default: AnyTable }>;
  guide: () => Promise<GuidePage>;
}
