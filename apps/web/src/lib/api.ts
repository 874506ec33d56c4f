/**
 * The one door to the API: Hono's RPC client typed from the server's routes (`AppType`), so every request and answer
 * type is the server's own (api-types.ts names them, this file takes its types from there). Requests go to this origin without cookies, caches or a
 * referrer; every failure becomes an `ApiError` carrying the server's `{code, message}` (or a clear local one when
 * the server cannot be reached or a read stalls).
 */
import type { AppType } from '@turnpost/api/app';
import type { ChoiceNode } from '@turnpost/rules/core';
import { hc, type InferResponseType } from 'hono/client';
import type {
  Api,
  ChangePaceRequest,
  CreateGameRequest,
  HandSeatRequest,
  GameStatus,
  NotificationSettings,
  Perspective,
  SeatView,
  SubmitRequest,
} from './api-types.ts';
import { noteServerTime } from './server-time.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How long a read (GET) may wait for the server's answer before it counts as a network failure. */
export const READ_TIMEOUT_MS = 15_000;

/**
 * `fetch` as every call makes it: fresh (no HTTP cache: polls rely on ETags they send themselves), without cookies
 * or a referrer (seat tokens live in URL fragments and Authorization headers only), answers other than 2xx and 304
 * thrown as `ApiError`.
 */
async function sameOrigin(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // A read that hangs (a stalled connection on a phone) would hold the table's poll for ever: give up and poll again.
  const reading = (init.method ?? 'GET').toUpperCase() === 'GET';
  const stalled = new AbortController();
  const timer = reading ? setTimeout(() => stalled.abort(), READ_TIMEOUT_MS) : null;
  let res: Response;
  try {
    res = await fetch(input, {
      ...init,
      headers,
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      ...(reading ? { signal: stalled.signal } : {}),
    });
  } catch {
    throw new ApiError(0, 'E_NETWORK', 'Cannot reach the Turnpost server. Check your connection; we will keep trying.');
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
  noteServerTime(res.headers.get('Date'));
  if (!res.ok && res.status !== 304) throw await errorOf(res);
  return res;
}

async function errorOf(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  if (isErrorBody(body)) return new ApiError(res.status, body.code, body.message, body);
  return new ApiError(res.status, `E_HTTP_${res.status}`, `The server answered ${res.status} ${res.statusText}.`);
}

function isErrorBody(body: unknown): body is { code: string; message: string } & Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return false;
  return 'code' in body && typeof body.code === 'string' && 'message' in body && typeof body.message === 'string';
}

/** The API's routes under /api on this origin (`Api`, api-types.ts); api-joining.ts and api-devices.ts call it too. */
export const api: Api = hc<AppType>('/', { fetch: sameOrigin }).api;

/** A seat view as the client's parsed type has it: `choices` cut short to any JSON below its first level. */
type ParsedSeatView = Omit<InferResponseType<Api['games'][':id']['view']['$get'], 200>, 'chat'>;

/**
 * The answer as a `SeatView`, its `choices` checked to be the tree the server declares (a `ChoiceNode`): Hono's
 * parsed type cannot follow a recursive type (api-types.ts), and the tree is small (a view stays within 32 KB).
 */
function seatViewOf(answer: ParsedSeatView & { chat?: unknown }): SeatView {
  // the chat a view carries travels beside it (`getSeatView`), never inside the seat view a table draws
  const { choices, chat: _chat, ...rest } = answer;
  if (!isChoiceNode(choices))
    throw new ApiError(502, 'E_BAD_ANSWER', 'The server sent a table this page cannot read. Please reload the page.');
  return { ...rest, choices };
}

function isChoiceNode(node: unknown): node is ChoiceNode {
  return (
    Array.isArray(node) &&
    node.every(
      (edge) =>
        edge === 0 ||
        (Array.isArray(edge) &&
          edge.length === 3 &&
          typeof edge[0] === 'string' &&
          isChoiceValues(edge[1]) &&
          isChoiceNode(edge[2])),
    )
  );
}

/** A list of values, or a generator of them (`{subsetsOf, min, max}`, `{arrangements, of}`, `{multisetsOf, counts, max}`). */
function isChoiceValues(values: unknown): boolean {
  if (Array.isArray(values)) return true;
  if (typeof values !== 'object' || values === null) return false;
  if ('subsetsOf' in values)
    return Array.isArray(values.subsetsOf) && 'min' in values && typeof values.min === 'number' && 'max' in values && typeof values.max === 'number';
  // Saltmarket's buy step: the shipped units kept, each good up to the units held, at most `max` in all
  if ('multisetsOf' in values)
    return Array.isArray(values.multisetsOf) && 'counts' in values && Array.isArray(values.counts) && 'max' in values && typeof values.max === 'number';
  return 'arrangements' in values && typeof values.arrangements === 'number' && 'of' in values && typeof values.of === 'number';
}

/** A game's path parameter (the client puts params into the path as they are). */
export const game = (id: string) => ({ id: encodeURIComponent(id) });

/** The seat token as the server reads it; none: a spectator. */
export const bearer = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** `?logSince=V` when the caller already holds the log lines up to version V; none: the latest lines afresh. */
export const logSinceQuery = (logSince: number | null) => (logSince === null ? {} : { logSince: String(logSince) });

export const getCatalogue = async () => (await api.catalogue.$get()).json();

export const createGame = async (request: CreateGameRequest) => (await api.games.$post({ json: request })).json();

/** Finished (or active) listed games, newest first; empty filters are left out. */
export async function listGames(q: { status?: GameStatus; game?: string; limit?: number; offset?: number }) {
  const query = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.game ? { game: q.game } : {}),
    ...(q.limit === undefined ? {} : { limit: String(q.limit) }),
    ...(q.offset === undefined ? {} : { offset: String(q.offset) }),
  };
  return (await api.games.$get({ query })).json();
}

export const getGame = async (id: string) => (await api.games[':id'].$get({ param: game(id) })).json();

/**
 * A seat's view, or `null` when it has not changed since `etag` (the server answered 304). With `logSince` its log
 * holds the lines after that version (unless too many followed: see `SeatView.logAfter`).
 */
export async function getSeatView(id: string, token: string | null, etag: string | null, logSince: number | null = null, chatSince: number | null = null) {
  const res = await api.games[':id'].view.$get(
    { param: game(id), query: { ...logSinceQuery(logSince), ...(chatSince === null ? {} : { chatSince: String(chatSince) }) } },
    { headers: { ...bearer(token), ...(etag ? { 'If-None-Match': etag } : {}) } },
  );
  if (res.status === 304) return null;
  const body = await res.json();
  return { seatView: seatViewOf(body), etag: res.headers.get('ETag'), chat: body.chat };
}

/** Starts or joins the rematch of a finished game (a seat's token); answers with the seat's place in it. */
export const rematchOf = async (id: string, token: string) =>
  (await api.games[':id'].rematch.$post({ param: game(id) }, { headers: bearer(token) })).json();

/** Everything said at a game's table (a seat's token): a finished game's chat, for its replay. */
export const getChat = async (id: string, token: string) =>
  (await api.games[':id'].chat.$get({ param: game(id), query: {} }, { headers: bearer(token) })).json();

/** Says something at the table (a seat's token); answers with the stored message. */
export const postChat = async (id: string, token: string, text: string) =>
  (await api.games[':id'].chat.$post({ param: game(id), json: { text } }, { headers: bearer(token) })).json();

/**
 * Submits one action, one of the seat's legal actions as the table picked it (an object); answers with the seat's
 * new view (409 stale, 422 rule error, … throw `ApiError`).
 */
export async function submitAction(
  id: string,
  token: string,
  request: Omit<SubmitRequest, 'action'> & { action: object },
  logSince: number | null = null,
) {
  // its own fields as the record the body schema takes (what JSON.stringify would send of it anyway)
  const json: SubmitRequest = { ...request, action: { ...request.action } };
  const res = await api.games[':id'].actions.$post(
    { param: game(id), query: logSinceQuery(logSince), json },
    { headers: bearer(token) },
  );
  return { seatView: seatViewOf(await res.json()), etag: res.headers.get('ETag') };
}

/**
 * Older log lines: those of the events before `before`, at least `limit` of them when there are (whole events), as
 * the token's seat (or a spectator) may read them now; with `perspective`, as that perspective read them while the
 * game was played (a finished game's replay, see the route).
 */
export async function getLogPage(
  id: string,
  before: number,
  options: { limit?: number; token?: string | null; perspective?: Perspective } = {},
) {
  const query = {
    before: String(before),
    ...(options.limit ? { limit: String(options.limit) } : {}),
    ...(options.perspective === undefined ? {} : { seat: String(options.perspective) }),
  };
  return (await api.games[':id'].log.$get({ param: game(id), query }, { headers: bearer(options.token) })).json();
}

/**
 * A game's public record once it is over: its revealed seed and every move, to replay and check anywhere (409
 * `E_GAME_ACTIVE` while it is played, 409 `E_NO_RECORD` for a game dealt before its hidden part was sealed).
 */
export const getRecord = async (id: string) => (await api.games[':id'].record.$get({ param: game(id), query: {} })).json();

/**
 * Imports a record played elsewhere, sent as the text it is (a file's or a paste's): the server replays it before it
 * keeps it, and answers with the game's replay address here (400 `E_BAD_RECORD` says what did not check out).
 */
export const importRecord = async (recordText: string) =>
  (await api.games.import.$post({}, { headers: { 'Content-Type': 'application/json' }, init: { body: recordText } })).json();

/** Each seat's score after every event of a finished game (404: the game keeps no score). */
export const getScores = async (id: string) => (await api.games[':id'].scores.$get({ param: game(id) })).json();

/**
 * The bots' analysis of a finished game (each seat's chance of winning after every event, and the turning points);
 * asking for it has the server compute it in the background: poll until `status` is `'ready'` (409 `E_STILL_PLAYED`
 * while the game is played, 404 for a cancelled game).
 */
export const getAnalysis = async (id: string) => (await api.games[':id'].analysis.$get({ param: game(id) })).json();

/** What `perspective` saw right after event `version` (0 = the start), with that event's log lines. */
export async function getStep(id: string, version: number, perspective: Perspective, token: string | null = null) {
  const res = await api.games[':id'].steps[':version'].$get(
    { param: { ...game(id), version: String(version) }, query: { seat: String(perspective) } },
    { headers: bearer(token) },
  );
  return seatViewOf(await res.json());
}

export const getNotifications = async (id: string, token: string) =>
  (await api.games[':id'].notifications.$get({ param: game(id) }, { headers: bearer(token) })).json();

export const saveNotifications = async (id: string, token: string, settings: NotificationSettings) =>
  (await api.games[':id'].notifications.$put({ param: game(id), json: settings }, { headers: bearer(token) })).json();

/** A new link for the token's seat; the token itself stops working at once. */
/** Takes the seat back from the autopilot; answers with the seat's view. */
export async function takeSeatBack(id: string, token: string, logSince: number) {
  const res = await api.games[':id']['take-back'].$post({ param: game(id), query: logSinceQuery(logSince) }, { headers: bearer(token) });
  return { seatView: seatViewOf(await res.json()), etag: res.headers.get('ETag') };
}

/** The host's view of a game: its summary and every person's seat link (host token). */
export const getHostView = async (id: string, token: string) =>
  (await api.games[':id'].host.$get({ param: game(id) }, { headers: bearer(token) })).json();

/** The host hands a seat to a new person (a new link) or a bot; answers with the host's view. */
export const handSeat = async (id: string, token: string, seat: number, to: HandSeatRequest) =>
  (await api.games[':id'].host.seats[':seat'].$post({ param: { ...game(id), seat: String(seat) }, json: to }, { headers: bearer(token) })).json();

/** The host changes the pace (`none`: no clocks). */
export const changePace = async (id: string, token: string, pace: ChangePaceRequest['pace']) =>
  (await api.games[':id'].host.pace.$post({ param: game(id), json: { pace } }, { headers: bearer(token) })).json();

/** The host connects the game to a group chat's incoming webhook (null: disconnects it). */
export const setWebhook = async (id: string, token: string, url: string | null) =>
  (await api.games[':id'].host.webhook.$post({ param: game(id), json: { url } }, { headers: bearer(token) })).json();

/** The host ends the game as abandoned. */
export const abandonGame = async (id: string, token: string) =>
  (await api.games[':id'].host.abandon.$post({ param: game(id) }, { headers: bearer(token) })).json();

export const reissueLink = async (id: string, token: string) =>
  (await api.games[':id'].reissue.$post({ param: game(id) }, { headers: bearer(token) })).json();

let devMailbox: Promise<boolean> | null = null;

/**
 * Whether this server keeps its emails at /dev/mail instead of sending them (no email transport configured). That
 * route exists only on such servers, so it is not part of `AppType`: only whether it answers matters here.
 */
export function hasDevMailbox(): Promise<boolean> {
  devMailbox ??= sameOrigin('/api/dev/mail').then(
    () => true,
    () => false,
  );
  return devMailbox;
}

/** A fresh idempotency key per submission (randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
