/**
 * The host of a game (whoever holds its host link, made at creation): they may hand a seat to a new person (a new
 * link; the old one stops working at once) or to a bot, give a bot's seat back to a person, change the pace, and end
 * a stalled game as abandoned. Each is a change of the table (`changeTable`): an event of the game's stream made by
 * the host, which its log, replay and record show.
 */
import type { EventStore } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import { type BotLevel, botName, type TableChange, type TableEvent, tableLine } from '@turnpost/rules/table';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { hashToken, hostToken, inviteToken, newSeed, sameDigest, seatToken } from '../tokens.ts';
import type { HistoryService } from './history.ts';
import type { GameSummary } from './game-types.ts';
import type { LoadedGame } from './loaded-game.ts';
import { paceLabel, paceOf, storedPace } from './paces.ts';
import { notificationsFor } from './play.ts';
import { changeTable } from './table.ts';
import { type ResolveHost, webhookAddressProblem } from '../webhooks/webhook-url.ts';
import { summaryOf } from './seat-view.ts';

/** Who the host hands a seat to. */
export type HandTo = { holder: 'person'; name: string; email?: string | undefined } | { holder: 'bot'; level: BotLevel; name?: string | undefined };

/** What the host sees: the game's summary and each person's seat link (a bot's seat has none). */
export interface HostView extends GameSummary {
  links: { seat: Seat; url: string | null }[];
  /** Whether a group chat is told whose move it is. */
  webhook: boolean;
  /** The host link of the game's rematch, once its players started one: the host of a game hosts its rematch too. */
  rematchHost: string | null;
  /** A game created with open seats, until it starts: its invite link (null once the host closed it). */
  invite: { url: string | null } | null;
}

export class HostService {
  constructor(
    private readonly store: EventStore,
    private readonly clock: () => Date,
    private readonly secret: string,
    private readonly history: HistoryService,
    /** Tests only: a webhook on this machine is allowed. */
    private readonly allowLocalWebhooks = false,
    /** Resolves a webhook's host name when it is set (Node); null where the platform cannot (a Worker: Cloudflare's fetch reaches no private address). */
    private readonly resolveHost: ResolveHost | null = null,
  ) {}

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
    const summary = summaryOf(loaded);
    // what the host did: a game made before table events kept it aside (its summary's), later ones as events
    const changes = (await this.store.tableEvents(loaded.game.id)).map((e) => ({
      version: e.seq,
      at: e.createdAt.toISOString(),
      text: tableLine(e.action as TableEvent).replace(/@(\d+)/g, (_, n: string) => loaded.seats[Number(n)]?.name ?? `seat ${n}`),
    }));
    const invite = summary.joining ? { url: summary.joining.open ? `/join/${loaded.game.id}#${await inviteToken(this.secret, loaded.game.id)}` : null } : null;
    return { ...summary, hostLog: [...summary.hostLog, ...changes], links, webhook: loaded.game.webhookUrl !== null, rematchHost, invite };
  }

  async handSeat(loaded: LoadedGame, seat: Seat, to: HandTo): Promise<HostView> {
    if (!loaded.seats.some((s) => s.seat === seat)) throw notFound('seat');
    const change: TableChange =
      to.holder === 'person'
        ? { type: 'handSeat', seat, to: { name: to.name, bot: null, contact: { email: to.email ?? null, ...notificationsFor(to.email ?? null), unsubscribed: false } } }
        : { type: 'handSeat', seat, to: { name: to.name ?? botName(to.level, loaded.seats.map((s) => s.name)), bot: to.level } };
    return this.act(loaded, change);
  }

  async changePace(loaded: LoadedGame, id: string): Promise<HostView> {
    const pace = storedPace(paceOf(id));
    return this.act(loaded, { type: 'changePace', pace, label: pace ? paceLabel(pace) : 'no clock' });
  }

  /** Connects the game to a group chat's incoming webhook (null: disconnects it); the address itself stays private. */
  async setWebhook(loaded: LoadedGame, url: string | null): Promise<HostView> {
    const problem = url === null ? null : await webhookAddressProblem(url, this.resolveHost, this.allowLocalWebhooks);
    if (problem) throw new ApiError(400, 'E_BAD_WEBHOOK', problem);
    return this.act(loaded, { type: 'setWebhook', on: url !== null }, { webhookUrl: url });
  }

  async abandon(loaded: LoadedGame): Promise<HostView> {
    return this.act(loaded, { type: 'abandon' });
  }

  /** Starts a game still waiting for players, bots of `level` in its open seats. */
  async start(loaded: LoadedGame, level: BotLevel): Promise<HostView> {
    const awaiting = loaded.engine.awaiting(await this.history.stateAt(loaded));
    return this.act(loaded, { type: 'start', by: 'host', level, awaiting });
  }

  /** Closes the invite link (and takes the game's open seats out of the lobby). */
  async closeInvite(loaded: LoadedGame): Promise<HostView> {
    return this.act(loaded, { type: 'closeInvite' });
  }

  /** The host's change of the table, as an event made by the host; the host's view after it. */
  private async act(loaded: LoadedGame, change: TableChange, opts: { webhookUrl?: string | null } = {}) {
    const deps = { store: this.store, clock: this.clock, secret: this.secret };
    const after = await changeTable(deps, loaded, change, { by: 'host', idempotencyKey: `host:${newSeed()}`, ...opts });
    return this.view(after);
  }
}
