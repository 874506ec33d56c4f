import type { EventStore } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import { nextDue } from '@turnpost/rules/table';
import type { Thinker } from '../bots/thinking.ts';
import { ApiError } from '../errors.ts';
import type { HistoryService } from './history.ts';
import { loadGame, reloadGame } from './loaded-game.ts';
import { submit } from './submit.ts';
import { tableOf } from './table.ts';

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

/** The idempotency key of the autopilot's move for a person: as a bot's, so it too is appended once per wait and version. */
export const autopilotMoveKey = (gameId: string, seat: Seat, version: number) => `autopilot:${gameId}:${seat}:${version}`;

/**
 * Moves every seat a machine must move now, again and again while one is due (one move may make another due),
 * until the game waits on people only or ends: a bot's seat, and a person's whose clock ran out or who is on
 * autopilot (the autopilot plays it at medium level, and the event says so). Each move is decided from the seat's
 * view and legal actions (never the state) and appended through `submit`, as a person's, at the version it was
 * decided at, under its key (`botMoveKey`, `autopilotMoveKey`): two runners, a retry or a restart mid-move append it
 * exactly once (the same inputs give the same decision; the second append is a duplicate of the first). In a
 * simultaneous phase each due seat moves in turn; none waits on itself. A person who moves first wins the race: the
 * autopilot's move is then refused or stale, and the seat is looked at afresh. Returns how many moves it submitted
 * (a duplicate of another runner's counts too). With `maxMoves` it stops after that many (the sweep's one move per
 * game and round).
 */
export async function moveBots(deps: BotMovesDeps, gameId: string, { maxMoves = Number.POSITIVE_INFINITY }: { maxMoves?: number } = {}): Promise<number> {
  let moves = 0;
  let loaded = await loadGame(deps.store, gameId);
  for (let attempt = 0; attempt < MAX_TRIES && moves < maxMoves; attempt++) {
    // one due seat at a time, read afresh: after a move (this runner's or another's) a seat may no longer be awaited,
    // and a seat that is not awaited must not move (in a simultaneous phase it could still change its choice)
    const due = nextDue(tableOf(loaded), deps.clock());
    if (!due) return moves;
    const { seat, level, by } = due;
    const version = loaded.game.version;
    const state = await deps.history.stateAt(loaded);
    const legalActions = loaded.engine.legalActions(state, seat);
    if (legalActions.length === 0) throw new Error(`${gameId}: seat ${seat} is awaited with no legal action`);
    const key = (by === 'autopilot' ? autopilotMoveKey : botMoveKey)(gameId, seat, version);
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
      const input = { expectedVersion: version, action: action as Record<string, unknown>, idempotencyKey: key };
      await submit(deps, loaded, seat, input, { by });
      moves++;
    } catch (error) {
      // another runner moved (this seat or another) first, or the person came back and moved: decide again on the
      // newer state
      if (!(error instanceof ApiError && (error.status === 409 || (by === 'autopilot' && error.status < 500)))) throw error;
    }
    loaded = await reloadGame(deps.store, loaded);
  }
  return moves;
}
