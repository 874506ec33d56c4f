/** Arquetect's table as the registry hands it out: drawn for `ArquetectView` and its actions (kit/define-table.ts). */
import { defineTable } from '$lib/kit/define-table.ts';
import Table from './Table.svelte';
import type { ArquetectAction, ArquetectView } from './types.ts';

export default defineTable<ArquetectView, ArquetectAction>(Table, {
  gift: true,
  offerTrade: true,
  pass: true,
  declineOffer: true,
  counterOffer: true,
  acceptCounter: true,
  rejectCounter: true,
  placeReceived: true,
  useAbility: true,
  endTurn: true,
});
