/**
 * The calls of the ways into a game without an account (issue 46): its invite link (`Authorization: Bearer <invite
 * token>`, or none for a game listed in the lobby), the lobby, and the host's start and closing of the invite. Every
 * failure is an `ApiError` (api.ts), the server's code kept: 409 `E_SEAT_TAKEN` when someone was first.
 */
import { api, bearer, game } from './api.ts';
import type { ClaimRequest, LobbyQuery, StartLevel } from './api-types.ts';

/** The game as whoever opened its invite link sees it (`token` null: a game listed in the lobby). */
export const getInvite = async (id: string, token: string | null) =>
  (await api.games[':id'].invite.$get({ param: game(id) }, { headers: bearer(token) })).json();

/** Takes a free seat; answers with the seat's own link. */
export const claimSeat = async (id: string, token: string | null, request: ClaimRequest) =>
  (await api.games[':id'].claims.$post({ param: game(id), json: request }, { headers: bearer(token) })).json();

/** The tables waiting for players that their creators listed, the longest waiting first; empty filters are left out. */
export async function getLobby(q: { game?: string; pace?: string }) {
  const query: LobbyQuery = {
    ...(q.game ? { game: q.game } : {}),
    ...(q.pace ? { pace: q.pace as NonNullable<LobbyQuery['pace']> } : {}),
  };
  return (await api.lobby.$get({ query })).json();
}

/** The host starts a waiting game, bots of `level` in its open seats; answers with the host's view. */
export const startWithBots = async (id: string, hostToken: string, level: StartLevel) =>
  (await api.games[':id'].host.start.$post({ param: game(id), json: { level } }, { headers: bearer(hostToken) })).json();

/** The host closes the invite link: nobody else can take a seat; answers with the host's view. */
export const closeInvite = async (id: string, hostToken: string) =>
  (await api.games[':id'].host['close-invite'].$post({ param: game(id) }, { headers: bearer(hostToken) })).json();
