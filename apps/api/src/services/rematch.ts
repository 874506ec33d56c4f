/**
 * "Play again": at a game's end any of its players starts the rematch — the same kind, rules version, options and
 * pace, the same people and bots, each seat moved one place on so that another player starts — and every other player
 * who asks joins that same one, never a second. Each answer is the asking player's seat in the rematch, with its link
 * (derived as every seat link is, so the old link leads its holder there); people with an email are told by email.
 */
import type { EventStore, NewSeat } from '@turnpost/db';
import { aloud, type Seat, stamp } from '@turnpost/rules';
import { ApiError } from '../errors.ts';
import { hashToken, hostToken, newGameId, newSeed, seatToken } from '../tokens.ts';
import type { HistoryService } from './history.ts';
import { type LoadedGame, loadGame } from './loaded-game.ts';
import { newShuffle } from './shuffle.ts';

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
    const id = newGameId();
    const shuffle = await newShuffle(engine);
    const start = engine.setup(n, game.options, shuffle.seed, aloud, shuffle.sealed);
    const now = this.clock();
    const newSeats: NewSeat[] = await Promise.all(
      Array.from({ length: n }, async (_, seat) => {
        const old = seats.find((s) => s.seat === (seat + 1) % n);
        if (!old) throw new Error(`${game.id}: no seat ${(seat + 1) % n}`);
        const person = old.bot === null;
        const token = person ? await seatToken(this.secret, id, seat, 0) : `unissued-${newSeed()}`;
        return {
          seat,
          name: old.name,
          email: person ? old.email : null,
          tokenHash: await hashToken(token),
          notifyAtOnce: old.notifyAtOnce,
          remindAfterHours: old.remindAfterHours,
          bot: old.bot,
          clockSeconds: person && game.pace ? Math.round(game.pace.startHours * 3600) : null,
        };
      }),
    );
    const made = await this.store.createRematch(game.id, {
      id,
      kind: game.kind,
      rulesVersion: game.rulesVersion,
      options: game.options,
      seed: shuffle.seed,
      shuffle: shuffle.stored,
      awaiting: engine.awaiting(start.state),
      listed: game.listed,
      pace: game.pace,
      hostTokenHash: await hashToken(await hostToken(this.secret, id)),
      creator: game.creator,
      now,
      seats: newSeats,
    });
    if (made === id) this.history.remember(id, 0, start.state, stamp(start.log, 0));
    return made;
  }
}
