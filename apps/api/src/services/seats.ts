import type { EventStore, NotificationSettings, ReminderQueue, SeatRow } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import { movesLink, type TableEvent } from '@turnpost/rules/table';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { hashToken, newSeed, sameDigest, seatForToken, seatToken } from '../tokens.ts';
import { type LoadedGame, loadGame } from './loaded-game.ts';
import type { PollCache } from './poll-cache.ts';
import { changeTable } from './table.ts';

/** What tags a game's view for If-None-Match polls: its version, its chat's revision, its rematch once started. */
export interface PollTag {
  version: number;
  chatRevision: number;
  rematchId: string | null;
}

/**
 * What became of a seat an old link was for, and what its former holder can do: from the last table event of the
 * seat (a hand-over by the host, a leaving), else a newer link made for it ("New link" at the table).
 */
function replacedText(now: SeatRow, last: TableEvent | undefined): string {
  if (last?.type === 'table.seatLeft')
    return last.then === 'bot'
      ? `This link no longer holds its seat: ${last.name} left the game, and ${now.name} plays the seat now. You can still watch.`
      : `This link no longer holds its seat: ${last.name} left the game. You can still watch.`;
  if (last?.type === 'table.seatHandedOver')
    return `This link no longer holds its seat: the game’s host gave it to ${last.bot === null ? last.name : `a bot, ${last.name}`}. You can watch the game, or ask its host if this is a mistake.`;
  return 'This link no longer holds its seat: a newer link was made for it (“New link” at the table). Open the newest link you have for this seat, or ask the game’s host to send yours again; you can still watch.';
}

/**
 * Who holds a seat: the game a request names with the seat its token opens, the cheap version check of a poll, a
 * seat's new link, and its email settings (the links in the emails themselves: `mail-links.ts`).
 */
export class SeatsService {
  constructor(
    private readonly store: EventStore,
    private readonly reminders: ReminderQueue,
    private readonly clock: () => Date,
    private readonly secret: string,
    private readonly polls: PollCache | null = null,
  ) {}

  /** Game `gameId` with its engine (resolved here, once per request); 404 for an unknown game. */
  game(gameId: string): Promise<LoadedGame> {
    return loadGame(this.store, gameId);
  }

  /**
   * The seat a token belongs to; null for no token (spectator). A token no seat holds is refused (403); one that held
   * a seat before it changed hands is told what happened (`E_LINK_REPLACED`), so a replaced player is not left guessing.
   */
  async seatOf(loaded: LoadedGame, token: string | null): Promise<Seat | null> {
    if (token === null) return null;
    const seat = await seatForToken(loaded.seats, token);
    if (seat) return seat.seat;
    const replaced = await this.replacedSeat(loaded, token);
    if (replaced) {
      // the event that replaced links of this generation: the seat's n-th that moved its link on
      const events = await this.store.tableEvents(loaded.game.id);
      const moves = events.map((e) => e.action as TableEvent).filter((e) => movesLink(e) && e.seat === replaced.row.seat);
      throw new ApiError(403, 'E_LINK_REPLACED', replacedText(replaced.row, moves[replaced.generation]));
    }
    throw forbidden();
  }

  /** The seat an older link of which `token` is (of a generation before the seat's current one), with that generation. */
  private async replacedSeat(loaded: LoadedGame, token: string): Promise<{ row: SeatRow; generation: number } | null> {
    const hash = await hashToken(token);
    for (const s of loaded.seats)
      for (let generation = 0; generation < s.tokenGeneration; generation++)
        if (sameDigest(await hashToken(await seatToken(this.secret, loaded.game.id, s.seat, generation)), hash)) return { row: s, generation };
    return null;
  }

  /**
   * The version of game `gameId` for an If-None-Match poll, after the same checks as `game` + `seatOf` in the same
   * order (unknown game, then the token: `token()` parses the header only once the game is found): one indexed read,
   * no events, no replay; none at all for a game that did not change, where the server keeps a `PollCache`.
   */
  async pollVersion(gameId: string, token: () => string | null): Promise<PollTag> {
    const poll = this.polls ? await this.polls.row(gameId, () => this.store.poll(gameId)) : await this.store.poll(gameId);
    if (!poll) throw notFound();
    const raw = token();
    if (raw !== null && !(await seatForToken(poll.seats, raw))) throw forbidden();
    return { version: poll.version, chatRevision: poll.chatRevision, rematchId: poll.rematchId };
  }

  /**
   * A new link for a seat, asked for with its current link (`presented`, which opened `seat` of `loaded`): a table
   * event (`table.linkReissued`), checked at the append against the seat's link generation the request loaded, so the
   * old token stops working at once. A request whose link was replaced meanwhile (a racing reissue) is refused as that
   * old link now is (`E_LINK_REPLACED`).
   */
  async reissue(loaded: LoadedGame, seat: Seat, presented: string) {
    const generation = loaded.seats.find((s) => s.seat === seat)?.tokenGeneration ?? 0;
    let after: LoadedGame;
    try {
      after = await changeTable({ store: this.store, clock: this.clock, secret: this.secret }, loaded, { type: 'newLink', seat, generation }, { by: null, idempotencyKey: `new-link:${newSeed()}` });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'E_NOT_HOLDER') await this.seatOf(await this.game(loaded.game.id), presented);
      throw error;
    }
    const token = await seatToken(this.secret, loaded.game.id, seat, after.seats.find((s) => s.seat === seat)?.tokenGeneration ?? generation + 1);
    return { seat, token, url: `/play/${loaded.game.id}#${token}` };
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
}
