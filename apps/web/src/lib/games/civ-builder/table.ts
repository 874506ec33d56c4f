/** Civ Builder's table as the registry hands it out: drawn for `CivView` and its actions (kit/define-table.ts). */
import { defineTable } from '$lib/kit/define-table.ts';
import Table from './Table.svelte';
import type { CivAction, CivView } from './types.ts';

export default defineTable<CivView, CivAction>(Table, {
  takeStored: true,
  play: true,
  assign: true,
  buy: true,
  attack: true,
  steal: true,
  trash: true,
  return: true,
  raid: true,
  endTurn: true,
});
