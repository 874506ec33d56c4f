/**
 * "Play again": at a game's end any of its players starts the rematch — the same kind, rules version, options and
 * pace, the same people and bots, each seat moved one place on so that another player starts — and every other player
 * who asks joins that same one, never a second. Each answer is the asking player's seat in the rematch, with its link
 * (derived as every seat link is, so the old link leads its holder there); people with an email are told by email.
 */
import type { EventStore } from '@turnpost/db';
import { type Seat, stamp } from '@turnpost/rules';
import { NO_CONTACT, rematchNotices } from '@turnpost/rules/table';
import { ApiError } from '../errors.ts';
import { seatToken } from '../tokens.ts';
import type { HistoryService } from './history.ts';
import { type LoadedGame, loadGame } from './loaded-game.ts';
import { makeGame } from './new-game.ts';

/** The seat an old seat takes in the rematch: one place on, so the old second player starts. */
export const rematchSeat = (old: Seat, seats: number): Seat => (old + seats - 1) % seats;

export class RematchService {
  constructor(
    private readonly store: EventStore,
    private readonly history: HistoryService,
    private readonly clock: () => Date,
    private readonly secret: string,
  ) {}

  /**
   * `seat`'s place in the rematch of `loaded`, made now unless it exists (`{id, seat, token, url}`), with the rematch as
   * loaded (its bots may be due).
   */
  async join(loaded: LoadedGame, seat: Seat) {
    const { game } = loaded;
    if (game.status === 'active') throw new ApiError(409, 'E_GAME_ACTIVE', 'This game is still being played: a rematch starts at its end.');
    if (game.status === 'open') throw new ApiError(409, 'E_GAME_ACTIVE', 'This game has not begun: a rematch starts at its end.');
    // cancelled while it waited for players (its host ended it, or its open seats' time ran out): no one played it,
    // and a rematch would seat its open seats' placeholders as people
    if (loaded.seats.some((s) => s.open))
      throw new ApiError(409, 'E_NEVER_BEGAN', 'This game ended before it began: there is nothing to play again. Start a new game instead.');
    const id = game.rematchId ?? (await this.start(loaded));
    const rematch = await loadGame(this.store, id);
    const mine = rematchSeat(seat, game.seatCount);
    const row = rematch.seats.find((s) => s.seat === mine);
    if (!row || row.bot) throw new ApiError(409, 'E_SEAT_TAKEN', 'Your seat in the rematch is held by a bot now.');
    const token = await seatToken(this.secret, id, mine, row.tokenGeneration);
    return { seat: { id, seat: mine, token, url: `/play/${id}#${token}` }, rematch };
  }

  /** Creates the rematch (or finds the one another player's request made first); its id. */
  private async start(loaded: LoadedGame): Promise<string> {
    const { game, engine, seats } = loaded;
    const n = game.seatCount;
    const { game: rematch, start, table } = await makeGame(this.secret, {
      engine,
      options: game.options,
      seats: Array.from({ length: n }, (_, seat) => {
        const old = seats.find((s) => s.seat === (seat + 1) % n);
        if (!old) throw new Error(`${game.id}: no seat ${(seat + 1) % n}`);
        const contact = { email: old.email, notifyAtOnce: old.notifyAtOnce, remindAfterHours: old.remindAfterHours, unsubscribed: false };
        return { name: old.name, bot: old.bot, contact: old.bot === null ? contact : NO_CONTACT };
      }),
      pace: game.pace,
      listed: game.listed,
      creator: game.creator,
      now: this.clock(),
    });
    const told = rematchNotices(table, rematch.now);
    const made = await this.store.createRematch(game.id, { ...rematch, notices: [...(rematch.notices ?? []), ...told] });
    if (made === rematch.id) this.history.remember(rematch.id, 0, start.state, stamp(start.log, 0));
    return made;
  }
}
