import type { EventStore, GameRow, StoredGame } from '@turnpost/db';
import { type AnyEngine, engineFor } from '@turnpost/rules';
import { ApiError, notFound } from '../errors.ts';

/**
 * A stored game with its engine: its kind's rules at the rules version it started on. The engine is resolved once,
 * where the game is loaded for a request, and travels with it: no service looks it up again.
 */
export interface LoadedGame extends StoredGame {
  readonly engine: AnyEngine;
}

/** Game `gameId` with its engine; 404 for an unknown game, 500 `E_RULES_VERSION` for rules this server lacks. */
export async function loadGame(store: EventStore, gameId: string): Promise<LoadedGame> {
  const stored = await store.loadGame(gameId);
  if (!stored) throw notFound();
  return { ...stored, engine: engineOf(stored.game) };
}

/** The same game read again (another seat's action got in first), with the engine it was loaded with. */
export async function reloadGame(store: EventStore, loaded: LoadedGame): Promise<LoadedGame> {
  const stored = await store.loadGame(loaded.game.id);
  if (!stored) throw notFound();
  return { ...stored, engine: loaded.engine };
}

/** The only lookup of a stored game's engine: its kind at its rules version. */
function engineOf(row: GameRow): AnyEngine {
  const engine = engineFor(row.kind, row.rulesVersion);
  if (!engine)
    throw new ApiError(
      500,
      'E_RULES_VERSION',
      `This game was started on version ${row.rulesVersion} of the ${row.kind} rules, which this server does not have.`,
    );
  return engine;
}
