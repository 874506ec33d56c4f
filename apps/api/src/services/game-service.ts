import { type Database, EventStore, type GameRow, type NotificationSettings, ReminderQueue, type SeatRow, type Table } from '@turnpost/db';
import { type AnyGame, findGame, fold, initialState, type LogEntry, type Seat } from '@turnpost/rules';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { hashToken, newGameId, newSeed, sameDigest, seatForToken, seatToken, unsubscribeSignature } from '../tokens.ts';
import type { StateCache } from './state-cache.ts';

export interface NewSeatInput {
  name: string;
  email?: string | undefined;
  notifyAtOnce?: boolean | undefined;
  remindAfterHours?: number | null | undefined;
}

export interface CreateGameInput {
  game: string;
  seats: NewSeatInput[];
  options?: unknown;
}

export interface GameSummary {
  id: string;
  game: string;
  title: string;
  status: 'active' | 'finished';
  version: number;
  seats: { seat: Seat; name: string; awaited: boolean }[];
  outcome: unknown;
  createdAt: string;
  finishedAt: string | null;
}

/** What one seat (or a spectator, seat null) may see of a game at one version. */
export interface SeatView extends GameSummary {
  seat: Seat | null;
  view: unknown;
  awaiting: Seat[];
  legalActions: unknown[];
  log: Omit<LogEntry, 'visibleTo'>[];
}

export interface ActInput {
  expectedVersion: number;
  action: Record<string, unknown>;
  idempotencyKey: string;
}

/** The API's only door to the database: rules + event store, with replayed states cached by version. */
export class GameService {
  private readonly store: EventStore;
  private readonly reminders: ReminderQueue;

  constructor(
    db: Database,
    private readonly clock: () => Date,
    private readonly cache: StateCache,
    private readonly secret: string,
  ) {
    this.store = new EventStore(db);
    this.reminders = new ReminderQueue(db);
  }

  async create(input: CreateGameInput) {
    const game = findGame(input.game);
    if (!game) throw new ApiError(400, 'E_UNKNOWN_GAME', `There is no game called "${input.game}".`);
    const n = input.seats.length;
    if (n < game.seats.min || n > game.seats.max)
      throw new ApiError(400, 'E_SEAT_COUNT', `${game.title} needs ${game.seats.min} to ${game.seats.max} players, not ${n}.`);
    const options = game.parseOptions(input.options ?? {}, n);
    if (!options.ok) throw new ApiError(400, options.error.code, options.error.message);
    const id = newGameId();
    const seed = newSeed();
    const state = game.setup(n, options.value, seed);
    const tokens = await Promise.all(input.seats.map((_, seat) => seatToken(this.secret, id, seat, 0)));
    const hashes = await Promise.all(tokens.map(hashToken));
    await this.store.createGame({
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: options.value,
      seed,
      awaiting: game.awaiting(state),
      now: this.clock(),
      seats: input.seats.map((s, seat) => ({
        seat,
        name: s.name,
        email: s.email ?? null,
        tokenHash: hashes[seat] as string,
        notifyAtOnce: s.notifyAtOnce ?? false,
        remindAfterHours: s.remindAfterHours === undefined ? 24 : s.remindAfterHours,
        isBot: false,
      })),
    });
    this.cache.set(id, 0, state);
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

  async table(id: string): Promise<Table> {
    const table = await this.store.loadTable(id);
    if (!table) throw notFound();
    return table;
  }

  /** The seat a token belongs to; null for no token (spectator). Unknown and revoked tokens get the same answer. */
  async seatOf(table: Table, token: string | null): Promise<Seat | null> {
    if (token === null) return null;
    const seat = await seatForToken(table.seats, token);
    if (!seat) throw forbidden();
    return seat.seat;
  }

  summary(table: Table): GameSummary {
    return summarize(table.game, table.seats);
  }

  async list(q: { status?: 'active' | 'finished'; game?: string; limit: number; offset: number }) {
    const { games: rows, total } = await this.store.listGames(q);
    const seats = await this.store.seatsOf(rows.map((g) => g.id));
    return { games: rows.map((g) => summarize(g, seats.filter((s) => s.gameId === g.id))), total };
  }

  /** The state at the table's version (or an earlier one), folding only events the cache has not seen. */
  async stateAt(table: Table, version = table.game.version): Promise<unknown> {
    const game = gameOf(table.game);
    const id = table.game.id;
    let { version: at, state } = this.cache.nearest(id, version) ?? {
      version: 0,
      state: initialState(game, { seats: table.game.seatCount, options: table.game.options, seed: table.game.seed }),
    };
    if (at === version) return state;
    const events = await this.store.loadEvents(id, at, version);
    // Fold up to each checkpoint boundary on the way, so later steps of a replay start close by.
    for (let from = 0; from < events.length; ) {
      const boundary = (Math.floor(at / this.cache.every) + 1) * this.cache.every;
      const chunk = events.slice(from, from + (boundary - at));
      state = fold(game, state, chunk, at);
      at += chunk.length;
      from += chunk.length;
      if (at % this.cache.every === 0 || at === table.game.version) this.cache.set(id, at, state);
    }
    return state;
  }


  seatView(table: Table, seat: Seat | null, state: unknown, version = table.game.version): SeatView {
    const game = gameOf(table.game);
    const awaiting = game.awaiting(state);
    return {
      ...summarize(table.game, table.seats),
      version,
      seat,
      view: game.view(state, seat),
      awaiting,
      legalActions: seat === null ? [] : game.legalActions(state, seat),
      log: game.log(state, seat).map(({ visibleTo: _hidden, ...entry }) => entry),
    };
  }

  /** Checks the action with the rules and appends it; see the route for the HTTP mapping. */
  async act(table: Table, seat: Seat, input: ActInput): Promise<SeatView> {
    if (input.action.player !== undefined && input.action.player !== seat)
      throw new ApiError(403, 'E_NOT_YOUR_SEAT', 'You can only act for your own seat.');
    const game = gameOf(table.game);
    const action = { ...input.action, player: seat };
    const version = table.game.version;
    const repeat = await this.repeated(table, seat, input);
    if (repeat) return repeat;
    if (input.expectedVersion !== version) throw stale(version);
    const state = await this.stateAt(table);
    const next = game.apply(state, seat, action);
    if (!next.ok) throw new ApiError(422, next.error.code, next.error.message);
    const outcome = game.outcome(next.value);
    const now = this.clock();
    const appended = await this.store.append({
      gameId: table.game.id,
      expectedVersion: version,
      seat,
      action,
      idempotencyKey: input.idempotencyKey,
      now,
      awaiting: game.awaiting(next.value),
      status: outcome ? 'finished' : 'active',
      outcome,
    });
    if (appended.result === 'conflict') throw stale(appended.version);
    if (appended.result === 'duplicate') return this.answerAt(table.game.id, seat, appended.seq);
    this.cache.set(table.game.id, appended.version, next.value);
    const after: Table = {
      seats: table.seats,
      game: {
        ...table.game,
        version: appended.version,
        awaiting: game.awaiting(next.value),
        status: outcome ? 'finished' : 'active',
        outcome,
        updatedAt: now,
        finishedAt: outcome ? now : null,
      },
    };
    return this.seatView(after, seat, next.value, appended.version);
  }

  /**
   * The game as `viewer` saw it right after event `version` (0 = the start), for step-through replays. Once the game
   * is over any perspective may be asked for; before that only the requester's own (or a spectator's).
   */
  async viewAt(table: Table, requester: Seat | null, version: number, perspective: Seat | null): Promise<SeatView> {
    if (!Number.isInteger(version) || version < 0 || version > table.game.version) throw notFound('step');
    if (perspective !== null && (perspective < 0 || perspective >= table.game.seatCount)) throw notFound('seat');
    if (table.game.status !== 'finished' && perspective !== requester)
      throw new ApiError(403, 'E_FORBIDDEN', 'Other seats\' views open up when the game is over.');
    const state = await this.stateAt(table, version);
    return this.seatView(table, perspective, state, version);
  }

  /** Every event of a finished game (public once it is over). */
  async events(table: Table) {
    if (table.game.status !== 'finished')
      throw new ApiError(403, 'E_FORBIDDEN', 'The full log opens up when the game is over.');
    const events = await this.store.loadEvents(table.game.id);
    return events.map((e) => ({ seq: e.seq, seat: e.seat, action: e.action, at: e.createdAt.toISOString() }));
  }

  /** A repeated idempotency key gets the first answer: this seat's view right after that event. */
  private async repeated(table: Table, seat: Seat, input: ActInput): Promise<SeatView | null> {
    if (input.expectedVersion >= table.game.version) return null;
    const events = await this.store.loadEvents(table.game.id, input.expectedVersion, table.game.version);
    const first = events.find((e) => e.idempotencyKey === input.idempotencyKey && e.seat === seat);
    return first ? this.answerAt(table.game.id, seat, first.seq) : null;
  }

  private async answerAt(gameId: string, seat: Seat, seq: number): Promise<SeatView> {
    const table = await this.table(gameId);
    const state = await this.stateAt(table, seq);
    return this.seatView(table, seat, state, seq);
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
  async reissue(table: Table, seat: Seat) {
    const generation = await this.store.bumpTokenGeneration(table.game.id, seat, async (g) =>
      hashToken(await seatToken(this.secret, table.game.id, seat, g)),
    );
    const token = await seatToken(this.secret, table.game.id, seat, generation);
    return { seat, token, url: `/play/${table.game.id}#${token}` };
  }
}

function gameOf(row: GameRow): AnyGame {
  const game = findGame(row.game);
  if (!game) throw new Error(`game ${row.id} uses unknown rules ${row.game}`);
  return game;
}

function stale(version: number): ApiError {
  return new ApiError(409, 'E_STALE', 'Someone acted first: reload the game and try again.', { version });
}

function summarize(g: GameRow, seats: SeatRow[]): GameSummary {
  return {
    id: g.id,
    game: g.game,
    title: findGame(g.game)?.title ?? g.game,
    status: g.status,
    version: g.version,
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, awaited: g.awaiting.includes(s.seat) })),
    outcome: g.outcome ?? null,
    createdAt: g.createdAt.toISOString(),
    finishedAt: g.finishedAt?.toISOString() ?? null,
  };
}
