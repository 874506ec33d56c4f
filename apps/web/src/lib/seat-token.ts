/**
 * A seat link is `/play/<id>#<token>`, a host link `/host/<id>#<token>`. The token is read from the fragment once,
 * kept in this browser's localStorage for that game, and removed from the address bar so it is not shared by
 * accident.
 */
const keyOf = (gameId: string) => `turnpost:seat:${gameId}`;
const hostKeyOf = (gameId: string) => `turnpost:host:${gameId}`;

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** A token in the fragment (saved for next time), else the one saved earlier, else null: a spectator. */
export function takeSeatToken(gameId: string, fragment: string): { token: string | null; fromLink: boolean } {
  return take(keyOf(gameId), fragment);
}

/** The host token in the fragment (saved for next time), else the one saved earlier, else null. */
export function takeHostToken(gameId: string, fragment: string): string | null {
  return take(hostKeyOf(gameId), fragment).token;
}

function take(key: string, fragment: string): { token: string | null; fromLink: boolean } {
  const fromLink = fragment.replace(/^#/, '');
  if (TOKEN.test(fromLink)) {
    store(key, fromLink);
    return { token: fromLink, fromLink: true };
  }
  return { token: stored(key), fromLink: false };
}

/** Replaces this device's token for a game, e.g. after the seat's link was reissued. */
export function keepSeatToken(gameId: string, token: string): void {
  store(keyOf(gameId), token);
}

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
