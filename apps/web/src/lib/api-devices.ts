/**
 * The seat's ways out and onto other devices (issue 46), each one call to the API typed from its routes: leaving the
 * game to a bot, a one-time link for another device and its use there, and the mail of the person's links.
 */
import type { LeaveRequest } from './api-types.ts';
import { api, bearer, game, logSinceQuery } from './api.ts';

/**
 * The seat's person leaves: a bot of `level` plays on (before the start the seat opens again; with only bots left the
 * game ends). The token stops working at once; the answer is the game as a spectator sees it.
 */
export const leaveGame = async (id: string, token: string, level: LeaveRequest['level'], logSince: number | null = null) =>
  (await api.games[':id'].leave.$post({ param: game(id), query: logSinceQuery(logSince), json: { level } }, { headers: bearer(token) })).json();

/** A one-time link to the seat for another device, working for 15 minutes. */
export const carrySeat = async (id: string, token: string) =>
  (await api.games[':id'].carry.$post({ param: game(id) }, { headers: bearer(token) })).json();

/** Takes the seat a carried link's code holds (410 `E_LINK_USED`: used, expired or unknown). */
export const takeCarriedSeat = async (code: string) => (await api.carry.$post({ json: { code } })).json();

/** Queues the mail of every seat in play held under the seat's email (400 `E_NO_EMAIL`: it has none). */
export const emailMyLinks = async (id: string, token: string) =>
  (await api.games[':id']['my-links'].$post({ param: game(id) }, { headers: bearer(token) })).json();
