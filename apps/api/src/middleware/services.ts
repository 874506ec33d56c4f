import { AnalysisStore, type Connection, type Database, EventStore, MailConsents, ReminderQueue } from '@turnpost/db';
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
    services: Services;
    guard: AbuseGuard;
    client: string;
    bots: BotKick;
  };
};

/** What every service of a connection is made with. */
type Made = Required<Pick<ServicesOptions, 'secret' | 'clock' | 'cache' | 'allowLocalWebhooks'>> & Pick<ServicesOptions, 'resolveHost' | 'polls'>;

/**
 * The services over one database connection, each made when a request first asks for it: a submit makes three of
 * them, not all twelve. Node shares one connection, so its services are made once; a Worker's request opens its own.
 */
export class Services {
  #store?: EventStore;
  #reminders?: ReminderQueue;
  #history?: HistoryService;
  #play?: PlayService;
  #host?: HostService;
  #chat?: ChatService;
  #rematch?: RematchService;
  #records?: RecordService;
  #seats?: SeatsService;
  #mail?: MailLinksService;
  #joining?: JoiningService;
  #carry?: CarryService;
  #analysis?: AnalysisService;

  constructor(
    private readonly db: Database,
    private readonly made: Made,
  ) {}

  private get store() {
    return (this.#store ??= new EventStore(this.db));
  }
  private get reminders() {
    return (this.#reminders ??= new ReminderQueue(this.db));
  }
  get history() {
    return (this.#history ??= new HistoryService(this.store, this.made.cache));
  }
  get play() {
    const { clock, secret } = this.made;
    return (this.#play ??= new PlayService(this.store, this.history, clock, secret));
  }
  get host() {
    const { clock, secret, allowLocalWebhooks, resolveHost } = this.made;
    return (this.#host ??= new HostService(this.store, clock, secret, this.history, allowLocalWebhooks, resolveHost ?? null));
  }
  get chat() {
    return (this.#chat ??= new ChatService(this.store, this.made.clock));
  }
  get rematch() {
    return (this.#rematch ??= new RematchService(this.store, this.history, this.made.clock, this.made.secret));
  }
  get records() {
    return (this.#records ??= new RecordService(this.store, this.history));
  }
  get seats() {
    const { clock, secret, polls } = this.made;
    return (this.#seats ??= new SeatsService(this.store, this.reminders, clock, secret, polls ?? null));
  }
  get mail() {
    const { clock, secret } = this.made;
    return (this.#mail ??= new MailLinksService(this.reminders, new MailConsents(this.db), clock, secret));
  }
  get joining() {
    const { clock, secret } = this.made;
    return (this.#joining ??= new JoiningService({ store: this.store, clock, secret }, this.history));
  }
  get carry() {
    return (this.#carry ??= new CarryService(this.store, this.reminders, this.made.clock, this.made.secret));
  }
  get analysis() {
    return (this.#analysis ??= new AnalysisService(new AnalysisStore(this.db), this.made.clock));
  }
}

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

/** Puts the connection's services on the context; the connection is released when the request is done. */
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
}: ServicesOptions & { bots: BotRunner }) => {
  // this app's services of each connection it was handed (Node: the one shared connection)
  const byDatabase = new WeakMap<Database, Services>();
  return createMiddleware<ServicesEnv>(async (c, next) => {
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
    let made = byDatabase.get(connection.db);
    if (!made) byDatabase.set(connection.db, (made = new Services(connection.db, { secret, clock, cache, allowLocalWebhooks, resolveHost, polls })));
    c.set('services', made);
    try {
      await next();
    } finally {
      await connection.close();
    }
  });
};
