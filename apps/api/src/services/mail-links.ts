import type { MailConsents, ReminderQueue } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import { ApiError, notFound } from '../errors.ts';
import { addressOf, confirmSignature, neverSignature, sameDigest, unsubscribeSignature } from '../tokens.ts';

/**
 * The links in the emails, each proved ours by its signature: stop this game's emails, never email this address
 * again, and yes, this address wants turn emails (the one email an address gets before it confirms asks for that).
 * Each `check…` is what a link's page checks before it offers its button; the button's request checks again.
 */
export class MailLinksService {
  constructor(
    private readonly reminders: ReminderQueue,
    private readonly consents: MailConsents,
    private readonly clock: () => Date,
    private readonly secret: string,
  ) {}

  /** The address in `token` when `signature` is ours for it (by `sign`); else 404. */
  private async address(token: string, signature: string, sign: (secret: string, email: string) => Promise<string>): Promise<string> {
    const email = addressOf(token);
    if (email === null || !sameDigest(await sign(this.secret, email), signature)) throw notFound('address');
    return email;
  }

  async checkNever(token: string, signature: string): Promise<void> {
    await this.address(token, signature, neverSignature);
  }

  /** "Never email me again": the address is suppressed for every game, for good. */
  async suppress(token: string, signature: string): Promise<void> {
    await this.reminders.suppress(await this.address(token, signature, neverSignature), this.clock());
  }

  async checkUnsubscribe(gameId: string, seat: Seat, signature: string): Promise<void> {
    if (!sameDigest(await unsubscribeSignature(this.secret, gameId, seat), signature) || !(await this.reminders.settings(gameId, seat)))
      throw notFound('subscription');
  }

  /** One-click unsubscribe of one seat of one game. */
  async unsubscribe(gameId: string, seat: Seat, signature: string): Promise<void> {
    if (!sameDigest(await unsubscribeSignature(this.secret, gameId, seat), signature) || !(await this.reminders.unsubscribe(gameId, seat)))
      throw notFound('subscription');
  }

  /** The address a confirm link is for, once it is known to have been asked; refused as `confirm` would be. */
  async checkConfirm(token: string, signature: string): Promise<string> {
    const email = await this.address(token, signature, confirmSignature);
    const state = await this.consents.state(email);
    if (state === 'never') throw neverAgain();
    if (state === 'unasked') throw notFound('request to confirm');
    return email;
  }

  /** The address said yes: the emails held for it go out from the dispatcher's next run. */
  async confirm(token: string, signature: string): Promise<void> {
    const email = await this.checkConfirm(token, signature);
    if (!(await this.consents.confirm(email, this.clock()))) throw neverAgain();
  }
}

const neverAgain = () =>
  new ApiError(409, 'E_NEVER_EMAIL', 'This address asked never to be emailed by Turnpost again, and that stays so.');
