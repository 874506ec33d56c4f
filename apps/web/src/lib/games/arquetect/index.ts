import { about } from '@turnpost/rules/arquetect/about';
import { guidePage } from '$lib/rules-guide/guide-page.ts';
import type { WebKind } from '../web-kind.ts';

/** Arquetect in the web app: its table and its rules page's drawn example, each loaded when a page first needs it. */
export const arquetect: WebKind = {
  about,
  table: () => import('./table.ts'),
  guide: () => guidePage(import('@turnpost/rules/arquetect/guide'), import('./ExampleHand.svelte')),
};
