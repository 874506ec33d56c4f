import type { Snippet } from 'svelte';
import type { OpenTable } from '../api-types.ts';

/** What the play page hands every game's table component. */
export interface TableProps {
  /**
   * The seat's (or spectator's) state at one version; `view` and `legalActions` (its `choices` expanded) are the
   * game's own shapes.
   */
  table: OpenTable;
  /** Display names by seat. */
  names: string[];
  /** True while a submission is on its way. */
  busy: boolean;
  /** Sends one of `table.legalActions`; resolves true when the server accepted it. */
  submit: (action: object) => Promise<boolean>;
  /** The game log, for the table to place where it fits its layout. */
  log: Snippet;
  /**
   * A replay step: `legalActions` is empty, nothing can be submitted, and what a live table says to "you" is said
   * about the seat whose view this is. Optional: tables that ignore it still work (they just say "you").
   */
  readOnly?: boolean;
}
