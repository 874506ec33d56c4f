import type { Component, Snippet } from 'svelte';
import type { ExpandedSeatView, SeatView } from '../api-types.ts';

/**
 * What a page hands a kind's table: `TableProps<SaltView, SaltAction>` for Saltmarket's, with the seat view's
 * `view` and `legalActions` as the kind's own types. The page itself holds them as any JSON (`TableProps`, the
 * defaults); `defineTable` (lib/kit/define-table.ts) narrows them once, where the registry hands a table out.
 */
export interface TableProps<View = SeatView['view'], Action = unknown> {
  /** The seat's (or spectator's) view at one version, its choices expanded into `legalActions`. */
  seatView: ExpandedSeatView<View, Action>;
  /** Display names by seat. */
  names: string[];
  /** True while a submission is on its way. */
  busy: boolean;
  /**
   * Sends one of `seatView.legalActions`; resolves true when the server accepted it. (A method, so that a page's
   * `submit` for any action fits every kind's table.)
   */
  submit(action: Action): Promise<boolean>;
  /** The game log, for the table to place where it fits its layout. */
  log: Snippet;
  /**
   * A replay step: `legalActions` is empty, nothing can be submitted, and what a live table says to "you" is said
   * about the seat whose view this is.
   */
  readOnly?: boolean;
}

/** Any kind's table as a page holds it, before it knows the kind: its seat view not yet narrowed. */
export type AnyTable = Component<TableProps>;
