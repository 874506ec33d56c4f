/**
 * One open table: loads the seat's view, keeps it fresh (ETag polling, quick while visible: $lib/poller.ts; after a
 * finished game until its rematch is known), and submits actions with the version on screen as `expectedVersion` and
 * a fresh idempotency key. Conflicts reload; rule errors become notices. Each answer's compact `choices` are expanded
 * into `legalActions` once per version, and its log lines added to those held (asking only for the lines after the
 * version on screen, `logSince`).
 */
import { expandChoices } from '@turnpost/rules/core';
import type { BotLevel } from '@turnpost/rules/table';
import { endedBeforeYourMove, isOver } from '$lib/game-status.ts';
import { ApiError, getLogPage, getSeatView, newIdempotencyKey, postChat, submitAction, takeSeatBack } from '$lib/api.ts';
import { leaveGame } from '$lib/api-devices.ts';
import type { ChatMessage, ExpandedSeatView, LogLine, SeatView } from '$lib/api-types.ts';
import { type Departure, departuresIn } from '$lib/kit/departures.ts';
import { forgetSeat } from '$lib/my-seats.ts';
import { rematchOffer } from '$lib/rematch.ts';
import { Poller, pollCadence } from '$lib/poller.ts';
import { refusesToken } from '$lib/seat-token.ts';
import { earlierBefore, followLog, withEarlier } from './held-log.ts';
import { leftNotice } from './leaving.ts';

/** How long a refused seat token gets to be replaced (a new link on its way) before the table says it failed. */
const REFUSAL_RETRY_MS = 1000;

/** Log lines per page while looking through a finished game's whole log for who left it, and at most this many pages. */
const DEPARTURES_PAGE = 500;
const DEPARTURES_PAGES = 20;

export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

export class TableSession {
  seatView = $state<ExpandedSeatView | null>(null);
  /** Why the table could not be shown at all (unknown game, invalid link). */
  failure = $state<ApiError | null>(null);
  notice = $state<Notice | null>(null);
  busy = $state(false);
  offline = $state(false);

  /** What the seated players said, oldest first (null: watching, spectators see no chat). */
  chat = $state<ChatMessage[] | null>(null);

  /** The seat's token (null: watching). It changes when the seat's link is reissued. */
  token = $state<string | null>(null);

  /** The token the server last accepted (null: none yet, or watching): the one for this browser to keep. */
  accepted = $state<string | null>(null);

  /** The link's token was refused and the table went on with `fallback`, the seat this browser holds. */
  linkRefused = $state(false);

  /** Who left the game, from its whole log once it is over (null: not looked through yet). */
  private departed = $state<Departure[] | null>(null);
  private lookingForDepartures = false;

  private etag: string | null = null;
  private readonly poller: Poller;

  /**
   * `fallback`: the token this browser keeps, to go on with when the server refuses `token` (a wrong, mistyped or old
   * link's) before any view was shown.
   */
  constructor(
    readonly gameId: string,
    token: string | null,
    private fallback: string | null = null,
  ) {
    this.token = token;
    this.poller = new Poller({ poll: () => this.refresh(), ...pollCadence() });
  }

  async start(): Promise<void> {
    await this.refresh();
    if (!this.failure && this.keepsPolling(this.seatView)) this.poller.start();
  }

  /**
   * Whether the table polls: while the game is played, and at a finished game's end while a seated player may yet
   * be asked to join a rematch another player starts (an unchanged poll is a 304 from one indexed read; the server's
   * ETag changes once the rematch starts). A game that ended early, or whose rematch is known, has nothing to wait for.
   */
  private keepsPolling(seatView: SeatView | null): boolean {
    const status = seatView?.status ?? 'active';
    if (!isOver(status)) return true;
    return this.token !== null && seatView?.seat !== null && rematchOffer(status, seatView?.rematch ?? null).kind === 'start';
  }

  stop(): void {
    this.poller.stop();
  }

  /**
   * Fetches the view unless it is unchanged; resolves true when something new arrived. `afresh`: the latest log
   * lines instead of those after the version on screen, replacing the log held.
   */
  async refresh(force = false, afresh = false, refusedBefore = false): Promise<boolean> {
    const token = this.token;
    try {
      const logSince = afresh ? null : (this.seatView?.version ?? null);
      const chatSince = afresh ? null : (this.chat?.at(-1)?.id ?? null);
      const next = await getSeatView(this.gameId, token, force || afresh ? null : this.etag, logSince, chatSince);
      this.offline = false;
      if (token !== null && token === this.token) this.accepted = token;
      if (!next) return false;
      this.takeChat(next.chat, chatSince === null);
      return this.accept(next.seatView, next.etag, afresh);
    } catch (error) {
      // A bug is not a network failure: let it surface instead of showing "offline" for ever.
      if (!(error instanceof ApiError)) throw error;
      const failure = error;
      if (failure.status === 0) {
        this.offline = true;
      } else if (refusesToken(failure.status) && this.seatView === null && this.fallback !== null && token === this.token) {
        // The link's token was refused: go on with the seat this browser holds, its token neither replaced nor
        // forgotten (issue 46).
        this.token = this.fallback;
        this.fallback = null;
        this.linkRefused = true;
        return this.refresh(force, afresh);
      } else if (failure.status === 403 && this.seatView !== null && (token !== this.token || !refusedBefore)) {
        // The seat's link may just have been replaced, here or in another tab, with the new token a moment behind
        // the refusal of the old one: ask once more (with whichever token is current then) before giving up.
        await new Promise((r) => setTimeout(r, REFUSAL_RETRY_MS));
        return this.refresh(true, afresh, token === this.token);
      } else if (this.seatView === null || failure.status === 403 || failure.status === 404) {
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
    const seatView = this.seatView;
    if (!this.token || !seatView || this.busy) return false;
    this.busy = true;
    try {
      const res = await submitAction(
        this.gameId,
        this.token,
        { expectedVersion: seatView.version, action, idempotencyKey: newIdempotencyKey() },
        seatView.version,
      );
      this.accept(res.seatView, res.etag);
      this.notice = null;
      this.poller.reset();
      return true;
    } catch (error) {
      const failure = asApiError(error);
      if (failure.status === 409) {
        await this.refresh(true);
        const status = this.seatView?.status ?? 'active';
        this.notice = {
          kind: 'info',
          // the game ended meanwhile (its host ended it, the last move was made): nobody acted "before" this one
          text: isOver(status)
            ? endedBeforeYourMove(status)
            : 'Someone acted just before you, so the table has been brought up to date. Check it and choose again.',
        };
      } else {
        this.notice = { kind: 'error', text: failure.message };
      }
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Says `text` at the table; resolves true when it was stored (the message shows at once). */
  async say(text: string): Promise<boolean> {
    if (!this.token) return false;
    try {
      this.takeChat([await postChat(this.gameId, this.token, text)], false);
      return true;
    } catch (error) {
      this.notice = { kind: 'error', text: asApiError(error).message };
      return false;
    }
  }

  /** Messages a view or a post brought: all of them (`afresh`), or those after the ones held. */
  private takeChat(messages: ChatMessage[] | null | undefined, afresh: boolean): void {
    if (messages === undefined) return;
    if (messages === null || afresh || this.chat === null) {
      this.chat = messages;
      return;
    }
    const last = this.chat.at(-1)?.id ?? 0;
    const fresh = messages.filter((m) => m.id > last);
    if (fresh.length > 0) this.chat = [...this.chat, ...fresh];
  }

  /** Takes the seat back from the autopilot (it plays for this seat after two waits its time ran out). */
  async takeBack(): Promise<void> {
    const seatView = this.seatView;
    if (!this.token || !seatView || this.busy) return;
    this.busy = true;
    try {
      const res = await takeSeatBack(this.gameId, this.token, seatView.version);
      this.accept(res.seatView, res.etag);
      this.notice = { kind: 'info', text: 'Your seat is yours again: the autopilot moves for you only if your time runs out.' };
    } catch (error) {
      this.notice = { kind: 'error', text: asApiError(error).message };
    } finally {
      this.busy = false;
    }
  }

  /**
   * The seat's person leaves the game (a bot of `level` plays on, or the seat opens again, or the game ends): this
   * browser forgets the seat, and the table goes on as a spectator's, with a notice of what became of it. Resolves
   * true once the server took the seat back.
   */
  async leave(level: BotLevel): Promise<boolean> {
    const seatView = this.seatView;
    const token = this.token;
    if (!token || !seatView || seatView.seat === null || this.busy) return false;
    this.busy = true;
    try {
      const after = await leaveGame(this.gameId, token, level);
      forgetSeat(this.gameId);
      this.token = null;
      this.accepted = null;
      this.fallback = null;
      this.linkRefused = false;
      // the spectator's log afresh: the lines held so far included the seat's own secrets
      await this.refresh(true, true);
      this.notice = { kind: 'info', text: leftNotice(seatView.seat, after) };
      return true;
    } catch (error) {
      this.notice = { kind: 'error', text: asApiError(error).message };
      return false;
    } finally {
      this.busy = false;
    }
  }

  /**
   * Who left the game: from its whole log once it is over, until then (or while it is read) from the lines held,
   * which always hold the leaving that ended a game (its last event).
   */
  get departures(): Departure[] {
    return this.departed ?? departuresIn(this.seatView?.log ?? []);
  }

  /** Reads the whole log of a game that is over, page by page from its end, for who left it. */
  private async findDepartures(version: number): Promise<void> {
    if (this.lookingForDepartures || this.departed !== null) return;
    this.lookingForDepartures = true;
    try {
      let lines: LogLine[] = [];
      let before = version + 1;
      for (let pages = 0; before > 0 && pages < DEPARTURES_PAGES; pages++) {
        const page = await getLogPage(this.gameId, before, { limit: DEPARTURES_PAGE, token: this.token });
        lines = [...page.log, ...lines];
        if (page.logAfter + 1 >= before) break;
        before = page.logAfter + 1;
      }
      this.departed = departuresIn(lines);
    } catch {
      // the lines held tell the leaving that ended the game; earlier ones go unsaid until the page is opened again
    } finally {
      this.lookingForDepartures = false;
    }
  }

  /** Whether older log lines than those held are there to ask for. */
  get hasEarlier(): boolean {
    return this.seatView !== null && earlierBefore(this.seatView) !== null;
  }

  /** Puts the page of log lines before the held ones in front of them ("Show earlier moves"). */
  async loadEarlier(): Promise<void> {
    const seatView = this.seatView;
    const before = seatView ? earlierBefore(seatView) : null;
    if (!seatView || before === null) return;
    try {
      const older = await getLogPage(this.gameId, before, { token: this.token });
      const current = this.seatView;
      if (current) this.seatView = { ...current, ...withEarlier(current, before, older) };
    } catch (error) {
      this.notice = { kind: 'error', text: asApiError(error).message };
    }
  }

  /** Goes on with a new token for the same seat (its link was reissued here or in another tab). */
  async useToken(token: string): Promise<void> {
    if (token === this.token) return;
    this.token = token;
    this.failure = null;
    await this.refresh(true, true);
    if (!this.failure && this.keepsPolling(this.seatView)) this.poller.start();
  }

  dismiss(): void {
    this.notice = null;
  }

  dismissRefusedLink(): void {
    this.linkRefused = false;
  }

  /** Takes an answer unless it is older than the table on screen; `afresh`: its log replaces the one held. */
  private accept(next: SeatView, etag: string | null, afresh = false): boolean {
    const current = this.seatView;
    if (current && next.version < current.version) return false;
    const changed = current?.version !== next.version;
    const sameChoices = current !== null && !changed && current.seat === next.seat;
    const legalActions = sameChoices ? current.legalActions : expandChoices(next.choices);
    const log = afresh || !current ? next : followLog(current, current.version, next);
    this.seatView = { ...next, log: log.log, logAfter: log.logAfter, legalActions };
    this.etag = etag ?? `"v${next.version}"`;
    this.failure = null;
    if (!this.keepsPolling(next)) this.poller.stop();
    if (isOver(next.status)) void this.findDepartures(next.version);
    // Once the game is over every line is for everyone: the lines held so far lack the other seats' secrets.
    if (current?.status === 'active' && isOver(next.status) && !afresh) void this.refresh(true, true);
    return changed;
  }
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'E_UNKNOWN', 'Something went wrong. Please try again.');
}
