/**
 * Ways into a game without an account: its one invite link, shared with friends, and the lobby, where strangers find
 * games whose creators listed their open seats. Whoever opens either sees the game and who already sits, picks a free
 * seat and gets that seat's own link. Each claim is a change of the table (`claim`), checked where it is appended, so
 * of several people claiming one seat at once exactly one gets it. Seats nobody took by their time are filled by bots
 * or the game is cancelled (`fillDue`, run by the sweep).
 */
import { type GameRow, JoiningStore, type LobbyGame } from '@turnpost/db';
import { type AnyEngine, engineFor, type Seat } from '@turnpost/rules';
import { AUTOPILOT_LEVEL, type Unfilled } from '@turnpost/rules/table';
import { forbidden } from '../errors.ts';
import { hashToken, newSeed, sameDigest, seatToken } from '../tokens.ts';
import type { HistoryService } from './history.ts';
import { type LoadedGame, loadGame } from './loaded-game.ts';
import { paceLabel } from './paces.ts';
import { notificationsFor } from './play.ts';
import { changeTable, type TableDeps } from './table.ts';

/** Hours a game's open seats wait for someone unless its creator chose otherwise. */
export const OPEN_SEATS_WAIT_HOURS = 72;

/** What anyone with the invite link (or a lobby visitor) sees of a game: nothing a spectator could not. */
export interface InviteView {
  id: string;
  game: string;
  title: string;
  status: GameRow['status'];
  pace: { id: string; label: string } | null;
  /** The rules options chosen, as people say them ("Expansion: on"). */
  options: { label: string; value: string }[];
  seats: { seat: Seat; name: string; bot: string | null; open: boolean }[];
  /** Whether it still takes players; when its open seats are filled by bots or it is cancelled. */
  joining: { open: boolean; fillBy: string; unfilled: Unfilled } | null;
  createdAt: string;
}

/** A claimed seat: its own link, to keep (this browser keeps it, like any seat link). */
export interface Claimed {
  seat: Seat;
  name: string;
  token: string;
  url: string;
}

export interface ClaimInput {
  seat: number;
  name: string;
  email?: string | undefined;
  notifyAtOnce?: boolean | undefined;
  remindAfterHours?: number | null | undefined;
}

export class JoiningService {
  constructor(
    private readonly deps: TableDeps,
    private readonly history: HistoryService,
  ) {}

  /**
   * Checks the way in: the invite link's token (in constant time), or none for a game its creator listed in the
   * lobby. A wrong token is refused as a wrong seat link is (and counts against the address's budget).
   */
  async check(loaded: LoadedGame, token: string | null): Promise<void> {
    const g = loaded.game;
    if (token === null) {
      if (g.inLobby) return;
      throw forbidden('This game takes players only through its invite link: open the whole link you were sent.');
    }
    const ok = g.inviteTokenHash !== null && sameDigest(g.inviteTokenHash, await hashToken(token));
    if (!ok) throw forbidden('This invite link is not valid for this game: check that you opened the whole link.');
  }

  view(loaded: LoadedGame): InviteView {
    return inviteView(loaded.game, loaded.seats, loaded.engine);
  }

  /** Takes open seat `input.seat` for its new person; their seat's link. */
  async claim(loaded: LoadedGame, input: ClaimInput): Promise<{ claimed: Claimed; after: LoadedGame }> {
    const email = input.email ?? null;
    const contact = { email, ...notificationsFor(email, input), unsubscribed: false };
    const awaiting = loaded.engine.awaiting(await this.history.stateAt(loaded));
    const change = { type: 'claim', seat: input.seat, name: input.name, contact, awaiting } as const;
    const after = await changeTable(this.deps, loaded, change, { by: null, idempotencyKey: `claim:${newSeed()}` });
    const seat = after.seats.find((s) => s.seat === input.seat);
    if (!seat) throw new Error(`claimed seat ${input.seat} is gone`);
    const id = loaded.game.id;
    const token = await seatToken(this.deps.secret, id, seat.seat, seat.tokenGeneration);
    return { claimed: { seat: seat.seat, name: seat.name, token, url: `/play/${id}#${token}` }, after };
  }

  /** The lobby: games whose open seats their creators listed, still taking players, the longest waiting first. */
  async lobby(q: { game?: string | undefined; pace?: string | undefined; limit: number }): Promise<{ tables: InviteView[] }> {
    const listed = await new JoiningStore(this.deps.store.db).lobby({ kind: q.game, pace: q.pace, limit: q.limit });
    return { tables: listed.map((l: LobbyGame) => inviteView(l.game, l.seats, engineFor(l.game.kind, l.game.rulesVersion) ?? null)) };
  }

  /**
   * A game whose open seats' time ran out: bots take them (the autopilot's level), or it is cancelled when its creator
   * chose so or nobody sat down. Nothing when it is not due (another server did it first, or it started meanwhile).
   */
  async fillDue(gameId: string): Promise<LoadedGame | null> {
    const loaded = await loadGame(this.deps.store, gameId);
    const { fillBy } = loaded.game;
    if (loaded.game.status !== 'open' || fillBy === null || fillBy > this.deps.clock()) return null;
    const awaiting = loaded.engine.awaiting(await this.history.stateAt(loaded));
    const change = { type: 'start', by: 'deadline', level: AUTOPILOT_LEVEL, awaiting } as const;
    return changeTable(this.deps, loaded, change, { by: 'autopilot', idempotencyKey: `fill:${gameId}` });
  }
}

/** A game's public side for someone deciding to join it. */
function inviteView(g: GameRow, seats: readonly { seat: number; name: string; bot: string | null; open: boolean }[], engine: AnyEngine | null): InviteView {
  return {
    id: g.id,
    game: g.kind,
    title: engine?.title ?? g.kind,
    status: g.status,
    pace: g.pace ? { id: g.pace.id, label: paceLabel(g.pace) } : null,
    options: optionLines(engine, g.options),
    seats: seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.bot, open: s.open })),
    joining: g.status === 'open' && g.fillBy !== null && g.unfilled !== null ? { open: g.inviteOpen, fillBy: g.fillBy.toISOString(), unfilled: g.unfilled } : null,
    createdAt: g.createdAt.toISOString(),
  };
}

/** The options a game was created with, as its engine labels them. */
function optionLines(engine: AnyEngine | null, options: unknown): { label: string; value: string }[] {
  if (engine === null || typeof options !== 'object' || options === null) return [];
  const chosen = options as Record<string, unknown>;
  return engine.options.map((o) => {
    const v = chosen[o.name];
    if (o.kind === 'boolean') return { label: o.label, value: v === true ? 'on' : 'off' };
    return { label: o.label, value: o.choices.find((c) => c.value === v)?.label ?? String(v ?? o.default) };
  });
}
