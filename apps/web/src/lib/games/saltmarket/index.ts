import { about } from '@turnpost/rules/saltmarket/about';
import { guidePage } from '$lib/rules-guide/guide-page.ts';
import type { WebKind } from '../web-kind.ts';

/** Saltmarket in the web app: its table and its rules page's drawn example, each loaded when a page first needs it. */
export const saltmarket: WebKind = {
  about,
  table: () => import('./table.ts'),
  guide: () => guidePage(import('@turnpost/rules/saltmarket/guide'), import('./ExampleHoldings.svelte')),
};
