import { type Connection, RateLimitStore } from '@turnpost/db';
import { CHAT_LIMITS } from '@turnpost/rules/table';
import { ApiError } from '../errors.ts';

/** Counts attempts per key in fixed windows; `attempt` is false once the key is over its budget. */
export interface RateLimiter {
  attempt(key: string): Promise<boolean>;
}

/** Node: counts in this process's memory. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly periodMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async attempt(key: string): Promise<boolean> {
    const now = this.clock();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.periodMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= this.limit;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.periodMs) this.windows.delete(key);
  }
}

/**
 * Counts in the database, so that every server of one database shares the budget (two Node servers, or Workers'
 * isolates): one upsert per attempt, in fixed windows of `periodMs`; windows a day old are forgotten now and then.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly connect: () => Connection | Promise<Connection>,
    private readonly limit: number,
    private readonly periodMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async attempt(key: string): Promise<boolean> {
    const now = this.clock();
    const window = new Date(Math.floor(now / this.periodMs) * this.periodMs);
    const connection = await this.connect();
    try {
      const store = new RateLimitStore(connection.db);
      const count = await store.hit(key, window);
      if (now - this.lastSweep > 3_600_000) {
        this.lastSweep = now;
        await store.forget(new Date(now - 86_400_000));
      }
      return count <= this.limit;
    } finally {
      await connection.close();
    }
  }
}

/** The Workers rate-limiting binding (`[[ratelimits]]` in wrangler.toml). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** Cloudflare Workers: the platform's rate-limiting binding, shared by every isolate of a location. */
export class BindingRateLimiter implements RateLimiter {
  constructor(private readonly binding: RateLimitBinding) {}

  async attempt(key: string): Promise<boolean> {
    return (await this.binding.limit({ key })).success;
  }
}

export interface AbuseGuardOptions {
  /** Failed token attempts per client address. */
  tokenFailures: RateLimiter;
  /** Games created per client address. */
  creations: RateLimiter;
  /** Chat messages per seat (in this process's memory by default: `CHAT_LIMITS.perMinute` a minute). */
  chat?: RateLimiter;
  /** How long an address over its budget is refused, in seconds (the limiters' period). */
  periodSeconds: number;
  clock?: () => number;
}

const tooMany = (retryAfter: number, what: string) =>
  new ApiError(429, 'E_TOO_MANY_REQUESTS', `Too many ${what} from your address. Please wait ${retryAfter} seconds.`, { retryAfter });

/**
 * Rate limits against token guessing and mass creation. An address over its budget of failed token attempts is
 * refused every token attempt for the period, the right token included, so guessing learns nothing while blocked.
 */
export class AbuseGuard {
  private readonly blockedUntil = new Map<string, number>();
  private readonly clock: () => number;

  constructor(private readonly o: AbuseGuardOptions) {
    this.clock = o.clock ?? Date.now;
  }

  /** Before a token is checked. */
  checkTokenAttempt(address: string): void {
    const until = this.blockedUntil.get(address);
    if (until === undefined) return;
    const left = Math.ceil((until - this.clock()) / 1000);
    if (left > 0) throw tooMany(left, 'wrong links');
    this.blockedUntil.delete(address);
  }

  /** After a token did not match. */
  async tokenFailed(address: string): Promise<void> {
    if (await this.o.tokenFailures.attempt(`token:${address}`)) return;
    this.blockedUntil.set(address, this.clock() + this.o.periodSeconds * 1000);
    throw tooMany(this.o.periodSeconds, 'wrong links');
  }

  /** Before a seat's chat message is stored. */
  async chatting(gameId: string, seat: number): Promise<void> {
    this.chatLimiter ??= this.o.chat ?? new MemoryRateLimiter(CHAT_LIMITS.perMinute, this.o.periodSeconds * 1000, this.clock);
    if (!(await this.chatLimiter.attempt(`chat:${gameId}:${seat}`)))
      throw new ApiError(429, 'E_TOO_MANY_REQUESTS', `Too many messages from your seat. Please wait ${this.o.periodSeconds} seconds.`, {
        retryAfter: this.o.periodSeconds,
      });
  }
  private chatLimiter: RateLimiter | undefined;

  /** Before a game is created. */
  async creating(address: string): Promise<void> {
    if (!(await this.o.creations.attempt(`create:${address}`))) throw tooMany(this.o.periodSeconds, 'new games');
  }

  /** Before an open seat is taken: claims share the budget of new games (each holds a seat as a game does). */
  async joining(address: string): Promise<void> {
    if (!(await this.o.creations.attempt(`join:${address}`))) throw tooMany(this.o.periodSeconds, 'seats taken');
  }
}

/**
 * The limits of servers sharing one database (Node's): 20 wrong links and 20 new games per address and minute, and
 * `CHAT_LIMITS.perMinute` messages per seat, each counted in the database so two servers do not each give the budget.
 */
export function databaseAbuseGuard(connect: () => Connection | Promise<Connection>, clock: () => number = Date.now): AbuseGuard {
  const minute = 60_000;
  return new AbuseGuard({
    tokenFailures: new DatabaseRateLimiter(connect, 20, minute, clock),
    creations: new DatabaseRateLimiter(connect, 20, minute, clock),
    chat: new DatabaseRateLimiter(connect, CHAT_LIMITS.perMinute, minute, clock),
    periodSeconds: 60,
    clock,
  });
}

/** In this process's memory (tests, a single server): 20 wrong links and 20 new games per address and minute. */
export function memoryAbuseGuard(
  limits: { tokenFailures?: number; creations?: number; periodSeconds?: number; clock?: () => number } = {},
) {
  const period = limits.periodSeconds ?? 60;
  const clock = limits.clock ?? Date.now;
  return new AbuseGuard({
    tokenFailures: new MemoryRateLimiter(limits.tokenFailures ?? 20, period * 1000, clock),
    creations: new MemoryRateLimiter(limits.creations ?? 20, period * 1000, clock),
    periodSeconds: period,
    clock,
  });
}
