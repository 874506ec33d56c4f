/** Avenue Empires' table as the registry hands it out: drawn for `AvenueView` and its actions (kit/define-table.ts). */
import { defineTable } from '$lib/kit/define-table.ts';
import Table from './Table.svelte';
import type { AvenueAction, AvenueView } from './types.ts';

export default defineTable<AvenueView, AvenueAction>(Table, { chooseTrade: true, chooseBuild: true });
