import type { EventStore } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import type { Thinker } from '../bots/thinking.ts';
import { ApiError } from '../errors.ts';
import type { HistoryService } from './history.ts';
import { type LoadedGame, loadGame, reloadGame } from './loaded-game.ts';
import { submit } from './submit.ts';

export interface BotMovesDeps {
  store: EventStore;
  history: HistoryService;
  clock: () => Date;
  thinker: Thinker;
}

/** A run stops after this many tries (a game always comes back to a person well before). */
const MAX_TRIES = 2_000;

/** The idempotency key of a bot's move: the game, the seat and the version it moves at, so it is appended once. */
export const botMoveKey = (gameId: string, seat: Seat, version: number) => `bot:${gameId}:${seat}:${version}`;

/**
 * Moves every bot the game awaits, again and again while a bot is due (one bot's move may make another due), until
 * the game waits on a person only or ends. Each move is decided from the bot seat's view and legal actions (never the
 * state) and appended through `submit`, as a person's, at the version it was decided at, under `botMoveKey`: two
 * runners, a retry or a restart mid-move append it exactly once (the same inputs give the same decision; the second
 * append is a duplicate of the first). In a simultaneous phase each awaited bot moves in turn; none waits on itself.
 * Returns how many bot moves it submitted (a duplicate of another runner's counts too).
 */
export async function moveBots(deps: BotMovesDeps, gameId: string): Promise<number> {
  let moves = 0;
  let loaded = await loadGame(deps.store, gameId);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    // one due bot at a time, read afresh: after a move (this runner's or another's) a bot may no longer be awaited,
    // and a seat that is not awaited must not move (in a simultaneous phase it could still change its choice)
    const due = nextDueBot(loaded);
    if (!due) return moves;
    const { seat, level } = due;
    const version = loaded.game.version;
    const state = await deps.history.stateAt(loaded);
    const legalActions = loaded.engine.legalActions(state, seat);
    if (legalActions.length === 0) throw new Error(`${gameId}: bot seat ${seat} is awaited with no legal action`);
    const key = botMoveKey(gameId, seat, version);
    const action = await deps.thinker.think({
      kind: loaded.game.kind,
      rulesVersion: loaded.game.rulesVersion,
      seat,
      seats: loaded.game.seatCount,
      view: loaded.engine.view(state, seat),
      legalActions,
      level,
      seed: key,
    });
    try {
      await submit(deps, loaded, seat, { expectedVersion: version, action: action as Record<string, unknown>, idempotencyKey: key });
      moves++;
    } catch (error) {
      // another runner moved (this bot or another seat) first: decide again on the newer state
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
    loaded = await reloadGame(deps.store, loaded);
  }
  return moves;
}

/** The first bot seat the game awaits now, with its level; none when it awaits only people or has ended. */
export function nextDueBot(loaded: LoadedGame): { seat: Seat; level: NonNullable<LoadedGame['seats'][number]['bot']> } | undefined {
  if (loaded.game.status !== 'active') return undefined;
  const s = loaded.seats.find((seat) => seat.bot && loaded.game.awaiting.includes(seat.seat));
  return s?.bot ? { seat: s.seat, level: s.bot } : undefined;
}
