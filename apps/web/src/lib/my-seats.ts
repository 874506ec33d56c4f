/**
 * The seats this browser holds, for "My games". A seat is held while its token is kept (`$lib/seat-token.ts` keeps
 * it when a seat link is opened); beside it we keep the seat's number and when this browser first sat there, once
 * the table has shown which seat the token is. Forgetting removes both: the seat's link is then needed again.
 */
import type { Seat } from './api-types.ts';
import { forgetSeatToken, seatTokenKey, storedSeatToken } from './seat-token.ts';

const TOKEN_PREFIX = seatTokenKey('');
const recordKey = (gameId: string) => `turnpost:seat-of:${gameId}`;

export interface KeptSeat {
  gameId: string;
  token: string;
  /** null: kept by an older version of the page, before seats were recorded; the table tells which. */
  seat: Seat | null;
  /** ISO time this browser first sat at the game; null when not known (kept by an older version). */
  firstOpenedAt: string | null;
}

interface SeatRecord {
  seat: Seat;
  firstOpenedAt: string;
}

/** Notes which seat this browser holds in a game (the table has just shown it); the first time is kept. */
export function keepSeat(gameId: string, seat: Seat, now: Date = new Date()): void {
  const before = record(gameId);
  if (before?.seat === seat) return;
  const next: SeatRecord = { seat, firstOpenedAt: before?.firstOpenedAt ?? now.toISOString() };
  try {
    localStorage.setItem(recordKey(gameId), JSON.stringify(next));
  } catch {
    // Without storage nothing is kept, the token neither: "My games" is empty then.
  }
}

/** Every seat this browser holds, the most recently first opened first (those of unknown age last). */
export function mySeats(): KeptSeat[] {
  const seats: KeptSeat[] = [];
  for (const gameId of keptGameIds()) {
    const token = storedSeatToken(gameId);
    if (!token) continue;
    const r = record(gameId);
    seats.push({ gameId, token, seat: r?.seat ?? null, firstOpenedAt: r?.firstOpenedAt ?? null });
  }
  return seats.sort((a, b) => (b.firstOpenedAt ?? '').localeCompare(a.firstOpenedAt ?? '') || a.gameId.localeCompare(b.gameId));
}

/** Forgets this browser's seat in a game: its token and its record. */
export function forgetSeat(gameId: string): void {
  forgetSeatToken(gameId);
  try {
    localStorage.removeItem(recordKey(gameId));
  } catch {
    // Nothing was kept without storage.
  }
}

function keptGameIds(): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(TOKEN_PREFIX) && key.length > TOKEN_PREFIX.length) ids.push(key.slice(TOKEN_PREFIX.length));
    }
  } catch {
    // Storage unavailable: no seats kept.
  }
  return ids;
}

/** The record kept for a game, or null when there is none or it is not one of ours (edited by hand, say). */
function record(gameId: string): SeatRecord | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(recordKey(gameId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { seat, firstOpenedAt } = value as Record<string, unknown>;
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return null;
    if (typeof firstOpenedAt !== 'string' || Number.isNaN(Date.parse(firstOpenedAt))) return null;
    return { seat, firstOpenedAt };
  } catch {
    return null;
  }
}
