import { type ClaimedReminder, type Database, EventStore, JoiningStore, MailConsents, ReminderQueue, type SentCounts } from '@turnpost/db';
import { consentEmail } from '../mail/consent-email.ts';
import { linksEmail } from '../mail/links-email.ts';
import { reminderEmail } from '../mail/reminder-email.ts';
import { turnNotice, type WebhookSender } from '../webhooks/webhook.ts';
import type { Mailer } from '../mail/mailer.ts';
import { addressToken, confirmSignature, neverSignature, seatToken, unsubscribeSignature } from '../tokens.ts';
import { HistoryService } from './history.ts';
import { engineFor } from '@turnpost/rules';
import { loadGame } from './loaded-game.ts';
import { StateCache } from './state-cache.ts';

export interface DispatchOptions {
  db: Database;
  /** Sends the emails; null where none can be sent (a Worker without an email API): then only group-chat notices go, and emails stay queued. */
  mailer: Mailer | null;
  secret: string;
  /** The public origin links in emails point to, e.g. https://turnpost.example. */
  publicUrl: string;
  clock?: () => Date;
  cache?: StateCache;
  limit?: number;
  maxAttempts?: number;
  /** How many emails may go out; the defaults (`MAIL_LIMITS`) unless a test asks for others. */
  mailLimits?: MailLimits;
  /** Posts a game's group-chat notices; without one they are dropped (`webhooks/`). */
  webhooks?: WebhookSender;
}

/**
 * What keeps the server from being a mail cannon (anyone may name any address for a seat): per recipient, at most a
 * few emails an hour and some more a day, whatever the games; per creating address, at most so many emails a day for
 * the games it created. An email over a limit waits until the window lets it through (and is dropped if its wait
 * ends first). And every email offers "never email me again", after which no game ever mails the address.
 */
export interface MailLimits {
  perRecipientHour: number;
  perRecipientDay: number;
  perCreatorDay: number;
}

export const MAIL_LIMITS: MailLimits = { perRecipientHour: 5, perRecipientDay: 20, perCreatorDay: 60 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * What a batch of the dispatcher may still send under `limits`: the counts read once for the batch, and each email
 * sent meanwhile added, so the rows of one batch count against each other too.
 */
class MailBudget {
  constructor(
    private readonly counts: SentCounts,
    private readonly limits: MailLimits,
    private readonly now: Date,
  ) {}

  /** Why `r` may not go out now, with when to look again; null when it may. */
  over(r: ClaimedReminder): { reason: string; until: Date } | null {
    const email = r.email.toLowerCase();
    const later = (ms: number) => new Date(this.now.getTime() + ms);
    if ((this.counts.hour.get(email) ?? 0) >= this.limits.perRecipientHour) return { reason: 'recipient over its hourly limit', until: later(HOUR / 4) };
    if ((this.counts.day.get(email) ?? 0) >= this.limits.perRecipientDay) return { reason: 'recipient over its daily limit', until: later(2 * HOUR) };
    if (r.creator && (this.counts.creator.get(r.creator) ?? 0) >= this.limits.perCreatorDay)
      return { reason: 'creating address over its daily limit', until: later(2 * HOUR) };
    return null;
  }

  /** `r` went out. */
  sent(r: ClaimedReminder): void {
    const email = r.email.toLowerCase();
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    add(this.counts.hour, email);
    add(this.counts.day, email);
    if (r.creator) add(this.counts.creator, r.creator);
  }
}

export interface DispatchReport {
  dropped: number;
  claimed: number;
  sent: number;
  failed: number;
  /** Claimed but put back for later: over a sending limit, or to an address that has not confirmed yet. */
  held: number;
  /** Addresses asked to confirm (the one email each gets before it says yes). */
  asked: number;
}

/** Retry delay after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export const backoffMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 360) * 60_000;

/**
 * Sends the turn emails that are due. Safe to run from overlapping schedulers: rows are claimed atomically, a wait
 * that ended is dropped, and each failure is recorded and retried with backoff (at least once, deduplicated by key).
 * An address that has not confirmed gets, instead of its first email, the one asking it to, and nothing more until it
 * confirms (its rows are held by the claim meanwhile).
 */
export async function dispatchReminders(o: DispatchOptions): Promise<DispatchReport> {
  const clock = o.clock ?? (() => new Date());
  const queue = new ReminderQueue(o.db);
  const store = new EventStore(o.db);
  const history = new HistoryService(store, o.cache ?? new StateCache(50));
  const now = clock();
  const dropped = await queue.dropEnded(now);
  const mailer = o.mailer;
  const claimed = await queue.claim(now, { limit: o.limit, webhooksOnly: mailer === null });
  const mails = claimed.filter((r) => r.kind !== 'webhook');
  const counts = await queue.sentCounts(
    [...new Set(mails.map((r) => r.email.toLowerCase()))],
    [...new Set(mails.flatMap((r) => (r.creator ? [r.creator] : [])))],
    now,
  );
  const budget = new MailBudget(counts, o.mailLimits ?? MAIL_LIMITS, now);
  const consents = new MailConsents(o.db);
  let sent = 0;
  let failed = 0;
  let held = 0;
  let asked = 0;
  for (const r of claimed) {
    const over = r.kind === 'webhook' ? null : budget.over(r);
    if (over) {
      held++;
      await queue.defer(r, over.until, over.reason);
      continue;
    }
    try {
      if (r.kind !== 'webhook' && !r.confirmed) {
        // the address has not said yes: it gets the one email asking it to (if no one asked it yet), and this one waits
        if (await consents.ask(r.email, r.gameId, now)) {
          try {
            if (mailer === null) throw new Error('no email service configured');
            await mailer.send(await composeConsent(r, store, o));
          } catch (error) {
            await consents.unask(r.email);
            throw error;
          }
          budget.sent(r);
          asked++;
        }
        held++;
        await queue.defer(r, now, 'waiting for the address to confirm');
        continue;
      }
      if (r.kind === 'webhook') await postNotice(r, store, history, o);
      else {
        if (mailer === null) throw new Error('no email service configured');
        await mailer.send(await compose({ ...r, kind: r.kind }, store, history, o, now));
        budget.sent(r);
      }
      await queue.markSent(r, clock());
      sent++;
    } catch (error) {
      failed++;
      const giveUp = r.attempts >= (o.maxAttempts ?? 8);
      const message = error instanceof Error ? error.message : String(error);
      await queue.markFailed(r, clock(), message, giveUp ? null : new Date(clock().getTime() + backoffMs(r.attempts)));
    }
  }
  return { dropped, claimed: claimed.length, sent, failed, held, asked };
}

/** The group chat's "whose move" notice of `r`'s wait. */
async function postNotice(r: ClaimedReminder, store: EventStore, history: HistoryService, o: DispatchOptions): Promise<void> {
  if (!o.webhooks || !r.webhookUrl) throw new Error('no webhook to post to');
  const loaded = await loadGame(store, r.gameId);
  const { log } = await history.lines(loaded, null, { min: 1 });
  const round = log.at(-1)?.round ?? null;
  const link = `${originOf(o)}/play/${r.gameId}`;
  await o.webhooks(r.webhookUrl, turnNotice({ seatName: r.name, gameTitle: loaded.engine.title, round, link }));
}

async function compose(r: ClaimedReminder & { kind: Exclude<ClaimedReminder['kind'], 'webhook'> }, store: EventStore, history: HistoryService, o: DispatchOptions, now: Date) {
  if (r.kind === 'links') return composeLinks(r, store, o);
  const loaded = await loadGame(store, r.gameId);
  const { engine } = loaded;
  const state = await history.stateAt(loaded);
  return reminderEmail({
    to: r.email,
    kind: r.kind,
    gameTitle: engine.title,
    gameId: r.gameId,
    version: r.version,
    seat: r.seat,
    seatName: r.name,
    lastMover: r.lastName,
    prompt: engine.describeTurn?.(state, r.seat) ?? 'It is your turn.',
    waitedHours: Math.max(1, Math.round((now.getTime() - r.waitStartedAt.getTime()) / 3_600_000)),
    seatLink: await seatLink(o, r.gameId, r.seat, r.tokenGeneration),
    ...(await stopLinks(o, r)),
    ...(r.deadline ? { clock: { deadline: r.deadline, now } } : {}),
  });
}

/** The links mail: every seat in play held under the row's address, as the links are now (a seat handed on is left out). */
async function composeLinks(r: ClaimedReminder, store: EventStore, o: DispatchOptions) {
  const held = await new JoiningStore(store.db).seatsHeldBy(r.email);
  const links = await Promise.all(
    held.map(async (h) => ({
      gameTitle: engineFor(h.kind)?.title ?? h.kind,
      gameId: h.gameId,
      seatName: h.name,
      link: await seatLink(o, h.gameId, h.seat, h.tokenGeneration),
    })),
  );
  return linksEmail({ to: r.email, gameId: r.gameId, seat: r.seat, version: r.version, links, ...(await stopLinks(o, r)) });
}

/** The email asking `r`'s address to confirm before it gets any other. */
async function composeConsent(r: ClaimedReminder, store: EventStore, o: DispatchOptions) {
  const loaded = await loadGame(store, r.gameId);
  return consentEmail({
    to: r.email,
    gameTitle: loaded.engine.title,
    gameId: r.gameId,
    seatName: r.name,
    others: loaded.seats.filter((s) => s.seat !== r.seat && !s.open).map((s) => s.name),
    reason: r.kind === 'links' ? 'links' : 'turns',
    confirmLink: `${originOf(o)}/api/confirm-email/${addressToken(r.email)}/${await confirmSignature(o.secret, r.email)}`,
    neverLink: (await stopLinks(o, r)).neverLink,
  });
}

/** The links every email carries to stop them: for this game's seat (one click), and for the address from any game. */
async function stopLinks(o: DispatchOptions, r: ClaimedReminder): Promise<{ unsubscribeLink: string; neverLink: string }> {
  const base = originOf(o);
  const signature = await unsubscribeSignature(o.secret, r.gameId, r.seat);
  return {
    unsubscribeLink: `${base}/api/unsubscribe/${r.gameId}/${r.seat}/${signature}`,
    neverLink: `${base}/api/unsubscribe/never/${addressToken(r.email)}/${await neverSignature(o.secret, r.email)}`,
  };
}

/** The public origin links in emails point to, without a trailing slash. */
const originOf = (o: DispatchOptions) => o.publicUrl.replace(/\/+$/, '');

/** A seat's link as its holder of `generation` opens it. */
async function seatLink(o: DispatchOptions, gameId: string, seat: number, generation: number): Promise<string> {
  return `${originOf(o)}/play/${gameId}#${await seatToken(o.secret, gameId, seat, generation)}`;
}
