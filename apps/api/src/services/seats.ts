import type { EventStore, NotificationSettings, ReminderQueue, SeatRow } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import type { TableEvent } from '@turnpost/rules/table';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { addressOf, hashToken, neverSignature, sameDigest, seatForToken, seatToken, unsubscribeSignature } from '../tokens.ts';
import { type LoadedGame, loadGame } from './loaded-game.ts';

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
 * seat's new link, and its email settings.
 */
export class SeatsService {
  constructor(
    private readonly store: EventStore,
    private readonly reminders: ReminderQueue,
    private readonly clock: () => Date,
    private readonly secret: string,
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
      const events = await this.store.tableEvents(loaded.game.id);
      const last = events.map((e) => e.action as TableEvent).filter((e) => 'seat' in e && e.seat === replaced.seat && (e.type === 'table.seatHandedOver' || e.type === 'table.seatLeft')).at(-1);
      throw new ApiError(403, 'E_LINK_REPLACED', replacedText(replaced, last));
    }
    throw forbidden();
  }

  /** The seat an older link of which `token` is (a generation before the seat's current one), if any. */
  private async replacedSeat(loaded: LoadedGame, token: string): Promise<SeatRow | null> {
    const hash = await hashToken(token);
    for (const s of loaded.seats)
      for (let generation = 0; generation < s.tokenGeneration; generation++)
        if (sameDigest(await hashToken(await seatToken(this.secret, loaded.game.id, s.seat, generation)), hash)) return s;
    return null;
  }

  /**
   * The version of game `gameId` for an If-None-Match poll, after the same checks as `game` + `seatOf` in the same
   * order (unknown game, then the token: `token()` parses the header only once the game is found): one indexed read,
   * no events, no replay.
   */
  async pollVersion(gameId: string, token: () => string | null): Promise<PollTag> {
    const poll = await this.store.poll(gameId);
    if (!poll) throw notFound();
    const raw = token();
    if (raw !== null && !(await seatForToken(poll.seats, raw))) throw forbidden();
    return { version: poll.version, chatRevision: poll.chatRevision, rematchId: poll.rematchId };
  }

  /**
   * A new link for a seat, asked for with its current link (`presented`); the old token stops working at once. A
   * request whose link was replaced meanwhile (a racing reissue) is refused as that old link now is (`E_LINK_REPLACED`),
   * whichever of the load and the commit saw the race.
   */
  async reissue(gameId: string, seat: Seat, presented: string) {
    const generation = await this.store.bumpTokenGeneration(gameId, seat, await hashToken(presented), async (g) =>
      hashToken(await seatToken(this.secret, gameId, seat, g)),
    );
    if (generation === null) {
      await this.seatOf(await this.game(gameId), presented);
      throw forbidden();
    }
    const token = await seatToken(this.secret, gameId, seat, generation);
    return { seat, token, url: `/play/${gameId}#${token}` };
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

  /** "Never email me again", from an email's link: the address is suppressed for every game, for good. */
  async suppress(token: string, signature: string): Promise<void> {
    const email = addressOf(token);
    if (email === null || !sameDigest(await neverSignature(this.secret, email), signature)) throw notFound('address');
    await this.reminders.suppress(email, this.clock());
  }

  /** One-click unsubscribe from an email link: the signature proves the link came from us. */
  async unsubscribe(gameId: string, seat: Seat, signature: string): Promise<void> {
    const expected = await unsubscribeSignature(this.secret, gameId, seat);
    if (!sameDigest(expected, signature) || !(await this.reminders.unsubscribe(gameId, seat))) throw notFound('subscription');
  }
}
