/**
 * A seat on another device, without an account: "Open on another device" makes a one-time code (a link and its QR
 * code) that gives the seat's link to whichever device opens it first within 15 minutes; "Email me my links" sends the
 * links of every seat in play held under the seat's email, to that address only.
 */
import { type EventStore, JoiningStore, type ReminderQueue } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import { ApiError, notFound } from '../errors.ts';
import { hashToken, newCarryCode, seatToken } from '../tokens.ts';
import type { LoadedGame } from './loaded-game.ts';

/** How long a carried link may be opened. */
export const CARRY_MINUTES = 15;

/** The seat a carried code gave this device: its link, to keep as any seat link. */
export interface Carried {
  gameId: string;
  seat: Seat;
  name: string;
  token: string;
  url: string;
}

export class CarryService {
  constructor(
    private readonly store: EventStore,
    private readonly reminders: ReminderQueue,
    private readonly clock: () => Date,
    private readonly secret: string,
  ) {}

  /** A one-time link to `seat` for another device, kept only as its code's hash; it expires in `CARRY_MINUTES`. */
  async carry(loaded: LoadedGame, seat: Seat): Promise<{ url: string; expiresAt: string }> {
    const row = loaded.seats.find((s) => s.seat === seat);
    if (!row) throw notFound('seat');
    const code = newCarryCode();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + CARRY_MINUTES * 60_000);
    await new JoiningStore(this.store.db).keepCarry({ codeHash: await hashToken(code), gameId: loaded.game.id, seat, tokenGeneration: row.tokenGeneration, expiresAt, now });
    return { url: `/carry#${code}`, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The seat a code carries, once: a used, expired or unknown code is refused (410, and a wrong one counts against the
   * address like a wrong link: the caller's guard), and so is a code whose seat changed hands since it was made.
   */
  async use(code: string): Promise<Carried> {
    const carried = await new JoiningStore(this.store.db).useCarry(await hashToken(code), this.clock());
    const gone = () => new ApiError(410, 'E_LINK_USED', 'This link was already used or has expired: make a new one on the device that plays the seat.');
    if (!carried) throw gone();
    const stored = await this.store.loadGame(carried.gameId);
    const seat = stored?.seats.find((s) => s.seat === carried.seat);
    if (!stored || !seat || seat.tokenGeneration !== carried.tokenGeneration || seat.bot !== null) throw gone();
    const token = await seatToken(this.secret, carried.gameId, carried.seat, carried.tokenGeneration);
    return { gameId: carried.gameId, seat: carried.seat, name: seat.name, token, url: `/play/${carried.gameId}#${token}` };
  }

  /**
   * Queues the mail of the links of every seat in play held under this seat's email (the address its reminders go
   * to); refused for a seat without one. One mail per game version: asking again before anything moved sends no other.
   */
  async emailLinks(loaded: LoadedGame, seat: Seat): Promise<{ queued: boolean; to: string }> {
    const row = loaded.seats.find((s) => s.seat === seat);
    if (!row) throw notFound('seat');
    if (row.email === null || row.unsubscribed)
      throw new ApiError(400, 'E_NO_EMAIL', 'This seat has no email to send its links to: add one in the seat’s email settings first.');
    const queued = await this.reminders.queueLinks(loaded.game.id, seat, row.tokenGeneration, loaded.game.version, this.clock());
    return { queued, to: maskEmail(row.email) };
  }
}

/** "a•••@example.com": enough for a person to know which address, not enough to read it off a shared screen. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
