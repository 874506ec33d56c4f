import type { EventStore, GameListQuery } from '@turnpost/db';
import { fold, initialState, type NarratedEntry, type SealedDeal, type Seat, type Viewer } from '@turnpost/rules';
import { ApiError, notFound } from '../errors.ts';
import type { SeatView } from './game-types.ts';
import type { LoadedGame } from './loaded-game.ts';
import { publicEvents } from './public-events.ts';
import { type LogPage, type LogQuery, readLogPage } from './log-pages.ts';
import { ReplayedStates } from './replayed-states.ts';
import type { StateCache } from './state-cache.ts';
import { engineOfListed, seatView, summarize } from './seat-view.ts';
import { setupOf } from './shuffle.ts';

/**
 * What happened in a game: its states and log lines at any version (replayed from its events, cached by version),
 * replay steps, log pages, the score chart, the raw events, and the public list of games.
 */
export class HistoryService {
  private readonly states: ReplayedStates;

  constructor(
    private readonly store: EventStore,
    cache: StateCache,
  ) {
    this.states = new ReplayedStates(store, cache);
  }

  /** The state at the game's version (or an earlier one). */
  stateAt(loaded: LoadedGame, version = loaded.game.version): Promise<unknown> {
    return this.states.at(loaded, version);
  }

  /** `viewer`'s log lines (see `LogQuery`). */
  lines(loaded: LoadedGame, viewer: Viewer, q: LogQuery): Promise<LogPage> {
    return readLogPage(this.states, loaded, viewer, q);
  }

  /** Remembers a new game's opening, or the state and log entries an accepted action produced. */
  remember(gameId: string, version: number, state: unknown, entries: NarratedEntry[]): void {
    if (version === 0) this.states.started(gameId, state, entries);
    else this.states.appended(gameId, version, state, entries);
  }

  /** The games their creators chose to list, newest first. */
  async list({ game: kind, ...q }: Omit<GameListQuery, 'kind'> & { game?: string }) {
    const { games: rows, total } = await this.store.listGames({ ...q, kind });
    const seats = await this.store.seatsOf(rows.map((g) => g.id));
    return { games: rows.map((g) => summarize(g, seats.filter((s) => s.gameId === g.id), engineOfListed(g))), total };
  }

  /**
   * The game as `perspective` saw it right after event `version` (0 = the start), for step-through replays, with
   * the log lines of that event. Once the game is over any perspective may be asked for; before that only the
   * requester's own (or a spectator's).
   *
   * The lines are those the perspective saw when the event happened, never the game-over reveal: once a game is
   * over its whole log is public (`logBefore`, the table's log), but a step stands for one perspective at one moment,
   * and a spectator's step 0 that listed every dealt hand would contradict the spectator's own view beside it (the
   * issue's "no secret choices" replay naming the cards of face-down passes). The same goes for the moves list of a
   * replay (`logAsSeen`).
   */
  async step(loaded: LoadedGame, requester: Seat | null, version: number, perspective: Seat | null): Promise<SeatView> {
    if (!Number.isInteger(version) || version < 0 || version > loaded.game.version) throw notFound('step');
    mayWatch(loaded, requester, perspective);
    const state = perspective !== null && perspective !== requester ? await this.publicStateAt(loaded, version) : await this.stateAt(loaded, version);
    const log = await this.lines(loaded, perspective, { after: version - 1, before: version + 1, min: 0, revealed: false });
    return seatView(loaded, perspective, state, log, version);
  }

  /**
   * The state at `version` as another person may see a seat's part of it once the game is over: where the kind's
   * rules keep part of the deal sealed forever (Saltmarket's unchosen characters), the state its public record replays
   * to (the deal from what the game revealed, the events as the record tells them), so another seat's replay
   * perspective shows no more than the record; else the state. A game dealt before sealed deals (no sealed seed, and
   * no record for its seed would tell) is shown the same way, its seed drawing the sealed part as it did then. An
   * imported record's deal is its revealed part already.
   */
  private async publicStateAt(loaded: LoadedGame, version: number): Promise<unknown> {
    const { engine, game } = loaded;
    if (!engine.sealed || game.sealedRevealed !== null) return this.stateAt(loaded, version);
    const revealed = engine.sealed.revealed(await this.stateAt(loaded));
    const sealed: SealedDeal = game.sealedSeed === null ? { revealed, seedDealt: true } : { revealed };
    const events = publicEvents(loaded, await this.store.loadEvents(game.id));
    return fold(engine, initialState(engine, { ...setupOf(game), sealed }), events.slice(0, version));
  }

  /** Older log lines, before event `before`, as `viewer` may read them now. */
  logBefore(loaded: LoadedGame, viewer: Viewer, before: number, limit: number): Promise<LogPage> {
    return this.lines(loaded, viewer, { before, min: limit });
  }

  /**
   * Log lines before event `before` as `perspective` saw them while the game was played: a replay's moves list, which
   * must tell no more than the replay's steps do (`step`). Same access as the steps.
   */
  logAsSeen(loaded: LoadedGame, requester: Seat | null, perspective: Seat | null, before: number, limit: number): Promise<LogPage> {
    mayWatch(loaded, requester, perspective);
    return this.lines(loaded, perspective, { before, min: limit, revealed: false });
  }

  /** Each seat's score after every event of a finished game, for the replay's chart. */
  async scores(loaded: LoadedGame) {
    if (loaded.game.status === 'active')
      throw new ApiError(403, 'E_FORBIDDEN', 'The score chart opens up when the game is over.');
    const { engine } = loaded;
    if (!engine.scores) throw notFound('score chart');
    // one pass over the events (asking the cache for each version would fold up to 24 events per step)
    let state = await this.stateAt(loaded, 0);
    const series: number[][] = [engine.scores(state)];
    for (const event of await this.store.loadEvents(loaded.game.id)) {
      state = fold(engine, state, [event], event.seq - 1);
      series.push(engine.scores(state));
    }
    return { version: loaded.game.version, series };
  }

  /** Every event of a finished game (public once it is over). */
  async events(loaded: LoadedGame) {
    if (loaded.game.status === 'active')
      throw new ApiError(403, 'E_FORBIDDEN', 'The full log opens up when the game is over.');
    const events = publicEvents(loaded, await this.store.loadEvents(loaded.game.id));
    return events.map((e) => ({ seq: e.seq, seat: e.seat, action: e.action, at: e.createdAt.toISOString() }));
  }
}

/**
 * Whether `requester` may see the game through `perspective`'s eyes: any seat's once the game is over, before that
 * only their own (a spectator: the spectator's).
 */
function mayWatch(loaded: LoadedGame, requester: Seat | null, perspective: Seat | null): void {
  if (perspective !== null && (perspective < 0 || perspective >= loaded.game.seatCount)) throw notFound('seat');
  if (loaded.game.status === 'active' && perspective !== requester)
    throw new ApiError(403, 'E_FORBIDDEN', 'Other seats\' views open up when the game is over.');
}
