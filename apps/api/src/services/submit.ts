import type { EventRow, EventStore } from '@turnpost/db';
import { canonicalJson, decide, parseAction, type Seat, stamp, stillValid } from '@turnpost/rules';
import { ApiError, ruleRefused } from '../errors.ts';
import type { ActInput, SeatView } from './game-types.ts';
import type { HistoryService } from './history.ts';
import { type LoadedGame, reloadGame } from './loaded-game.ts';
import { madeBy } from './made-by.ts';
import { seatView } from './seat-view.ts';
import { moveOnTable, tableOf, tableRefused, withPatches } from './table.ts';
import { refusal } from '@turnpost/rules/table';

/** Log lines a view carries on first load. */
export const LATEST_LINES = 20;
/** Appends retried after a race in a simultaneous phase (each retry means another seat's action got in). */
const MAX_RETRIES = 12;

/** Who makes a seat's move: its holder (null), its bot, or the autopilot for a person whose time ran out. */
export type MoveBy = 'bot' | 'autopilot' | null;

export interface SubmitDeps {
  store: EventStore;
  history: HistoryService;
  clock: () => Date;
}

/**
 * Checks a seat's action with the game's engine and its table (`@turnpost/rules/table`: the game still played, the
 * seat still held by the link generation the request came with, a machine's seat still its to move) and appends it;
 * see the route for the HTTP mapping. A submit based on an older version is still taken when nothing the seat's
 * decision rests on changed since (the engine decides what counts, `decisionBasis`); racing appends are retried on the
 * newer version the same way, with the engine the game was loaded with, and the table checked again each time.
 */
export async function submit(
  deps: SubmitDeps,
  start: LoadedGame,
  seat: Seat,
  input: ActInput,
  { logSince, by = null }: { logSince?: number | undefined; by?: MoveBy } = {},
): Promise<SeatView> {
  const { store, history } = deps;
  const { engine } = start;
  // the seat's link generation this request was made with: checked again at every try, and by the append itself
  const generation = start.seats.find((s) => s.seat === seat)?.tokenGeneration ?? 0;
  // a retry of a submit that went through meanwhile gets the first answer
  if (input.expectedVersion < start.game.version) {
    const earlier = await store.eventByKey(start.game.id, seat, input.idempotencyKey);
    if (earlier) return firstAnswer(deps, start, seat, earlier, input, logSince);
  }
  let loaded = start;
  for (let attempt = 0; ; attempt++) {
    const version = loaded.game.version;
    const table = tableOf(loaded);
    const change = { type: 'move', seat, by, generation, awaiting: table.awaiting, finished: false, newPhase: false } as const;
    const refused = refusal(table, change, deps.clock());
    if (refused) throw tableRefused(refused, version);
    if (input.expectedVersion > version) throw stale(version);
    const state = await history.stateAt(loaded);
    if (input.expectedVersion < version) {
      const then = await history.stateAt(loaded, input.expectedVersion);
      if (!stillValid(engine, then, state, seat)) throw stale(version);
    }
    const decided = decide(engine, state, seat, input.action);
    if (!decided.ok) throw ruleRefused(decided.error);
    const next = decided.value.state;
    const outcome = engine.outcome(next);
    const now = deps.clock();
    const newPhase = engine.phase !== undefined && engine.phase(state) !== engine.phase(next);
    const written = moveOnTable(table, { ...change, awaiting: engine.awaiting(next), finished: outcome !== null, newPhase }, version, now);
    const { status, awaiting } = written;
    const appended = await store.append({
      gameId: loaded.game.id,
      expectedVersion: version,
      seat,
      action: decided.value.action,
      idempotencyKey: input.idempotencyKey,
      now,
      by,
      holder: { seat, generation },
      outcome,
      ...written,
    });
    if (appended.result === 'duplicate') {
      const earlier = await store.eventByKey(loaded.game.id, seat, input.idempotencyKey);
      if (earlier) return firstAnswer(deps, loaded, seat, earlier, input, logSince);
    }
    if (appended.result === 'conflict') {
      loaded = await reloadGame(store, loaded);
      // the table changed (a hand-over, a take-back, the end), or another seat moved: decide again, or refuse
      const changed = refusal(tableOf(loaded), change, deps.clock());
      if (changed) throw tableRefused(changed, loaded.game.version);
      if (attempt >= MAX_RETRIES || !engine.decisionBasis) throw stale(loaded.game.version);
      continue;
    }
    history.remember(loaded.game.id, appended.version, next, madeBy(stamp(decided.value.log, appended.version), by));
    const finishedAt = outcome ? now : null;
    const game = { ...loaded.game, version: appended.version, awaiting, status, outcome, updatedAt: now, finishedAt };
    const after: LoadedGame = { ...loaded, game, seats: withPatches(loaded.seats, written.seats) };
    const log = await history.lines(after, seat, { after: logSince ?? input.expectedVersion, min: LATEST_LINES });
    return seatView(after, seat, next, log, appended.version);
  }
}

/**
 * A repeated idempotency key (this seat's: keys belong to a seat) gets the first answer, this seat's view right
 * after that event, when it carries the same action; another action under a used key is refused.
 */
async function firstAnswer(deps: SubmitDeps, known: LoadedGame, seat: Seat, earlier: EventRow, input: ActInput, logSince?: number) {
  const loaded = await reloadGame(deps.store, known);
  const again = parseAction(loaded.engine, seat, input.action);
  // an action naming another seat is refused as such, whatever its key
  const refused = again.ok ? null : ruleRefused(again.error);
  if (refused?.status === 403) throw refused;
  if (!again.ok || canonicalJson(again.value) !== canonicalJson(earlier.action))
    throw new ApiError(
      422,
      'E_KEY_REUSED',
      'This idempotency key was already used for another action of yours: send a new key with a new action.',
    );
  const state = await deps.history.stateAt(loaded, earlier.seq);
  const after = logSince ?? input.expectedVersion;
  const log = await deps.history.lines(loaded, seat, { after, before: earlier.seq + 1, min: LATEST_LINES });
  return seatView(loaded, seat, state, log, earlier.seq);
}

function stale(version: number): ApiError {
  return new ApiError(409, 'E_STALE', 'Someone acted first: reload the game and try again.', { version });
}
