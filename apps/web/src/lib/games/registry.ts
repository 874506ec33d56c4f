/** Which component draws which game's table; games without their own table get the generic one. */
import type { Component } from 'svelte';
import ArquetectTable from './arquetect/Table.svelte';
import AvenueEmpiresTable from './avenue-empires/Table.svelte';
import CivBuilderTable from './civ-builder/Table.svelte';
import GenericTable from './GenericTable.svelte';
import SaltmarketTable from './saltmarket/Table.svelte';
import type { TableProps } from './table-props.ts';

const tables: Record<string, Component<TableProps>> = {
  'avenue-empires': AvenueEmpiresTable,
  arquetect: ArquetectTable,
  saltmarket: SaltmarketTable,
  'civ-builder': CivBuilderTable,
};

export function tableFor(gameId: string): Component<TableProps> {
  return Object.hasOwn(tables, gameId) ? (tables[gameId] as Component<TableProps>) : GenericTable;
}
