/** Saltmarket's table as the registry hands it out: drawn for `SaltView` and its actions (kit/define-table.ts). */
import { defineTable } from '$lib/kit/define-table.ts';
import Table from './Table.svelte';
import type { SaltAction, SaltView } from './types.ts';

export default defineTable<SaltView, SaltAction>(Table, {
  setup: true,
  move: true,
  oddJobs: true,
  chooseGoods: true,
  chooseGood: true,
  swapMarket: true,
  trade: true,
  buy: true,
  skipBuy: true,
});
