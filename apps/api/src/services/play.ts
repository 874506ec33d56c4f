import type { EventStore } from '@turnpost/db';
import { engineFor, type Seat, stamp } from '@turnpost/rules';
import { type BotLevel, botName, NO_CONTACT, OPEN_SEAT_NAME, paceAllowed } from '@turnpost/rules/table';
import { ApiError } from '../errors.ts';
import { hashToken, newSeed } from '../tokens.ts';
import { OPEN_SEATS_WAIT_HOURS } from './joining.ts';
import type { ActInput, CreateGameInput, NewSeatInput, SeatView } from './game-types.ts';
import type { HistoryService } from './history.ts';
import type { LoadedGame } from './loaded-game.ts';
import { makeGame } from './new-game.ts';
import { paceOf, storedPace } from './paces.ts';
import { seatView } from './seat-view.ts';
import { changeTable } from './table.ts';
import { LATEST_LINES, submit } from './submit.ts';

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

/** Each seat's name: as given, a bot's made-up one, or an open seat's. */
export function seatNames(seats: readonly NewSeatInput[]): string[] {
  const taken: string[] = [];
  for (const s of seats) taken.push(s.open ? OPEN_SEAT_NAME : (s.name ?? botName(s.bot ?? 'medium', taken)));
  return taken;
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
    const open = input.seats.some((s) => s.open);
    if (input.openSeats && !open)
      throw new ApiError(400, 'E_NO_OPEN_SEAT', 'Open-seat settings need an open seat: make a seat open ({"open": true}) or leave them out.');
    const pace = paceOf(input.pace);
    const allowed = paceAllowed(pace, input.seats.filter((s) => s.bot === undefined).length);
    if (!allowed.ok) throw new ApiError(400, allowed.error.code, allowed.error.message);
    await admit();
    const names = seatNames(input.seats);
    const now = this.clock();
    const waitHours = input.openSeats?.waitHours ?? OPEN_SEATS_WAIT_HOURS;
    const made = await makeGame(this.secret, {
      engine,
      options: options.value,
      seats: input.seats.map((s, seat) => ({
        name: names[seat] as string,
        bot: s.bot ?? null,
        contact: s.bot === undefined && !s.open ? { email: s.email ?? null, ...notificationsFor(s.email ?? null, s), unsubscribed: false } : NO_CONTACT,
        open: s.open ?? false,
      })),
      ...(open
        ? {
            joining: {
              lobby: input.openSeats?.lobby ?? false,
              fillBy: new Date(now.getTime() + waitHours * 3_600_000),
              unfilled: input.openSeats?.unfilled ?? 'bots',
            },
          }
        : {}),
      pace: storedPace(pace),
      listed: input.listed ?? false,
      creator: creator === undefined ? null : await hashToken(`creator|${creator}`),
      now,
    });
    const { game, start, tokens, host, invite } = made;
    await this.store.createGame(game);
    this.history.remember(game.id, 0, start.state, stamp(start.log, 0));
    const id = game.id;
    return {
      id,
      seats: input.seats.map((s, seat) =>
        s.open
          ? { seat, name: names[seat] as string, bot: null, open: true as const }
          : s.bot === undefined
            ? { seat, name: names[seat] as string, bot: null, token: tokens[seat] as string, url: `/play/${id}#${tokens[seat]}` }
            : { seat, name: names[seat] as string, bot: s.bot },
      ),
      // the one link to share with friends, who each pick a free seat (a game with open seats)
      invite: invite === null ? null : { token: invite, url: `/join/${id}#${invite}` },
      awaiting: game.awaiting,
      spectatorUrl: `/play/${id}`,
      // the host link: shown once, beside the seat links, to whoever made the game (kept only as a hash)
      host: { token: host as string, url: `/host/${id}#${host}` },
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
    // a seat the table does not wait on has none: before the start, or once its table ended the game
    const awaited = loaded.game.awaiting.includes(seat) || loaded.game.status === 'active';
    return { version: loaded.game.version, legalActions: awaited ? loaded.engine.legalActions(state, seat) : [] };
  }

  /**
   * `seat`'s person takes it back from the autopilot, which then moves for them only when their time runs out again
   * (nothing changes for a seat not on autopilot): an event of the game made by the seat's holder; their view after it.
   */
  async takeBack(loaded: LoadedGame, seat: Seat, logSince?: number): Promise<SeatView> {
    const now = await changeTable(this.tableDeps(), loaded, { type: 'takeBack', seat }, { by: null, idempotencyKey: `take-back:${newSeed()}` });
    return this.currentView(now, seat, logSince);
  }

  /**
   * `seat`'s person leaves the game: a bot of `level` plays their seat from then (before the start, their seat is
   * open again; with only bots left, the game ends). Their link stops at once; the game as a spectator sees it after.
   */
  async leave(loaded: LoadedGame, seat: Seat, level: BotLevel, logSince?: number): Promise<SeatView> {
    const generation = loaded.seats.find((s) => s.seat === seat)?.tokenGeneration ?? 0;
    const after = await changeTable(this.tableDeps(), loaded, { type: 'leave', seat, generation, level }, { by: null, idempotencyKey: `leave:${newSeed()}` });
    return this.currentView(after, null, logSince);
  }

  private tableDeps() {
    return { store: this.store, clock: this.clock, secret: this.secret };
  }

  /** Checks the action with the game's engine and appends it (`submit`). */
  act(loaded: LoadedGame, seat: Seat, input: ActInput, logSince?: number): Promise<SeatView> {
    return submit({ store: this.store, history: this.history, clock: this.clock }, loaded, seat, input, { logSince });
  }
}
