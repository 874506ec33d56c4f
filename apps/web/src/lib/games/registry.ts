/**
 * Which component draws which game's table; games without their own table get the generic one. Each game's table
 * is loaded when a page first needs it, so a table page carries one game's code, not every game's.
 */
import type { AnyTable } from './table-props.ts';

type TableModule = { default: AnyTable };

const tables: Record<string, () => Promise<TableModule>> = {
  'avenue-empires': () => import('./avenue-empires/index.ts'),
  arquetect: () => import('./arquetect/index.ts'),
  saltmarket: () => import('./saltmarket/index.ts'),
  'civ-builder': () => import('./civ-builder/index.ts'),
};

const loaded = new Map<string, Promise<AnyTable>>();

/** The table component of `gameId` (the generic table for a game without its own), loaded once per page session. */
export function loadTable(gameId: string): Promise<AnyTable> {
  let table = loaded.get(gameId);
  if (!table) {
    const load = Object.hasOwn(tables, gameId) ? tables[gameId] : () => import('./GenericTable.svelte');
    table = (load as () => Promise<TableModule>)().then((m) => m.default);
    // a failed load (offline) is not kept: the next attempt fetches again
    table.catch(() => loaded.delete(gameId));
    loaded.set(gameId, table);
  }
  return table;
}
