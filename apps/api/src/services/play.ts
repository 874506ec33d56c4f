import { aloud } from '@turnpost/rules';
import type { EventStore } from '@turnpost/db';
import { engineFor, type Seat, stamp } from '@turnpost/rules';
import { ApiError } from '../errors.ts';
import { hashToken, hostToken, newGameId, newSeed, seatToken } from '../tokens.ts';
import type { ActInput, CreateGameInput, NewSeatInput, SeatView } from './game-types.ts';
import type { HistoryService } from './history.ts';
import { type LoadedGame, reloadGame } from './loaded-game.ts';
import { paceOf } from './paces.ts';
import { newShuffle } from './shuffle.ts';
import { seatView } from './seat-view.ts';
import { LATEST_LINES, submit } from './submit.ts';

/** Names a bot is given when its seat names none: "Bot Anna (hard)", each seat another. */
const BOT_NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Edda', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jonas', 'Kira', 'Lev'];

/**
 * What an email given for a seat means unless its person (or the game's creator) said otherwise: "tell me when it is
 * my move", and a reminder after a day as the second nudge.
 */
export function notificationsFor(
  email: string | null,
  asked: { notifyAtOnce?: boolean | undefined; remindAfterHours?: number | null | undefined } = {},
): { notifyAtOnce: boolean; remindAfterHours: number | null } {
  return { notifyAtOnce: asked.notifyAtOnce ?? email !== null, remindAfterHours: asked.remindAfterHours === undefined ? 24 : asked.remindAfterHours };
}

/** A made-up name for a new bot of `level` that no seat has yet ("Bot Cleo (medium)"). */
export function botName(level: string, taken: readonly string[]): string {
  const names = BOT_NAMES.map((n) => `Bot ${n} (${level})`);
  return names.find((n) => !taken.includes(n)) ?? `${names[0]} ${taken.length + 1}`;
}

/** Each seat's name: as given, or a bot's made-up one. */
export function seatNames(seats: readonly NewSeatInput[]): string[] {
  let next = 0;
  return seats.map((s) => s.name ?? `Bot ${BOT_NAMES[next++ % BOT_NAMES.length]} (${s.bot ?? 'medium'})`);
}

/** Creating and playing a game: a new game's seat links, a seat's current view and legal actions, a submit. */
export class PlayService {
  constructor(
    private readonly store: EventStore,
    private readonly history: HistoryService,
    private readonly clock: () => Date,
    private readonly secret: string,
  ) {}

  /**
   * Creates a game once `input` checks out, and once `admit` (the creator's rate limit) lets it through; `creator`
   * is the creating address, kept only as a hash (the emails of the game's seats count against it).
   */
  async create(input: CreateGameInput, admit: () => Promise<void> = async () => {}, creator?: string) {
    const engine = engineFor(input.game);
    if (!engine) throw new ApiError(400, 'E_UNKNOWN_GAME', `There is no game called "${input.game}".`);
    const n = input.seats.length;
    if (n < engine.seats.min || n > engine.seats.max)
      throw new ApiError(400, 'E_SEAT_COUNT', `${engine.title} needs ${engine.seats.min} to ${engine.seats.max} players, not ${n}.`);
    const options = engine.parseOptions(input.options ?? {}, n);
    if (!options.ok) throw new ApiError(400, options.error.code, options.error.message);
    if (input.seats.every((s) => s.bot !== undefined))
      throw new ApiError(400, 'E_NO_PERSON', 'A game needs at least one person: every seat here is a bot.');
    const pace = paceOf(input.pace);
    if (pace && input.seats.filter((s) => s.bot === undefined).length < 2)
      throw new ApiError(
        400,
        'E_PACE_ALONE',
        'A pace keeps people from waiting on each other: with one person at the table nobody waits, so choose no pace.',
      );
    await admit();
    const id = newGameId();
    const shuffle = await newShuffle(engine);
    const start = engine.setup(n, options.value, shuffle.seed, aloud, shuffle.sealed);
    const names = seatNames(input.seats);
    // a bot seat has no link: its token hash is of a token nobody is given
    const tokens = await Promise.all(
      input.seats.map((s, seat) => (s.bot === undefined ? seatToken(this.secret, id, seat, 0) : Promise.resolve(`unissued-${newSeed()}`))),
    );
    const hashes = await Promise.all(tokens.map(hashToken));
    const host = await hostToken(this.secret, id);
    await this.store.createGame({
      id,
      kind: engine.id,
      rulesVersion: engine.rulesVersion,
      options: options.value,
      seed: shuffle.seed,
      shuffle: shuffle.stored,
      awaiting: engine.awaiting(start.state),
      listed: input.listed ?? false,
      hostTokenHash: await hashToken(host),
      creator: creator === undefined ? null : await hashToken(`creator|${creator}`),
      pace: pace && { id: pace.id, startHours: pace.startHours, perMoveHours: pace.perMoveHours, capHours: pace.capHours },
      now: this.clock(),
      seats: input.seats.map((s, seat) => ({
        seat,
        name: names[seat] as string,
        email: s.bot === undefined ? (s.email ?? null) : null,
        tokenHash: hashes[seat] as string,
        ...notificationsFor(s.email ?? null, s),
        bot: s.bot ?? null,
        clockSeconds: pace && s.bot === undefined ? pace.startHours * 3600 : null,
      })),
    });
    this.history.remember(id, 0, start.state, stamp(start.log, 0));
    return {
      id,
      seats: input.seats.map((s, seat) =>
        s.bot === undefined
          ? { seat, name: names[seat] as string, bot: null, token: tokens[seat] as string, url: `/play/${id}#${tokens[seat]}` }
          : { seat, name: names[seat] as string, bot: s.bot },
      ),
      awaiting: engine.awaiting(start.state),
      spectatorUrl: `/play/${id}`,
      // the host link: shown once, beside the seat links, to whoever made the game (kept only as a hash)
      host: { token: host, url: `/host/${id}#${host}` },
    };
  }

  /** The current view of `seat`; `logSince` is the version whose log lines the client already has. */
  async currentView(loaded: LoadedGame, seat: Seat | null, logSince?: number): Promise<SeatView> {
    const state = await this.history.stateAt(loaded);
    const log = await this.history.lines(loaded, seat, { after: logSince, min: LATEST_LINES });
    return seatView(loaded, seat, state, log);
  }

  /** The complete canonical list of `seat`'s legal actions, for tools and bots. */
  async legalActions(loaded: LoadedGame, seat: Seat) {
    const state = await this.history.stateAt(loaded);
    return { version: loaded.game.version, legalActions: loaded.engine.legalActions(state, seat) };
  }

  /**
   * `seat`'s person takes it back from the autopilot, which then moves for them only when their time runs out again
   * (nothing changes for a seat not on autopilot); answers with their view and the game's revision (for the ETag).
   */
  async takeBack(loaded: LoadedGame, seat: Seat, logSince?: number): Promise<{ view: SeatView; revision: number }> {
    if (loaded.game.status !== 'active') throw new ApiError(409, 'E_GAME_OVER', 'This game is over: there is no seat to take back.');
    await this.store.takeBack(loaded.game.id, seat);
    const now = await reloadGame(this.store, loaded);
    return { view: await this.currentView(now, seat, logSince), revision: now.game.revision };
  }

  /** Checks the action with the game's engine and appends it (`submit`). */
  act(loaded: LoadedGame, seat: Seat, input: ActInput, logSince?: number): Promise<SeatView> {
    return submit({ store: this.store, history: this.history, clock: this.clock }, loaded, seat, input, { logSince });
  }
}
