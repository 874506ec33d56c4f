/**
 * The requests the fuzzer sends (proofs/fuzz.test.ts): which game and token each carries, and every route's hostile
 * variations. The test fills `games`, `revoked` and `legalSamples` before it fuzzes.
 */
import fc from 'fast-check';
import { engineFor, parseAction } from '@turnpost/rules';
import { notificationSettings, submitAction } from '../schemas.ts';
import {
  anyIndex,
  applyChanges,
  body,
  change,
  changes,
  contentType,
  encodeLoose,
  entriesOf,
  fromLegal,
  deep,
  json,
  latin1,
  objText,
  otherLegal,
  querySegment,
  rawNumber,
  segmentOf,
  text,
  wrongValue,
} from './fuzz-inputs.ts';

export interface Req {
  /** The route it aims at, for the counts. */
  route: string;
  method: string;
  /** Already percent-encoded (or deliberately broken) path and query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzGame {
  id: string;
  kind: string;
  tokens: string[];
  status: 'active' | 'finished';
  version: number;
}

export const games: FuzzGame[] = [];
export const revoked: string[] = [];
/** Samples of legal actions of the active games (for actions that are almost right). */
export const legalSamples: Record<string, unknown>[] = [];
export const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

// ---------------------------------------------------------------- which token a request carries

export type Auth =
  | { k: 'none' }
  | { k: 'seat'; seat: number }
  | { k: 'other'; game: number; seat: number }
  | { k: 'revoked' }
  | { k: 'raw'; value: string };

export const RAW_AUTH = [
  'Bearer', 'Bearer ', 'bearer', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'Bearer\tabc', 'BEARER abc', 'Bearer Bearer',
  'Token abc', `Bearer ${'A'.repeat(10_000)}`, `Bearer ${'é'.repeat(30)}`, 'Bearer null', 'Bearer undefined',
  'Bearer __proto__', 'Bearer constructor', 'Bearer %00', 'Bearer \u00ff\u00fe',
];
export const auth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ k: 'none' as const }) },
  { weight: 4, arbitrary: fc.nat(7).map((seat) => ({ k: 'seat' as const, seat })) },
  { weight: 1, arbitrary: fc.tuple(anyIndex, anyIndex).map(([game, seat]) => ({ k: 'other' as const, game, seat })) },
  { weight: 1, arbitrary: fc.constant({ k: 'revoked' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.constantFrom(...RAW_AUTH), latin1.map((s) => `Bearer ${s}`), latin1)
      .map((value) => ({ k: 'raw' as const, value })),
  },
);

/** The target: a known game (by index) or some other id segment. */
export type Target = { known: number } | { unknown: string };
export const target: fc.Arbitrary<Target> = fc.oneof(
  { weight: 6, arbitrary: anyIndex.map((known) => ({ known })) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 10, maxLength: 10 }).map((unknown) => ({ unknown })) },
  { weight: 2, arbitrary: segmentOf(text).map((unknown) => ({ unknown })) },
);

export interface Resolved {
  idSegment: string;
  game: FuzzGame | undefined;
  /** The seat whose valid token the request carries, when it carries one for its target game. */
  seat: number | undefined;
  headers: Record<string, string>;
}

export function resolve(tg: Target, a: Auth): Resolved {
  const game = 'known' in tg ? games[tg.known % games.length] : undefined;
  const idSegment = game ? game.id : (tg as { unknown: string }).unknown;
  const headers: Record<string, string> = {};
  let seat: number | undefined;
  const anyGame = game ?? (games[0] as FuzzGame);
  switch (a.k) {
    case 'none':
      break;
    case 'seat':
      seat = a.seat % anyGame.tokens.length;
      headers.Authorization = `Bearer ${anyGame.tokens[seat]}`;
      if (!game) seat = undefined;
      break;
    case 'other': {
      const others = games.filter((g) => g !== game);
      const other = others[a.game % others.length] as FuzzGame;
      headers.Authorization = `Bearer ${other.tokens[a.seat % other.tokens.length]}`;
      break;
    }
    case 'revoked':
      headers.Authorization = `Bearer ${revoked[0]}`;
      break;
    case 'raw':
      headers.Authorization = a.value;
      break;
  }
  return { idSegment, game, seat, headers };
}

export const withContentType = (headers: Record<string, string>, ct: string | null) => (ct === null ? headers : { ...headers, 'Content-Type': ct });

// ---------------------------------------------------------------- safety: no valid request in the "changes nothing" run

/** The body as JSON, read leniently (whatever its Content-Type): a valid token must not get anything through. */
export function leniently(raw: string | undefined): unknown {
  try {
    return JSON.parse(raw ?? '');
  } catch {
    return undefined;
  }
}

/** Whether a submit could change the game: a seat's valid token, an envelope the API takes, an action the rules parse. */
export function submitMightAct(r: Resolved, raw: string | undefined): boolean {
  if (r.seat === undefined || !r.game || r.game.status === 'finished') return false;
  const envelope = submitAction.safeParse(leniently(raw));
  if (!envelope.success) return false;
  if (envelope.data.expectedVersion > r.game.version) return false;
  const engine = engineFor(r.game.kind);
  return !engine || parseAction(engine, r.seat, envelope.data.action).ok;
}

export function settingsMightChange(r: Resolved, raw: string | undefined): boolean {
  return r.seat !== undefined && notificationSettings.safeParse(leniently(raw)).success;
}

/** Turns a request that might act into a spectator's (no token): 403, nothing changes. */
export function harmless(r: Resolved, mightChange: boolean): Resolved {
  if (!mightChange) return r;
  const { Authorization: _, ...headers } = r.headers;
  return { ...r, seat: undefined, headers };
}

// ---------------------------------------------------------------- the routes (the run that must change nothing)

export const ifNoneMatch = fc.option(fc.oneof(fc.constantFrom('"v0"', '"v1"', '"v7"', '*', 'W/"v0"', '"v99999999999"', 'garbage'), latin1), { nil: undefined });

/** A submit: a known legal action and a valid envelope, with a few changes to either. */
export const submitNear = fc
  .tuple(
    anyIndex,
    changes(fc.oneof(otherLegal, wrongValue), 3),
    fc.oneof(fc.nat(40), fc.constantFrom(0, 1, 2, 500, 2 ** 31, 2 ** 53 - 1)),
    changes(wrongValue),
  )
  .map(([pick, actionChanges, expectedVersion, envelopeChanges]) => {
    const action = legalSamples[pick % legalSamples.length] ?? { type: 'pass' };
    const raw = objText(applyChanges(entriesOf(action), actionChanges, fromLegal(legalSamples)));
    return objText(applyChanges([['expectedVersion', String(expectedVersion)], ['action', raw], ['idempotencyKey', JSON.stringify(`k-${pick}`)]], envelopeChanges));
  });
export const settingsNear = fc
  .tuple(
    fc.record({ email: fc.constantFrom(null, 'a@example.com', 'b.c+d@example.org'), notifyAtOnce: fc.boolean(), remindAfterHours: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 336 })) }),
    changes(fc.oneof(wrongValue, fc.constantFrom('"a\\u0000@example.com"', '"x@\\ud800.com"', `"${'a'.repeat(250)}@example.com"`, '0', '337', '1.5'))),
  )
  .map(([settings, cs]) => objText(applyChanges(entriesOf(settings), cs)));

export const gameRoute = (suffix: string, route: string, queryKeys: string[] = []) =>
  fc.tuple(target, auth, querySegment(queryKeys), ifNoneMatch).map(([tg, a, q, inm]): Req => {
    const r = resolve(tg, a);
    return { route, method: 'GET', path: `/api/games/${r.idSegment}${suffix}${q}`, headers: inm === undefined ? r.headers : { ...r.headers, 'If-None-Match': inm } };
  });

export const readRoutes = [
  fc.tuple(querySegment(['status', 'game', 'limit', 'offset']), auth).map(([q, a]): Req => ({ route: 'GET /api/games', method: 'GET', path: `/api/games${q}`, headers: resolve({ known: 0 }, a).headers })),
  gameRoute('', 'GET /api/games/:id'),
  gameRoute('/view', 'GET /view', ['logSince']),
  gameRoute('/legal-actions', 'GET /legal-actions'),
  gameRoute('/log', 'GET /log', ['before', 'limit']),
  gameRoute('/scores', 'GET /scores'),
  gameRoute('/events', 'GET /events'),
  gameRoute('/notifications', 'GET /notifications'),
  // the host's view: no request here holds a host link (seat links, made-up tokens, none)
  gameRoute('/host', 'GET /host'),
  // the invite: no request here holds an invite link (seat links, made-up tokens, none), and no game is in the lobby
  gameRoute('/invite', 'GET /invite'),
  querySegment(['game', 'pace', 'limit']).map((q): Req => ({ route: 'GET /api/lobby', method: 'GET', path: `/api/lobby${q}`, headers: {} })),
  gameRoute('/chat', 'GET /chat', ['after']),
  fc
    .tuple(target, auth, fc.oneof(fc.nat(120).map(String), rawNumber.map(encodeLoose), segmentOf(text)), querySegment(['seat']))
    .map(([tg, a, v, q]): Req => {
      const r = resolve(tg, a);
      return { route: 'GET /steps/:v', method: 'GET', path: `/api/games/${r.idSegment}/steps/${v}${q}`, headers: r.headers };
    }),
  fc.tuple(fc.constantFrom('/api/catalogue', '/api/health', '/api/health/', '/api/catalogue/x'), querySegment(['a'])).map(([p, q]): Req => ({ route: 'GET catalogue/health', method: 'GET', path: `${p}${q}`, headers: {} })),
  fc
    .tuple(target, fc.oneof(fc.nat(13).map(String), rawNumber.map(encodeLoose), segmentOf(text)), segmentOf(fc.oneof(text, fc.base64String({ maxLength: 24 }))), querySegment(['a']))
    .map(([tg, seat, sig, q]): Req => ({ route: 'GET /api/unsubscribe', method: 'GET', path: `/api/unsubscribe/${resolve(tg, { k: 'none' }).idSegment}/${seat}/${sig}${q}`, headers: {} })),
];

/** A claim of an open seat, near the shape the API takes. */
const claimNear = fc.oneof(json, fc.constantFrom('{"seat":1,"name":"Eve"}', '{"seat":0,"name":"Eve","email":"eve@example.com"}', '{"seat":99,"name":"Eve"}', '{"seat":1,"name":""}'));

/** What an import may be sent: JSON of every sort, almost-records, broken and empty bodies, text it cannot keep. */
const importNear = fc.oneof(
  deep,
  json,
  deep,
  fc.constantFrom('{', '', 'xxx', '{"format":"turnpost-record/1"}', '{"format":"turnpost-record/1","seats":[{"name":"A\\u0000"}]}', '["\\ud800"]'),
);

export const mutatingRoutes = [
  // a record that would import is never among these: every import is refused, whatever its Content-Type
  fc.tuple(body(importNear), contentType).map(([raw, ct]): Req => ({ route: 'POST /import', method: 'POST', path: '/api/games/import', headers: withContentType({}, ct), body: raw })),
  // no request here holds an invite link, and no game is in the lobby: every claim is refused
  fc.tuple(target, auth, body(claimNear), contentType).map(([tg, a, raw, ct]): Req => {
    const r = resolve(tg, a);
    return { route: 'POST /claims', method: 'POST', path: `/api/games/${r.idSegment}/claims`, headers: withContentType(r.headers, ct), body: raw };
  }),
  fc
    .tuple(
      target,
      auth,
      querySegment(['logSince']),
      fc.constantFrom('/leave', '/carry', '/my-links'),
      fc.option(body(fc.oneof(json, fc.constantFrom('{"level":"easy"}', '{"level":"grandmaster"}'))), { nil: undefined }),
      contentType,
    )
    .map(([tg, a, q, suffix, raw, ct]): Req => {
      const r0 = resolve(tg, a);
      // a seat's own token may leave, carry or mail its links (a change): only other tokens are fuzzed here
      const r = harmless(r0, r0.seat !== undefined);
      return { route: 'POST /leave|carry|my-links', method: 'POST', path: `/api/games/${r.idSegment}${suffix}${q}`, headers: withContentType(r.headers, ct), ...(raw === undefined ? {} : { body: raw }) };
    }),
  fc
    .tuple(body(fc.oneof(json, fc.base64String({ minLength: 22, maxLength: 24 }).map((c) => JSON.stringify({ code: c.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_') })))), contentType)
    .map(([raw, ct]): Req => ({ route: 'POST /api/carry', method: 'POST', path: '/api/carry', headers: withContentType({}, ct), body: raw })),
  fc.tuple(target, auth, querySegment(['logSince']), body(submitNear), contentType).map(([tg, a, q, raw, ct]): Req => {
    const r0 = resolve(tg, a);
    const headers0 = withContentType(r0.headers, ct);
    const r = harmless({ ...r0, headers: headers0 }, submitMightAct({ ...r0, headers: headers0 }, raw));
    return { route: 'POST /actions', method: 'POST', path: `/api/games/${r.idSegment}/actions${q}`, headers: r.headers, body: raw };
  }),
  fc.tuple(target, auth, body(settingsNear), contentType).map(([tg, a, raw, ct]): Req => {
    const r0 = resolve(tg, a);
    const r = harmless(r0, settingsMightChange(r0, raw));
    return { route: 'PUT /notifications', method: 'PUT', path: `/api/games/${r.idSegment}/notifications`, headers: withContentType(r.headers, ct), body: raw };
  }),
  fc.tuple(target, auth, fc.option(body(json), { nil: undefined }), contentType).map(([tg, a, raw, ct]): Req => {
    const r0 = resolve(tg, a);
    const r = harmless(r0, r0.seat !== undefined);
    return { route: 'POST /reissue', method: 'POST', path: `/api/games/${r.idSegment}/reissue`, headers: withContentType(r.headers, ct), ...(raw === undefined ? {} : { body: raw }) };
  }),
  fc.tuple(target, auth, querySegment(['logSince']), fc.option(body(json), { nil: undefined }), contentType).map(([tg, a, q, raw, ct]): Req => {
    const r0 = resolve(tg, a);
    // a seat's own token may take the seat back (a change when on autopilot): only other tokens are fuzzed here
    const r = harmless(r0, r0.seat !== undefined);
    return { route: 'POST /take-back', method: 'POST', path: `/api/games/${r.idSegment}/take-back${q}`, headers: withContentType(r.headers, ct), ...(raw === undefined ? {} : { body: raw }) };
  }),
  fc.tuple(target, auth, body(fc.oneof(json, fc.constantFrom('{"text":"hello"}', '{"text":""}', `{"text":"${'x'.repeat(501)}"}`, '{"text":"a\\u0000"}'))), contentType).map(([tg, a, raw, ct]): Req => {
    const r0 = resolve(tg, a);
    // a seat's own token may write (a stored message): only other tokens are fuzzed here
    const r = harmless(r0, r0.seat !== undefined);
    return { route: 'POST /chat', method: 'POST', path: `/api/games/${r.idSegment}/chat`, headers: withContentType(r.headers, ct), body: raw };
  }),
  fc.tuple(target, auth, body(fc.oneof(json, fc.constantFrom('{"url":null}', '{"url":"https://example.com/hook"}', '{"url":"http://127.0.0.1/"}'))), contentType).map(([tg, a, raw, ct]): Req => {
    // every game here has a host: no seat may connect its group chat
    const r = resolve(tg, a);
    return { route: 'POST /webhook', method: 'POST', path: `/api/games/${r.idSegment}/webhook`, headers: withContentType(r.headers, ct), body: raw };
  }),
  fc.tuple(target, auth, fc.option(body(json), { nil: undefined }), contentType).map(([tg, a, raw, ct]): Req => {
    const r0 = resolve(tg, a);
    // a seat of a finished game may start its rematch (a new game): only other tokens are fuzzed here
    const r = harmless(r0, r0.seat !== undefined);
    return { route: 'POST /rematch', method: 'POST', path: `/api/games/${r.idSegment}/rematch`, headers: withContentType(r.headers, ct), ...(raw === undefined ? {} : { body: raw }) };
  }),
  fc
    .tuple(
      target,
      auth,
      fc.oneof(
        fc.tuple(fc.oneof(fc.nat(13).map(String), rawNumber.map(encodeLoose), segmentOf(text)), body(fc.oneof(json, fc.constantFrom('{"holder":"person","name":"Dee"}', '{"holder":"bot","level":"easy"}', '{"holder":"bot","level":"grandmaster"}')))).map(([seat, raw]) => ({ suffix: `/host/seats/${seat}`, raw })),
        body(fc.oneof(json, fc.constantFrom('{"pace":"1-day"}', '{"pace":"none"}', '{"pace":"fortnight"}'))).map((raw) => ({ suffix: '/host/pace', raw })),
        fc.option(body(json), { nil: undefined }).map((raw) => ({ suffix: '/host/abandon', raw })),
        body(fc.oneof(json, fc.constantFrom('{"level":"easy"}', '{"level":"x"}'))).map((raw) => ({ suffix: '/host/start', raw })),
        fc.option(body(json), { nil: undefined }).map((raw) => ({ suffix: '/host/close-invite', raw })),
      ),
      contentType,
    )
    .map(([tg, a, { suffix, raw }, ct]): Req => {
      const r = resolve(tg, a);
      return { route: 'POST /host/*', method: 'POST', path: `/api/games/${r.idSegment}${suffix}`, headers: withContentType(r.headers, ct), ...(raw === undefined ? {} : { body: raw }) };
    }),
  fc
    .tuple(
      target,
      fc.oneof(fc.nat(13).map(String), rawNumber.map(encodeLoose), segmentOf(text)),
      segmentOf(fc.oneof(text, fc.base64String({ minLength: 24, maxLength: 24 }).map((s) => s.replace(/=+$/, '')))),
      fc.option(fc.oneof(fc.constant('List-Unsubscribe=One-Click'), json), { nil: undefined }),
      fc.constantFrom<Record<string, string>>({}, { Accept: 'application/json' }, { 'Content-Type': 'application/x-www-form-urlencoded' }, { 'Content-Type': 'application/json', Accept: 'application/json' }),
    )
    .map(([tg, seat, sig, raw, headers]): Req => ({
      route: 'POST /api/unsubscribe',
      method: 'POST',
      path: `/api/unsubscribe/${resolve(tg, { k: 'none' }).idSegment}/${seat}/${sig}`,
      headers,
      ...(raw === undefined ? {} : { body: raw }),
    })),
  // the email links by address (never email me, confirm turn emails): an address token and a signature, both forged
  fc
    .tuple(
      fc.constantFrom('GET', 'POST'),
      fc.constantFrom('/api/confirm-email/', '/api/unsubscribe/never/'),
      segmentOf(fc.oneof(text, fc.emailAddress().map((e) => Buffer.from(e).toString('base64url')))),
      segmentOf(fc.oneof(text, fc.base64String({ minLength: 24, maxLength: 24 }).map((s) => s.replace(/=+$/, '')))),
      fc.constantFrom<Record<string, string>>({}, { Accept: 'application/json' }, { Accept: '*/*' }, { 'Content-Type': 'application/x-www-form-urlencoded' }),
    )
    .map(([method, prefix, address, sig, headers]): Req => ({ route: `${method} /api/confirm-email|never`, method, path: `${prefix}${address}/${sig}`, headers })),
];

/** Methods and paths no route has (and known paths with the wrong method). */
export const strayRoutes = [
  fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      target,
      fc.constantFrom('', '/view', '/actions', '/legal-actions', '/log', '/scores', '/steps/1', '/events', '/notifications', '/reissue', '/take-back', '/chat', '/rematch', '/webhook', '/host', '/host/pace', '/host/abandon', '/host/seats/0', '/host/x', '/x', '/view/extra', '//', '/steps', '/steps/1/2', '/invite', '/claims', '/leave', '/carry', '/my-links', '/host/start', '/host/close-invite'),
      auth,
      fc.option(json, { nil: undefined }),
    )
    .map(([method, tg, suffix, a, raw]): Req => {
      // only methods no route has here (the POST/PUT routes that exist belong to the runs above; a HEAD is a GET)
      const r = resolve(tg, a);
      const hasBody = raw !== undefined && method !== 'GET' && method !== 'HEAD';
      return { route: 'stray method/path', method, path: `/api/games/${r.idSegment}${suffix}`, headers: hasBody ? { ...r.headers, 'Content-Type': 'application/json' } : r.headers, ...(hasBody ? { body: raw } : {}) };
    })
    .filter(
      (r) =>
        !(r.method === 'POST' && /\/(actions|reissue|take-back|chat|rematch|webhook|host\/pace|host\/abandon|host\/seats\/0|claims|leave|carry|my-links|host\/start|host\/close-invite)$/.test(r.path)) &&
        !(r.method === 'PUT' && r.path.endsWith('/notifications')),
    ),
  fc
    .tuple(fc.constantFrom('GET', 'POST', 'DELETE', 'HEAD'), fc.array(segmentOf(text), { minLength: 1, maxLength: 4 }), fc.constantFrom('/api/', '/', '/api/games/', '/api/unsubscribe/', '/api/confirm-email/', '/dev/'))
    .map(([method, segs, prefix]): Req => ({ route: 'stray method/path', method, path: `${prefix}${segs.join('/')}`, headers: {} }))
    .filter((r) => !(r.method === 'POST' && r.path.startsWith('/api/games/') && r.path.split('/').length === 4) && !(r.method === 'POST' && r.path === '/api/games/')),
];

export const MUTATING = new Set([
  'POST /actions',
  'PUT /notifications',
  'POST /reissue',
  'POST /take-back',
  'POST /chat',
  'POST /rematch',
  'POST /webhook',
  'POST /host/*',
  'POST /api/unsubscribe',
  'POST /api/confirm-email|never',
  'POST /claims',
  'POST /leave|carry|my-links',
  'POST /api/carry',
  'POST /import',
]);
