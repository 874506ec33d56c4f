import { about } from '@turnpost/rules/avenue-empires/about';
import { guidePage } from '$lib/rules-guide/guide-page.ts';
import type { WebKind } from '../web-kind.ts';

/** Avenue Empires in the web app: its table and its rules page's drawn example, each loaded when a page first needs it. */
export const avenueEmpires: WebKind = {
  about,
  table: () => import('./table.ts'),
  guide: () => guidePage(import('@turnpost/rules/avenue-empires/guide'), import('./ExampleCity.svelte')),
};
