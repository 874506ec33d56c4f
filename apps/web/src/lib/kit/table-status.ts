/**
 * A live table's game status, for the kit's parts that must not read as a game in play once it is over (the banner):
 * the table's frame (`TableShell`) provides it; a replay provides none (its steps are history, each as it was).
 */
import { getContext, setContext } from 'svelte';
import type { GameStatus } from '../api-types.ts';

const KEY = Symbol('table-status');

type StatusOf = () => GameStatus | null;

export function provideTableStatus(status: StatusOf): void {
  setContext(KEY, status);
}

/** The live table's status as a getter to read inside `$derived` (it follows the table); null outside a live table. */
export function tableStatus(): StatusOf {
  return getContext<StatusOf | undefined>(KEY) ?? (() => null);
}
