/** Plays a game to its end through the API, each awaited seat choosing a random legal action (seeded, repeatable). */
import { callApi } from './api.ts';
import { pickIndex, seededRandom } from './random.ts';

export async function playOut(origin: string, game: { id: string; seats: { token: string }[] }, seed: number): Promise<number> {
  const random = seededRandom(seed);
  for (let moves = 0; ; moves++) {
    const watch = await callApi<{ status: string; awaiting: number[] }>(origin, 'GET', `/api/games/${game.id}/view`);
    if (watch.status === 'finished') return moves;
    if (watch.awaiting.length === 0) throw new Error(`game ${game.id} waits on nobody but is ${watch.status}`);
    const seat = watch.awaiting[pickIndex(random, watch.awaiting.length)] as number;
    const token = game.seats[seat]?.token;
    const me = await callApi<{ version: number; legalActions: object[] }>(origin, 'GET', `/api/games/${game.id}/legal-actions`, token);
    const action = me.legalActions[pickIndex(random, me.legalActions.length)];
    await callApi(origin, 'POST', `/api/games/${game.id}/actions`, token, { expectedVersion: me.version, action, idempotencyKey: `out-${moves}` });
  }
}
