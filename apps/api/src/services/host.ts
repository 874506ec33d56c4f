/**
 * The host of a game (whoever holds its host link, made at creation): they may hand a seat to a new person (a new
 * link; the old one stops working at once) or to a bot, give a bot's seat back to a person, change the pace, and end
 * a stalled game as abandoned. Each action joins the game's host log, which every summary carries and the log shows.
 */
import { type EventStore, type HostAction, HostStore, type NewHolder } from '@turnpost/db';
import type { Level } from '@turnpost/bots';
import type { Seat } from '@turnpost/rules';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { hashToken, hostToken, newSeed, sameDigest, seatToken } from '../tokens.ts';
import type { GameSummary } from './game-types.ts';
import { type LoadedGame, reloadGame } from './loaded-game.ts';
import { paceLabel, paceOf } from './paces.ts';
import { botName, notificationsFor } from './play.ts';
import { webhookUrlProblem } from '../webhooks/webhook-url.ts';
import { summaryOf } from './seat-view.ts';

/** Who the host hands a seat to. */
export type HandTo = { holder: 'person'; name: string; email?: string | undefined } | { holder: 'bot'; level: Level; name?: string | undefined };

/** What the host sees: the game's summary and each person's seat link (a bot's seat has none). */
export interface HostView extends GameSummary {
  links: { seat: Seat; url: string | null }[];
  /** Whether a group chat is told whose move it is. */
  webhook: boolean;
  /** The host link of the game's rematch, once its players started one: the host of a game hosts its rematch too. */
  rematchHost: string | null;
}

export class HostService {
  /** The host's writes at the table. */
  private readonly tables: HostStore;

  constructor(
    private readonly store: EventStore,
    private readonly clock: () => Date,
    private readonly secret: string,
    /** Tests only: a webhook on this machine is allowed. */
    private readonly allowLocalWebhooks = false,
  ) {
    this.tables = new HostStore(store.db);
  }

  /** Checks a host token in constant time; a wrong one (or a game without a host) is refused as a wrong seat link is. */
  async check(loaded: LoadedGame, token: string | null): Promise<void> {
    const stored = loaded.game.hostTokenHash;
    const ok = token !== null && stored !== null && sameDigest(stored, await hashToken(token));
    if (!ok) throw forbidden('This host link is not valid for this game.');
  }

  async view(loaded: LoadedGame): Promise<HostView> {
    const links = await Promise.all(
      loaded.seats.map(async (s) => ({
        seat: s.seat,
        url: s.bot ? null : `/play/${loaded.game.id}#${await seatToken(this.secret, loaded.game.id, s.seat, s.tokenGeneration)}`,
      })),
    );
    const rematch = loaded.game.rematchId;
    const rematchHost = rematch ? `/host/${rematch}#${await hostToken(this.secret, rematch)}` : null;
    return { ...summaryOf(loaded), links, webhook: loaded.game.webhookUrl !== null, rematchHost };
  }

  async handSeat(loaded: LoadedGame, seat: Seat, to: HandTo): Promise<HostView> {
    const row = loaded.seats.find((s) => s.seat === seat);
    if (!row) throw notFound('seat');
    const base = { at: this.clock().toISOString(), version: loaded.game.version };
    let holder: NewHolder;
    let action: HostAction;
    if (to.holder === 'person') {
      const hashFor = async (generation: number) => hashToken(await seatToken(this.secret, loaded.game.id, seat, generation));
      holder = { name: to.name, email: to.email ?? null, bot: null, hashFor, ...notificationsFor(to.email ?? null) };
      action = { ...base, kind: 'seat-to-person', seat, was: row.name, name: to.name };
    } else {
      const name = to.name ?? botName(to.level, loaded.seats.map((s) => s.name));
      holder = { name, email: null, bot: to.level, tokenHash: await hashToken(`unissued-${newSeed()}`) };
      action = { ...base, kind: 'seat-to-bot', seat, was: row.name, name, level: to.level };
    }
    await this.act(this.tables.handSeat(loaded.game.id, seat, holder, action, this.clock()));
    return this.view(await reloadGame(this.store, loaded));
  }

  async changePace(loaded: LoadedGame, id: string): Promise<HostView> {
    const pace = paceOf(id);
    if (pace && loaded.seats.filter((s) => s.bot === null).length < 2)
      throw new ApiError(400, 'E_PACE_ALONE', 'A pace keeps people from waiting on each other: with one person at the table nobody waits.');
    const stored = pace && { id: pace.id, startHours: pace.startHours, perMoveHours: pace.perMoveHours, capHours: pace.capHours };
    const action: HostAction = { at: this.clock().toISOString(), version: loaded.game.version, kind: 'pace', label: stored ? paceLabel(stored) : 'no clock' };
    await this.act(this.tables.changePace(loaded.game.id, stored, action, this.clock()));
    return this.view(await reloadGame(this.store, loaded));
  }

  /** Connects the game to a group chat's incoming webhook (null: disconnects it); the address itself stays private. */
  async setWebhook(loaded: LoadedGame, url: string | null): Promise<HostView> {
    const problem = url === null ? null : webhookUrlProblem(url, this.allowLocalWebhooks);
    if (problem) throw new ApiError(400, 'E_BAD_WEBHOOK', problem);
    const action: HostAction = { at: this.clock().toISOString(), version: loaded.game.version, kind: 'webhook', on: url !== null };
    await this.act(this.tables.setWebhook(loaded.game.id, url, action));
    return this.view(await reloadGame(this.store, loaded));
  }

  async abandon(loaded: LoadedGame): Promise<HostView> {
    const action: HostAction = { at: this.clock().toISOString(), version: loaded.game.version, kind: 'abandon' };
    await this.act(this.tables.abandon(loaded.game.id, action, this.clock()));
    return this.view(await reloadGame(this.store, loaded));
  }

  private async act(done: Promise<boolean>): Promise<void> {
    if (!(await done)) throw new ApiError(409, 'E_GAME_OVER', 'This game is over: its table can no longer be changed.');
  }
}
