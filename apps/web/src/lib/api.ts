/**
 * The one door to the API: typed calls over `fetch` on the same origin. Every failure becomes an `ApiError`
 * carrying the server's `{code, message}` (or a clear local one when the server cannot be reached).
 */
import type {
  CatalogueGame,
  CreateGameRequest,
  CreatedGame,
  GameList,
  GameStatus,
  GameSummary,
  LogPage,
  NotificationSettings,
  Perspective,
  ReissuedLink,
  ScoreSeries,
  SeatNotifications,
  SubmitRequest,
  TableState,
} from './api-types.ts';

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

interface RequestOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ApiError(0, 'E_NETWORK', 'Cannot reach the Turnpost server. Check your connection; we will keep trying.');
  }
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
  const b = body as Record<string, unknown>;
  return typeof b.code === 'string' && typeof b.message === 'string';
}

async function json<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  return (await (await send(method, path, options)).json()) as T;
}

export const getCatalogue = () => json<CatalogueGame[]>('GET', '/api/catalogue');

export const createGame = (request: CreateGameRequest) => json<CreatedGame>('POST', '/api/games', { body: request });

export function listGames(query: { status?: GameStatus; game?: string; limit?: number; offset?: number }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return json<GameList>('GET', `/api/games?${params}`);
}

const gamePath = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const getGame = (id: string) => json<GameSummary>('GET', gamePath(id));

/** `?logSince=V` when the caller already holds the log lines up to version V; none: the latest lines afresh. */
const logSinceQuery = (logSince: number | null) => (logSince === null ? '' : `?logSince=${logSince}`);

/**
 * A seat's view, or `null` when it has not changed since `etag` (the server answered 304). With `logSince` its log
 * holds the lines after that version (unless too many followed: see `TableState.logAfter`).
 */
export async function getTable(
  id: string,
  token: string | null,
  etag: string | null,
  logSince: number | null = null,
): Promise<{ table: TableState; etag: string | null } | null> {
  const res = await send('GET', `${gamePath(id)}/view${logSinceQuery(logSince)}`, {
    token,
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  if (res.status === 304) return null;
  return { table: (await res.json()) as TableState, etag: res.headers.get('ETag') };
}

/** Submits one action; answers with the seat's new view (409 stale, 422 rule error, … throw `ApiError`). */
export async function submitAction(id: string, token: string, request: SubmitRequest, logSince: number | null = null) {
  const res = await send('POST', `${gamePath(id)}/actions${logSinceQuery(logSince)}`, { token, body: request });
  return { table: (await res.json()) as TableState, etag: res.headers.get('ETag') };
}

/** Older log lines: those of the events before `before`, at least `limit` of them when there are (whole events). */
export const getLogPage = (id: string, before: number, options: { limit?: number; token?: string | null } = {}) =>
  json<LogPage>('GET', `${gamePath(id)}/log?before=${before}${options.limit ? `&limit=${options.limit}` : ''}`, {
    token: options.token ?? null,
  });

/** Each seat's score after every event of a finished game (404: the game keeps no score). */
export const getScores = (id: string) => json<ScoreSeries>('GET', `${gamePath(id)}/scores`);

/** What `perspective` saw right after event `version` (0 = the start), with that event's log lines. */
export const getStep = (id: string, version: number, perspective: Perspective, token: string | null = null) =>
  json<TableState>('GET', `${gamePath(id)}/steps/${version}?seat=${perspective}`, { token });

export const getNotifications = (id: string, token: string) =>
  json<SeatNotifications>('GET', `${gamePath(id)}/notifications`, { token });

export const saveNotifications = (id: string, token: string, settings: NotificationSettings) =>
  json<SeatNotifications>('PUT', `${gamePath(id)}/notifications`, { token, body: settings });

/** A new link for the token's seat; the token itself stops working at once. */
export const reissueLink = (id: string, token: string) =>
  json<ReissuedLink>('POST', `${gamePath(id)}/reissue`, { token });

let devMailbox: Promise<boolean> | null = null;

/** Whether this server keeps its emails at /dev/mail instead of sending them (no email transport configured). */
export function hasDevMailbox(): Promise<boolean> {
  devMailbox ??= send('GET', '/api/dev/mail').then(
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
