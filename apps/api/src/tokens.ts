/** Seat tokens and public ids: random bits from crypto.getRandomValues, tokens stored only as SHA-256. */

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function hmac(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}

/**
 * The 128-bit secret of one seat's link, derived with HMAC-SHA-256 from the server's secret (256 random bits), so
 * the server can put the link in a reminder email while storing only the token's SHA-256. Reissuing a link bumps
 * `generation`, which revokes the old token.
 */
export async function seatToken(secret: string, gameId: string, seat: number, generation: number): Promise<string> {
  return base64url((await hmac(secret, `seat|${gameId}|${seat}|${generation}`)).slice(0, 16));
}

/** The 128-bit secret of a game's host link (derived as a seat's is; stored only as SHA-256). */
export async function hostToken(secret: string, gameId: string): Promise<string> {
  return base64url((await hmac(secret, `host|${gameId}`)).slice(0, 16));
}

/** The 128-bit secret of a game's invite link, for its open seats (derived as a seat's is; stored only as SHA-256). */
export async function inviteToken(secret: string, gameId: string): Promise<string> {
  return base64url((await hmac(secret, `invite|${gameId}`)).slice(0, 16));
}

/** A one-time code that carries a seat's link to another device (128 random bits; stored only as SHA-256). */
export const newCarryCode = (): string => base64url(randomBytes(16));

/** An email address as a link's path segment (base64url of its lowercased form). */
export const addressToken = (email: string): string => base64url(new TextEncoder().encode(email.toLowerCase()));

/** The address in an `addressToken`, or null for a segment that is none. */
export function addressOf(token: string): string | null {
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    return text.includes('@') && text.length <= 254 ? text : null;
  } catch {
    return null;
  }
}

/** The signature in a "never email me again" link: the address may be suppressed only from a link we sent it. */
export async function neverSignature(secret: string, email: string): Promise<string> {
  return base64url((await hmac(secret, `never|${email.toLowerCase()}`)).slice(0, 16));
}

/** The signature in the link by which an address confirms it wants turn emails (`MailConsents`). */
export async function confirmSignature(secret: string, email: string): Promise<string> {
  return base64url((await hmac(secret, `confirm|${email.toLowerCase()}`)).slice(0, 16));
}

/** The signature in a seat's one-click unsubscribe link. */
export async function unsubscribeSignature(secret: string, gameId: string, seat: number): Promise<string> {
  return base64url((await hmac(secret, `unsubscribe|${gameId}|${seat}`)).slice(0, 16));
}

/** A new server secret (for local installs without TOKEN_SECRET). */
export const newSecret = (): string => base64url(randomBytes(32));

/** 256 random bits from the platform's cryptographic source: a game's secret seed, a commitment's salt, a sealed seed. */
export const newSeed = (): string => base64url(randomBytes(32));

/** A short public game id (10 characters, ~50 bits, unambiguous letters). */
export function newGameId(): string {
  return Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Digests of tokens seen lately, by token: every poll of an open table (every 2 s) presents the same token, and
 * WebCrypto's digest is a job and a promise each time. Bounded, oldest dropped first; a pure function's memo, so
 * reissuing a link (a new hash in the database) is unaffected.
 */
const digests = new Map<string, string>();
const DIGESTS_KEPT = 10_000;

export async function hashToken(token: string): Promise<string> {
  const known = digests.get(token);
  if (known !== undefined) return known;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  if (digests.size >= DIGESTS_KEPT) digests.delete(digests.keys().next().value as string);
  digests.set(token, hex);
  return hex;
}

/** Compares two equal-length hex digests without an early exit. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The seat whose stored hash matches `token`, checking every seat in constant time per seat; null if none. */
export async function seatForToken<S extends { seat: number; tokenHash: string }>(
  seats: readonly S[],
  token: string,
): Promise<S | null> {
  const hash = await hashToken(token);
  let found: S | null = null;
  for (const s of seats) if (sameDigest(s.tokenHash, hash)) found = s;
  return found;
}
