/**
 * The web registry: every kind the web app draws, one line each. A kind's folder hands its about (title, seats,
 * score unit, from the rules package), its table and its rules page; tables and guides are loaded when a page first
 * needs them, so a table page carries one kind's code and a rules page only its kind's guide.
 */
import { arquetect } from './arquetect/index.ts';
import { avenueEmpires } from './avenue-empires/index.ts';
import { civBuilder } from './civ-builder/index.ts';
import { saltmarket } from './saltmarket/index.ts';
import type { AnyTable } from './table-props.ts';
import type { WebKind } from './web-kind.ts';

export type { WebKind };

export const kinds: readonly WebKind[] = [
  avenueEmpires,
  arquetect,
  saltmarket,
  civBuilder,
];

/** The registered kind with this id (a game's `game`, a rules page's path), if the web app knows it. */
export function kindOf(kind: string): WebKind | undefined {
  return kinds.find((k) => k.about.id === kind);
}

const loaded = new Map<string, Promise<AnyTable>>();

/** The table component of `kind` (the generic table for a kind without its own), loaded once per page session. */
export function loadTable(kind: string): Promise<AnyTable> {
  let table = loaded.get(kind);
  if (!table) {
    const load = kindOf(kind)?.table ?? (() => import('./GenericTable.svelte'));
    table = load().then((m) => m.default);
    // a failed load (offline) is not kept: the next attempt fetches again
    table.catch(() => loaded.delete(kind));
    loaded.set(kind, table);
  }
  return table;
}
