/**
 * A seat link is `/play/<id>#<token>`, a host link `/host/<id>#<token>`. The token is read from the fragment, tried
 * with the server, and kept in this browser's localStorage for that game only once the server accepted it: a wrong,
 * mistyped or old link never replaces the token that works (issue 46). The page removes it from the address bar so it
 * is not shared by accident.
 */
const keyOf = (gameId: string) => `turnpost:seat:${gameId}`;
const hostKeyOf = (gameId: string) => `turnpost:host:${gameId}`;

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The tokens a page has for a game: `token` to try first (the link's, else the one kept), and `fallback`, the kept
 * one to go on with when the server refuses the link's (null when there is none, or it is the link's own).
 */
export interface TokenChoice {
  token: string | null;
  fallback: string | null;
  /** Whether `token` came from the link: keep it once the server accepts it. */
  fromLink: boolean;
}

/** The well-formed token in a link's fragment (`#<token>`), else null. */
export function linkToken(fragment: string): string | null {
  const token = fragment.replace(/^#/, '');
  return TOKEN.test(token) ? token : null;
}

/** Which token to try first and which to fall back on, from the link's token and the one this browser keeps. */
export function chooseToken(link: string | null, kept: string | null): TokenChoice {
  if (link === null) return { token: kept, fallback: null, fromLink: false };
  return { token: link, fallback: kept === link ? null : kept, fromLink: true };
}

/** The seat token of a fragment to try first, the one kept as fallback; nothing is stored (see `keepSeatToken`). */
export function takeSeatToken(gameId: string, fragment: string): TokenChoice {
  return chooseToken(linkToken(fragment), stored(keyOf(gameId)));
}

/** The host token of a fragment to try first, the one kept as fallback; nothing is stored (see `keepHostToken`). */
export function takeHostToken(gameId: string, fragment: string): TokenChoice {
  return chooseToken(linkToken(fragment), stored(hostKeyOf(gameId)));
}

/** Keeps a token the server accepted for a game's seat (replacing the one kept, e.g. after the link was reissued). */
export function keepSeatToken(gameId: string, token: string): void {
  store(keyOf(gameId), token);
}

/** Keeps a host token the server accepted for a game. */
export function keepHostToken(gameId: string, token: string): void {
  store(hostKeyOf(gameId), token);
}

/** Whether an API status says the token itself was refused (not a network or server trouble). */
export const refusesToken = (status: number): boolean => status === 401 || status === 403;

/** The token this device keeps for a game, if any (without touching the address bar). */
export function storedSeatToken(gameId: string): string | null {
  return stored(keyOf(gameId));
}

/** The localStorage key of a game's token, to notice other tabs changing it. */
export const seatTokenKey = keyOf;

/** Forgets this device's seat for a game: the page then shows the spectator's view. */
export function forgetSeatToken(gameId: string): void {
  try {
    localStorage.removeItem(keyOf(gameId));
  } catch {
    // Storage can be unavailable (private mode): nothing was kept then.
  }
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, token: string): void {
  try {
    localStorage.setItem(key, token);
  } catch {
    // Without storage the token lives only in this page; the player keeps their link.
  }
}
