/**
 * A game's invite link is `/join/<id>#<token>`: one link for everyone, shared in a group chat, each friend picking a
 * free seat with it. This browser keeps the token (localStorage) once the server accepted it, or when it created the
 * game, so the waiting table can offer "Share the invite link" to whoever has it. Like a seat's link, a wrong or old
 * link never replaces the token kept (`chooseToken`).
 */
import { chooseToken, linkToken, type TokenChoice } from './seat-token.ts';

const keyOf = (gameId: string) => `turnpost:invite:${gameId}`;

/** The invite token of a fragment to try first, the one kept as fallback; nothing is stored (see `keepInviteToken`). */
export function takeInviteToken(gameId: string, fragment: string): TokenChoice {
  return chooseToken(linkToken(fragment), storedInviteToken(gameId));
}

/** Keeps a game's invite token in this browser (the server accepted it, or just made it for this browser's game). */
export function keepInviteToken(gameId: string, token: string): void {
  try {
    localStorage.setItem(keyOf(gameId), token);
  } catch {
    // Without storage the link lives only in the page that shows it: the host page shows it again.
  }
}

/** The invite token this browser keeps for a game, if any. */
export function storedInviteToken(gameId: string): string | null {
  try {
    return localStorage.getItem(keyOf(gameId));
  } catch {
    return null;
  }
}

/** The invite link as people share it: the whole address, its token in the fragment. */
export const inviteHref = (origin: string, gameId: string, token: string): string =>
  new URL(`/join/${encodeURIComponent(gameId)}#${token}`, origin).href;
