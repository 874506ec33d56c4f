import { type AnyEngine, fold, type GameSetup, initialState } from '@turnpost/rules';
import { chooseMove, randomAction } from '../choose-move.ts';
import type { Player } from '../tournament.ts';
import type { PlayedEvent } from './moment.ts';

/**
 * The events of a game the bots play to its end, each seat's moves by `players[seat]` (as a tournament's games are
 * played, tournament.ts, but kept move by move so the game can be analysed). Every move counts as a person's, so
 * each decision can be judged.
 */
export function botGame(engine: AnyEngine, setup: GameSetup, players: readonly Player[]): PlayedEvent[] {
  let state = initialState(engine, setup);
  const events: PlayedEvent[] = [];
  for (;;) {
    const seat = engine.awaiting(state)[0];
    if (seat === undefined) return events;
    const legalActions = engine.legalActions(state, seat);
    const player = players[seat] ?? 'random';
    const seed = `${setup.seed}:${events.length}`;
    const action =
      player === 'random'
        ? randomAction(legalActions, seed)
        : chooseMove({ engine, seat, seats: setup.seats, view: engine.view(state, seat), legalActions, level: player, seed });
    state = fold(engine, state, [{ seat, action }]);
    events.push({ seat, action, byPerson: true });
    if (events.length > 100_000) throw new Error(`${engine.id}: a bot game did not end`);
  }
}
