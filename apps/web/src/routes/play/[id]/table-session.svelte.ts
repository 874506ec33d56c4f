/**
 * One open table: loads the seat's view, keeps it fresh (ETag polling with backoff), and submits actions with the
 * version on screen as `expectedVersion` and a fresh idempotency key. Conflicts reload; rule errors become notices.
 */
import { ApiError, getTable, newIdempotencyKey, submitAction } from '$lib/api.ts';
import type { TableState } from '$lib/api-types.ts';
import { Poller, pollBaseMs } from '$lib/poller.ts';

export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

export class TableSession {
  table = $state<TableState | null>(null);
  /** Why the table could not be shown at all (unknown game, invalid link). */
  failure = $state<ApiError | null>(null);
  notice = $state<Notice | null>(null);
  busy = $state(false);
  offline = $state(false);

  /** The seat's token (null: watching). It changes when the seat's link is reissued. */
  token = $state<string | null>(null);

  private etag: string | null = null;
  private readonly poller: Poller;

  constructor(
    readonly gameId: string,
    token: string | null,
  ) {
    this.token = token;
    this.poller = new Poller({ poll: () => this.refresh(), baseMs: pollBaseMs() });
  }

  async start(): Promise<void> {
    await this.refresh();
    if (!this.failure && this.table?.status !== 'finished') this.poller.start();
  }

  stop(): void {
    this.poller.stop();
  }

  /** Fetches the view unless it is unchanged; resolves true when something new arrived. */
  async refresh(force = false): Promise<boolean> {
    try {
      const next = await getTable(this.gameId, this.token, force ? null : this.etag);
      this.offline = false;
      if (!next) return false;
      return this.accept(next.table, next.etag);
    } catch (error) {
      const failure = asApiError(error);
      if (failure.status === 0) {
        this.offline = true;
      } else if (this.table === null || failure.status === 403 || failure.status === 404) {
        this.failure = failure;
        this.poller.stop();
      } else {
        this.notice = { kind: 'error', text: failure.message };
      }
      return false;
    }
  }

  /** Sends one legal action; resolves true when it was accepted. */
  async submit(action: object): Promise<boolean> {
    const table = this.table;
    if (!this.token || !table || this.busy) return false;
    this.busy = true;
    try {
      const res = await submitAction(this.gameId, this.token, {
        expectedVersion: table.version,
        action,
        idempotencyKey: newIdempotencyKey(),
      });
      this.accept(res.table, res.etag);
      this.notice = null;
      this.poller.reset();
      return true;
    } catch (error) {
      const failure = asApiError(error);
      if (failure.status === 409) {
        await this.refresh(true);
        this.notice = {
          kind: 'info',
          text: 'Someone acted just before you, so the table has been brought up to date. Check it and choose again.',
        };
      } else {
        this.notice = { kind: 'error', text: failure.message };
      }
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Goes on with a new token for the same seat (its link was reissued here or in another tab). */
  async useToken(token: string): Promise<void> {
    if (token === this.token) return;
    this.token = token;
    this.failure = null;
    await this.refresh(true);
    if (!this.failure && this.table?.status !== 'finished') this.poller.start();
  }

  dismiss(): void {
    this.notice = null;
  }

  private accept(table: TableState, etag: string | null): boolean {
    if (this.table && table.version < this.table.version) return false;
    const changed = this.table?.version !== table.version;
    this.table = table;
    this.etag = etag ?? `"v${table.version}"`;
    this.failure = null;
    if (table.status === 'finished') this.poller.stop();
    return changed;
  }
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'E_UNKNOWN', 'Something went wrong. Please try again.');
}
