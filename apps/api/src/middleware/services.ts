import { AnalysisStore, type Connection, EventStore, MailConsents, ReminderQueue } from '@turnpost/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { BotRunner } from '../bots/bot-runner.ts';
import { type AbuseGuard, memoryAbuseGuard } from '../services/abuse-guard.ts';
import type { SeatSummary } from '../services/game-types.ts';
import { AnalysisService } from '../services/analysis.ts';
import { CarryService } from '../services/carry.ts';
import { ChatService } from '../services/chat.ts';
import { JoiningService } from '../services/joining.ts';
import { MailLinksService } from '../services/mail-links.ts';
import type { PollCache } from '../services/poll-cache.ts';
import { HostService } from '../services/host.ts';
import type { ResolveHost } from '../webhooks/webhook-url.ts';
import { RematchService } from '../services/rematch.ts';
import { HistoryService } from '../services/history.ts';
import { PlayService } from '../services/play.ts';
import { RecordService } from '../services/records.ts';
import { SeatsService } from '../services/seats.ts';
import { StateCache } from '../services/state-cache.ts';

export interface ServicesOptions {
  /** Opens the database for one request (Worker: a new Neon pool) or hands out the shared one (Node). */
  connect: () => Connection | Promise<Connection>;
  /** The server secret that seat tokens and unsubscribe links are derived from. */
  secret: string;
  clock?: () => Date;
  cache?: StateCache;
  /** Rate limits on wrong links and new games (default: in memory, 20 a minute per address). */
  guard?: AbuseGuard;
  /** The client's address (Node: the socket's; Worker: CF-Connecting-IP). */
  clientAddress?: (c: Context) => string;
  /** Tests only (WEBHOOKS_ALLOW_LOCAL=1): a host may point the game's webhook at this machine. */
  allowLocalWebhooks?: boolean;
  /** Resolves a webhook's host name when a host sets it (Node: the system's resolver); absent, only its form is checked. */
  resolveHost?: ResolveHost;
  /** Moves the bots of a game that awaits one (default: thinking in this isolate). */
  bots?: BotRunner;
  /** What unchanged polls read, kept while a feed of changes is live (Node over PostgreSQL); absent, every poll reads. */
  polls?: PollCache;
}

/** What a request may ask of the bots: to move the game's due bots once its response is sent. */
export interface BotKick {
  /** When the game (as a summary or view says) awaits a bot or a seat on autopilot, they move after the response. */
  ifDue(summary: { id: string; seats: readonly (Pick<SeatSummary, 'awaited' | 'bot'> & { autopilot?: boolean })[] }): void;
  /** The bots analyse the finished games waiting for it, after the response (issue 50). */
  analyse(): void;
}

export type ServicesEnv = {
  Variables: {
    play: PlayService;
    host: HostService;
    chat: ChatService;
    rematch: RematchService;
    records: RecordService;
    history: HistoryService;
    seats: SeatsService;
    mail: MailLinksService;
    joining: JoiningService;
    carry: CarryService;
    analysis: AnalysisService;
    guard: AbuseGuard;
    client: string;
    bots: BotKick;
  };
};

/** How long a request's analysis run goes on after its response (a Worker's `waitUntil` allows 30 s). */
const ANALYSIS_RUN_MS = 25_000;

const fromHeader = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown';

/** Work that goes on after the response: on Workers kept alive by `waitUntil`; on Node the process runs it anyway. */
function afterResponse(c: Context, work: Promise<unknown>): void {
  let ctx: { waitUntil(p: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    // Node: no execution context
  }
  const settled = work.catch((error) => console.error('bot run failed', error));
  ctx?.waitUntil(settled);
}

/** Puts the play, history and seats services on the context; the connection is released when the request is done. */
export const services = ({
  connect,
  secret,
  clock = () => new Date(),
  cache = new StateCache(),
  guard = memoryAbuseGuard(),
  clientAddress = fromHeader,
  bots,
  allowLocalWebhooks = false,
  resolveHost,
  polls,
}: ServicesOptions & { bots: BotRunner }) =>
  createMiddleware<ServicesEnv>(async (c, next) => {
    c.set('guard', guard);
    c.set('client', clientAddress(c));
    c.set('bots', {
      ifDue(summary) {
        if (!summary.seats.some((s) => s.awaited && (s.bot !== null || s.autopilot))) return;
        afterResponse(c, bots.run(summary.id));
      },
      analyse() {
        afterResponse(c, bots.analysis.kick(Date.now() + ANALYSIS_RUN_MS, false));
      },
    });
    const connection = await connect();
    const store = new EventStore(connection.db);
    const history = new HistoryService(store, cache);
    c.set('history', history);
    c.set('play', new PlayService(store, history, clock, secret));
    c.set('host', new HostService(store, clock, secret, history, allowLocalWebhooks, resolveHost ?? null));
    c.set('chat', new ChatService(store, clock));
    c.set('rematch', new RematchService(store, history, clock, secret));
    c.set('records', new RecordService(store, history));
    const reminders = new ReminderQueue(connection.db);
    c.set('seats', new SeatsService(store, reminders, clock, secret, polls ?? null));
    c.set('mail', new MailLinksService(reminders, new MailConsents(connection.db), clock, secret));
    c.set('joining', new JoiningService({ store, clock, secret }, history));
    c.set('carry', new CarryService(store, reminders, clock, secret));
    c.set('analysis', new AnalysisService(new AnalysisStore(connection.db), clock));
    try {
      await next();
    } finally {
      await connection.close();
    }
  });
