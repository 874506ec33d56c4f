import { type Database, EventStore, type EventRow, type GameRow, type NotificationSettings, ReminderQueue, type SeatRow, type StoredGame } from '@turnpost/db';
import {
  type AnyEngine,
  canonicalJson,
  decide,
  engineFor,

  fold,
  parseAction,
  type Seat,
  seatPayload,
  stamp,
  stillValid,
} from '@turnpost/rules';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { hashToken, newGameId, newSeed, sameDigest, seatForToken, seatToken, unsubscribeSignature } from '../tokens.ts';
import { GameHistory, type LogPage, rulesOf } from './game-history.ts';
import type { StateCache } from './state-cache.ts';
import { storedOutcome } from './stored-outcome.ts';

/** Log lines a view carries on first load. */
const LATEST_LINES = 20;
/** Appends retried after a race in a simultaneous phase (each retry means another seat's action got in). */
const MAX_RETRIES = 12;

export type { ActInput, CreateGameInput, GameSummary, NewSeatInput, SeatView } from './game-types.ts';
import type { ActInput, CreateGameInput, GameSummary, SeatView } from './game-types.ts';

/** The API's only door to the database: rules + event store, with replayed states cached by version. */
export class GameService {
  private readonly store: EventStore;
  private readonly reminders: ReminderQueue;
  private readonly history: GameHistory;

  constructor(
    db: Database,
    private readonly clock: () => Date,
    private readonly cache: StateCache,
    private readonly secret: string,
  ) {
    this.store = new EventStore(db);
    this.reminders = new ReminderQueue(db);
    this.history = new GameHistory(this.store, cache);
  }

  async create(input: CreateGameInput) {
    const game = engineFor(input.game);
    if (!game) throw new ApiError(400, 'E_UNKNOWN_GAME', `There is no game called "${input.game}".`);
    const n = input.seats.length;
    if (n < game.seats.min || n > game.seats.max)
      throw new ApiError(400, 'E_SEAT_COUNT', `${game.title} needs ${game.seats.min} to ${game.seats.max} players, not ${n}.`);
    const options = game.parseOptions(input.options ?? {}, n);
    if (!options.ok) throw new ApiError(400, options.error.code, options.error.message);
    const id = newGameId();
    const seed = newSeed();
    const start = game.setup(n, options.value, seed);
    const state = start.state;
    const tokens = await Promise.all(input.seats.map((_, seat) => seatToken(this.secret, id, seat, 0)));
    const hashes = await Promise.all(tokens.map(hashToken));
    await this.store.createGame({
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: options.value,
      seed,
      awaiting: game.awaiting(state),
      listed: input.listed ?? false,
      now: this.clock(),
      seats: input.seats.map((s, seat) => ({
        seat,
        name: s.name,
        email: s.email ?? null,
        tokenHash: hashes[seat] as string,
        // An email given for a seat means "tell me when it is my move" unless the creator said otherwise; the
        // reminder after `remindAfterHours` is the second nudge.
        notifyAtOnce: s.notifyAtOnce ?? s.email !== undefined,
        remindAfterHours: s.remindAfterHours === undefined ? 24 : s.remindAfterHours,
        isBot: false,
      })),
    });
    this.history.started(id, state, stamp(start.log, 0));
    return {
      id,
      seats: input.seats.map((s, seat) => ({
        seat,
        name: s.name,
        token: tokens[seat] as string,
        url: `/play/${id}#${tokens[seat]}`,
      })),
      spectatorUrl: `/play/${id}`,
    };
  }

  async table(id: string): Promise<StoredGame> {
    const table = await this.store.loadGame(id);
    if (!table) throw notFound();
    return table;
  }

  /** The seat a token belongs to; null for no token (spectator). Unknown and revoked tokens get the same answer. */
  async seatOf(table: StoredGame, token: string | null): Promise<Seat | null> {
    if (token === null) return null;
    const seat = await seatForToken(table.seats, token);
    if (!seat) throw forbidden();
    return seat.seat;
  }

  /**
   * The version of game `id` for an If-None-Match poll, after the same checks as `table` + `seatOf` in the same order
   * (unknown game, then the token: `token()` parses the header only once the game is found): one indexed read, no
   * events, no replay.
   */
  async pollVersion(id: string, token: () => string | null): Promise<number> {
    const poll = await this.store.poll(id);
    if (!poll) throw notFound();
    const raw = token();
    if (raw !== null && !(await seatForToken(poll.seats, raw))) throw forbidden();
    return poll.version;
  }

  summary(table: StoredGame): GameSummary {
    return summarize(table.game, table.seats);
  }

  async list(q: { status?: 'active' | 'finished'; game?: string; limit: number; offset: number }) {
    const { games: rows, total } = await this.store.listGames(q);
    const seats = await this.store.seatsOf(rows.map((g) => g.id));
    return { games: rows.map((g) => summarize(g, seats.filter((s) => s.gameId === g.id))), total };
  }

  /** The state at the table's version (or an earlier one), folding only events the cache has not seen. */
  stateAt(table: StoredGame, version = table.game.version): Promise<unknown> {
    return this.history.stateAt(table, version);
  }

  /** The rules the game plays on (its own rules version). */
  rulesOf(table: StoredGame): AnyEngine {
    return rulesOf(table.game);
  }

  /** What `seat` sees at `version`, with the log lines after `log.logAfter`. */
  seatView(table: StoredGame, seat: Seat | null, state: unknown, log: LogPage, version = table.game.version): SeatView {
    return { ...summarize(table.game, table.seats), version, seat, ...seatPayload(rulesOf(table.game), state, seat), ...log };
  }

  /** The current view of `seat`; `logSince` is the version whose log lines the client already has. */
  async currentView(table: StoredGame, seat: Seat | null, logSince?: number): Promise<SeatView> {
    const state = await this.stateAt(table);
    const log = await this.history.lines(table, seat, { after: logSince, min: LATEST_LINES });
    return this.seatView(table, seat, state, log);
  }

  /** Older log lines, before event `before`. */
  logPage(table: StoredGame, seat: Seat | null, before: number, limit: number): Promise<LogPage> {
    return this.history.lines(table, seat, { before, min: limit });
  }

  /** The complete canonical list of `seat`'s legal actions, for tools and bots. */
  async legalActions(table: StoredGame, seat: Seat) {
    const state = await this.stateAt(table);
    return { version: table.game.version, legalActions: rulesOf(table.game).legalActions(state, seat) };
  }

  /** Each seat's score after every event of a finished game, for the replay's chart. */
  async scores(table: StoredGame) {
    if (table.game.status !== 'finished')
      throw new ApiError(403, 'E_FORBIDDEN', 'The score chart opens up when the game is over.');
    const game = rulesOf(table.game);
    if (!game.scores) throw notFound('score chart');
    // one pass over the events (asking the cache for each version would fold up to 24 events per step)
    let state = await this.stateAt(table, 0);
    const series: number[][] = [game.scores(state)];
    for (const event of await this.store.loadEvents(table.game.id)) {
      state = fold(game, state, [event], event.seq - 1);
      series.push(game.scores(state));
    }
    return { version: table.game.version, series };
  }

  /**
   * Checks the action with the rules and appends it; see the route for the HTTP mapping. A submit based on an
   * older version is still taken when nothing the seat's decision rests on changed since (the game decides what
   * counts, `decisionBasis`); racing appends are retried on the newer version the same way.
   */
  async act(start: StoredGame, seat: Seat, input: ActInput, logSince?: number): Promise<SeatView> {
    if (input.action.player !== undefined && input.action.player !== seat)
      throw new ApiError(403, 'E_NOT_YOUR_SEAT', 'You can only act for your own seat.');
    const game = rulesOf(start.game);
    // a retry of a submit that went through meanwhile gets the first answer
    if (input.expectedVersion < start.game.version) {
      const earlier = await this.store.eventByKey(start.game.id, seat, input.idempotencyKey);
      if (earlier) return this.firstAnswer(start.game.id, seat, earlier, input, logSince);
    }
    let table = start;
    for (let attempt = 0; ; attempt++) {
      const version = table.game.version;
      if (input.expectedVersion > version) throw stale(version);
      const state = await this.stateAt(table);
      if (input.expectedVersion < version) {
        const then = await this.stateAt(table, input.expectedVersion);
        if (!stillValid(game, then, state, seat)) throw stale(version);
      }
      const decided = decide(game, state, seat, input.action);
      if (!decided.ok) throw new ApiError(422, decided.error.code, decided.error.message);
      const next = decided.value.state;
      const outcome = game.outcome(next);
      const now = this.clock();
      const awaiting = game.awaiting(next);
      const appended = await this.store.append({
        gameId: table.game.id,
        expectedVersion: version,
        seat,
        action: decided.value.action,
        idempotencyKey: input.idempotencyKey,
        now,
        awaiting,
        status: outcome ? 'finished' : 'active',
        outcome,
      });
      if (appended.result === 'duplicate') {
        const earlier = await this.store.eventByKey(table.game.id, seat, input.idempotencyKey);
        if (earlier) return this.firstAnswer(table.game.id, seat, earlier, input, logSince);
      }
      if (appended.result === 'conflict') {
        if (attempt >= MAX_RETRIES || !game.decisionBasis) throw stale(appended.version);
        table = await this.table(table.game.id);
        continue;
      }
      this.history.appended(table.game.id, appended.version, next, stamp(decided.value.log, appended.version));
      const after: StoredGame = {
        seats: table.seats,
        game: {
          ...table.game,
          version: appended.version,
          awaiting,
          status: outcome ? 'finished' : 'active',
          outcome,
          updatedAt: now,
          finishedAt: outcome ? now : null,
        },
      };
      const log = await this.history.lines(after, seat, { after: logSince ?? input.expectedVersion, min: LATEST_LINES });
      return this.seatView(after, seat, next, log, appended.version);
    }
  }

  /**
   * The game as `viewer` saw it right after event `version` (0 = the start), for step-through replays, with the
   * log lines of that event. Once the game is over any perspective may be asked for; before that only the
   * requester's own (or a spectator's).
   *
   * The lines are those the perspective saw when the event happened, never the game-over reveal: once a game is
   * over its whole log is public (`logPage`, the table's log), but a step stands for one perspective at one moment,
   * and a spectator's step 0 that listed every dealt hand would contradict the spectator's own view beside it (the
   * issue's "no secret choices" replay naming the cards of face-down passes). The same goes for the moves list of a
   * replay (`logAsSeen`).
   */
  async viewAt(table: StoredGame, requester: Seat | null, version: number, perspective: Seat | null): Promise<SeatView> {
    if (!Number.isInteger(version) || version < 0 || version > table.game.version) throw notFound('step');
    mayWatch(table, requester, perspective);
    const state = await this.stateAt(table, version);
    const log = await this.history.lines(table, perspective, {
      after: version - 1,
      before: version + 1,
      min: 0,
      revealed: false,
    });
    return this.seatView(table, perspective, state, log, version);
  }

  /**
   * Log lines before event `before` as `perspective` saw them while the game was played: a replay's moves list, which
   * must tell no more than the replay's steps do (`viewAt`). Same access as the steps.
   */
  logAsSeen(table: StoredGame, requester: Seat | null, perspective: Seat | null, before: number, limit: number): Promise<LogPage> {
    mayWatch(table, requester, perspective);
    return this.history.lines(table, perspective, { before, min: limit, revealed: false });
  }

  /** Every event of a finished game (public once it is over). */
  async events(table: StoredGame) {
    if (table.game.status !== 'finished')
      throw new ApiError(403, 'E_FORBIDDEN', 'The full log opens up when the game is over.');
    const events = await this.store.loadEvents(table.game.id);
    return events.map((e) => ({ seq: e.seq, seat: e.seat, action: e.action, at: e.createdAt.toISOString() }));
  }

  /**
   * A repeated idempotency key (this seat's: keys belong to a seat) gets the first answer, this seat's view right
   * after that event, when it carries the same action; another action under a used key is refused.
   */
  private async firstAnswer(gameId: string, seat: Seat, earlier: EventRow, input: ActInput, logSince?: number) {
    const table = await this.table(gameId);
    const again = parseAction(rulesOf(table.game), seat, input.action);
    if (!again.ok || canonicalJson(again.value) !== canonicalJson(earlier.action))
      throw new ApiError(
        422,
        'E_KEY_REUSED',
        'This idempotency key was already used for another action of yours: send a new key with a new action.',
      );
    return this.answerAt(table, seat, earlier.seq, logSince ?? input.expectedVersion);
  }

  /** This seat's answer right after event `seq`, with the log lines after `logSince`. */
  private async answerAt(table: StoredGame, seat: Seat, seq: number, logSince: number): Promise<SeatView> {
    const state = await this.stateAt(table, seq);
    const log = await this.history.lines(table, seat, { after: logSince, before: seq + 1, min: LATEST_LINES });
    return this.seatView(table, seat, state, log, seq);
  }

  async notificationSettings(gameId: string, seat: Seat) {
    const settings = await this.reminders.settings(gameId, seat);
    if (!settings) throw notFound('seat');
    return settings;
  }

  async saveNotificationSettings(gameId: string, seat: Seat, settings: NotificationSettings) {
    await this.reminders.saveSettings(gameId, seat, settings, this.clock());
    return this.notificationSettings(gameId, seat);
  }

  /** One-click unsubscribe from an email link: the signature proves the link came from us. */
  async unsubscribe(gameId: string, seat: Seat, signature: string): Promise<void> {
    const expected = await unsubscribeSignature(this.secret, gameId, seat);
    if (!sameDigest(expected, signature) || !(await this.reminders.unsubscribe(gameId, seat))) throw notFound('subscription');
  }

  /** A new link for a seat; the old token stops working at once. */
  async reissue(table: StoredGame, seat: Seat) {
    const generation = await this.store.bumpTokenGeneration(table.game.id, seat, async (g) =>
      hashToken(await seatToken(this.secret, table.game.id, seat, g)),
    );
    const token = await seatToken(this.secret, table.game.id, seat, generation);
    return { seat, token, url: `/play/${table.game.id}#${token}` };
  }
}

/**
 * Whether `requester` may see the game through `perspective`'s eyes: any seat's once the game is over, before that
 * only their own (a spectator: the spectator's).
 */
function mayWatch(table: StoredGame, requester: Seat | null, perspective: Seat | null): void {
  if (perspective !== null && (perspective < 0 || perspective >= table.game.seatCount)) throw notFound('seat');
  if (table.game.status !== 'finished' && perspective !== requester)
    throw new ApiError(403, 'E_FORBIDDEN', 'Other seats\' views open up when the game is over.');
}

function stale(version: number): ApiError {
  return new ApiError(409, 'E_STALE', 'Someone acted first: reload the game and try again.', { version });
}

function summarize(g: GameRow, seats: SeatRow[]): GameSummary {
  return {
    id: g.id,
    game: g.game,
    title: engineFor(g.game)?.title ?? g.game,
    status: g.status,
    version: g.version,
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, awaited: g.awaiting.includes(s.seat) })),
    outcome: storedOutcome(g.outcome),
    createdAt: g.createdAt.toISOString(),
    // Every append (turnpost_append) sets updated_at to its event's time, and creation sets it too.
    lastMoveAt: g.updatedAt.toISOString(),
    finishedAt: g.finishedAt?.toISOString() ?? null,
  };
}
