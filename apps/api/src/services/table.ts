/**
 * The table's rules at work on a stored game: the table read from the game's rows (their projection of its stream),
 * a change decided by the rules' table decider (`@turnpost/rules/table`), and the event appended with the rows the
 * decision left, at the version the table was read at (a table changed meanwhile is a conflict: it is read again and
 * the change decided again).
 */
import type { AppendInput, EventStore, SeatPatch, SeatRow } from '@turnpost/db';
import type { RuleError } from '@turnpost/rules';
import {
  type Decision,
  decide,
  type MadeBy,
  noticesDue,
  storedEvents,
  type Table,
  type TableChange,
  type TableSeat,
  WHOLE_TABLE,
} from '@turnpost/rules/table';
import { ApiError } from '../errors.ts';
import { hashToken, newSeed, seatToken } from '../tokens.ts';
import { type LoadedGame, reloadGame } from './loaded-game.ts';

/** The table of a loaded game, from its rows. */
export function tableOf(loaded: LoadedGame): Table {
  const g = loaded.game;
  return {
    status: g.status,
    pace: g.pace,
    webhook: g.webhookUrl !== null,
    awaiting: g.awaiting,
    seats: loaded.seats.map(seatOfRow),
    joining: g.fillBy !== null && g.unfilled !== null ? { open: g.inviteOpen, lobby: g.inLobby, fillBy: g.fillBy, unfilled: g.unfilled } : null,
  };
}

function seatOfRow(s: SeatRow): TableSeat {
  return {
    seat: s.seat,
    name: s.name,
    bot: s.bot,
    generation: s.tokenGeneration,
    contact: { email: s.email, notifyAtOnce: s.notifyAtOnce, remindAfterHours: s.remindAfterHours, unsubscribed: s.unsubscribed },
    awaitingSince: s.awaitingSince,
    clockSeconds: s.clockSeconds,
    autopilotMoves: s.autopilotMoves,
    open: s.open,
  };
}

/** The rows of the seats `after` changed; `tokenHash` gives a seat's new token's hash when its holder changed. */
export function seatPatches(before: Table, after: Table, tokenHash: (s: TableSeat) => string | undefined = () => undefined): SeatPatch[] {
  const out: SeatPatch[] = [];
  for (const s of after.seats) {
    const was = before.seats.find((b) => b.seat === s.seat);
    if (was === s) continue;
    out.push({
      seat: s.seat,
      name: s.name,
      email: s.contact.email,
      bot: s.bot,
      tokenGeneration: s.generation,
      tokenHash: tokenHash(s),
      notifyAtOnce: s.contact.notifyAtOnce,
      remindAfterHours: s.contact.remindAfterHours,
      unsubscribed: s.contact.unsubscribed,
      awaitingSince: s.awaitingSince,
      clockSeconds: s.clockSeconds,
      autopilotMoves: s.autopilotMoves,
      open: s.open,
    });
  }
  return out;
}

/** Seat rows as the append leaves them. */
export function withPatches(rows: readonly SeatRow[], patches: readonly SeatPatch[]): SeatRow[] {
  return rows.map((r) => {
    const p = patches.find((x) => x.seat === r.seat);
    return p ? { ...r, ...p, tokenHash: p.tokenHash ?? r.tokenHash } : r;
  });
}

/** What the append writes for a decision made on `before` at `version`, besides the event itself. */
export function projections(before: Table, decision: Decision, version: number, now: Date, tokenHash?: (s: TableSeat) => string | undefined) {
  const after = decision.table;
  return {
    status: after.status,
    awaiting: after.awaiting,
    seats: seatPatches(before, after, tokenHash),
    notices: noticesDue(before, after, version + 1, now),
    ...(after.pace !== before.pace ? { pace: after.pace } : {}),
    ...(after.joining?.open !== before.joining?.open ? { inviteOpen: after.joining?.open ?? false } : {}),
  } satisfies Partial<AppendInput>;
}

/**
 * A move's effect on the table, decided (refused as HTTP when the table no longer allows it), with the rows the
 * append writes for it.
 */
export function moveOnTable(before: Table, change: Extract<TableChange, { type: 'move' }>, version: number, now: Date) {
  const decided = decide(before, change, now);
  if (!decided.ok) throw tableRefused(decided.error, version);
  return projections(before, decided.value, version, now);
}

/** A table's refusal as HTTP. */
export function tableRefused(error: RuleError, version: number): ApiError {
  switch (error.code) {
    case 'E_STALE':
      return new ApiError(409, error.code, error.message, { version });
    case 'E_GAME_OVER':
    case 'E_ABANDONED':
    case 'E_NOT_STARTED':
    case 'E_GAME_STARTED':
    case 'E_SEAT_TAKEN':
    case 'E_SEAT_OPEN':
    case 'E_INVITE_CLOSED':
    case 'E_NAME_TAKEN':
      return new ApiError(409, error.code, error.message);
    case 'E_NOT_HOLDER':
      return new ApiError(403, error.code, error.message);
    case 'E_NO_SEAT':
      return new ApiError(404, 'E_NOT_FOUND', error.message);
    default:
      return new ApiError(400, error.code, error.message);
  }
}

/** Tries of a table change that lost a race to another event (each retry means another event got in first). */
const MAX_TRIES = 12;

export interface TableChangeOptions {
  /** Who asks: the host, the seat's holder (null), or the clock of the open seats ('autopilot'). */
  by: MadeBy;
  /** The key of the request (a table change is idempotent under it, for the seat it concerns). */
  idempotencyKey: string;
  /** The game's group-chat webhook, when the change sets it. */
  webhookUrl?: string | null;
}

/** What a change of a table needs: the store, the time, and the server's secret (a new holder's link is derived from it). */
export interface TableDeps {
  store: EventStore;
  clock: () => Date;
  secret: string;
}

/**
 * The hashes of the new links of the seats whose holder changed from `before` to `after`: a person's is derived from
 * the seat's new generation (so the server can give it to them and put it in their emails); a bot's or an open seat's is
 * the hash of a token nobody holds.
 */
async function newLinkHashes(secret: string, gameId: string, before: Table, after: Table): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const s of after.seats) {
    const was = before.seats.find((b) => b.seat === s.seat);
    if (was === undefined || was.generation === s.generation) continue;
    const person = s.bot === null && !s.open;
    out.set(s.seat, await hashToken(person ? await seatToken(secret, gameId, s.seat, s.generation) : `unissued-${newSeed()}`));
  }
  return out;
}

/**
 * Decides `change` on the game's table and appends its event; read again and decided again when another event got
 * in first. The game as it is after (unchanged when the change makes nothing happen).
 */
export async function changeTable({ store, clock, secret }: TableDeps, start: LoadedGame, change: TableChange, opts: TableChangeOptions): Promise<LoadedGame> {
  let loaded = start;
  for (let attempt = 0; ; attempt++) {
    const before = tableOf(loaded);
    const now = clock();
    const decided = decide(before, change, now);
    if (!decided.ok) throw tableRefused(decided.error, loaded.game.version);
    const [event] = storedEvents(decided.value);
    if (!event) return loaded;
    const hashes = await newLinkHashes(secret, loaded.game.id, before, decided.value.table);
    const appended = await store.append({
      gameId: loaded.game.id,
      expectedVersion: loaded.game.version,
      now,
      seat: 'seat' in event ? event.seat : WHOLE_TABLE,
      action: event,
      by: opts.by,
      idempotencyKey: opts.idempotencyKey,
      outcome: loaded.game.outcome,
      ...projections(before, decided.value, loaded.game.version, now, (s) => hashes.get(s.seat)),
      ...(opts.webhookUrl !== undefined ? { webhookUrl: opts.webhookUrl } : {}),
    });
    loaded = await reloadGame(store, loaded);
    if (appended.result !== 'conflict') return loaded;
    if (attempt >= MAX_TRIES) throw new ApiError(409, 'E_STALE', 'The table changed while this was asked: try again.', { version: appended.version });
  }
}
