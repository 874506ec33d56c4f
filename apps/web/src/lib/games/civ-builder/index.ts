import { about } from '@turnpost/rules/civ-builder/about';
import { guidePage } from '$lib/rules-guide/guide-page.ts';
import type { WebKind } from '../web-kind.ts';

/** Civ Builder in the web app: its table and its rules page's drawn example, each loaded when a page first needs it. */
export const civBuilder: WebKind = {
  about,
  table: () => import('./table.ts'),
  guide: () => guidePage(import('@turnpost/rules/civ-builder/guide'), import('./ExampleConstructs.svelte')),
};
