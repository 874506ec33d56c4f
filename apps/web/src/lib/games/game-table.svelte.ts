import { loadTable } from './registry.ts';
import type { AnyTable } from './table-props.ts';

/**
 * The table component for the game a page shows, once its code has arrived (`component` is null until then, and
 * `failed` is set if it could not be fetched). Create it while a component initialises: it follows `gameOf`.
 */
export class GameTable {
  component = $state<AnyTable | null>(null);
  failed = $state(false);

  constructor(gameOf: () => string | null) {
    $effect(() => {
      const game = gameOf();
      if (!game) return;
      let current = true;
      this.failed = false;
      loadTable(game).then(
        (component) => {
          if (current) this.component = component;
        },
        () => {
          if (current) this.failed = true;
        },
      );
      return () => {
        current = false;
      };
    });
  }
}
