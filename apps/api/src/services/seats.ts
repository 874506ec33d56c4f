import type { EventStore, NotificationSettings, ReminderQueue } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import { forbidden, notFound } from '../errors.ts';
import { addressOf, hashToken, neverSignature, sameDigest, seatForToken, seatToken, unsubscribeSignature } from '../tokens.ts';
import { type LoadedGame, loadGame } from './loaded-game.ts';

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

  /** The seat a token belongs to; null for no token (spectator). Unknown and revoked tokens get the same answer. */
  async seatOf(loaded: LoadedGame, token: string | null): Promise<Seat | null> {
    if (token === null) return null;
    const seat = await seatForToken(loaded.seats, token);
    if (!seat) throw forbidden();
    return seat.seat;
  }

  /**
   * The version of game `gameId` for an If-None-Match poll, after the same checks as `game` + `seatOf` in the same
   * order (unknown game, then the token: `token()` parses the header only once the game is found): one indexed read,
   * no events, no replay.
   */
  async pollVersion(gameId: string, token: () => string | null): Promise<{ version: number; chatRevision: number }> {
    const poll = await this.store.poll(gameId);
    if (!poll) throw notFound();
    const raw = token();
    if (raw !== null && !(await seatForToken(poll.seats, raw))) throw forbidden();
    return { version: poll.version, chatRevision: poll.chatRevision };
  }

  /**
   * A new link for a seat, asked for with its current link (`presented`); the old token stops working at once. A
   * request whose link was replaced meanwhile (a racing reissue) is refused as a revoked link is.
   */
  async reissue(gameId: string, seat: Seat, presented: string) {
    const generation = await this.store.bumpTokenGeneration(gameId, seat, await hashToken(presented), async (g) =>
      hashToken(await seatToken(this.secret, gameId, seat, g)),
    );
    if (generation === null) throw forbidden();
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
