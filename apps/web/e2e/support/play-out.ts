/**
 * Plays a game to its end through the API: each awaited seat with a link chooses a random legal action (seeded,
 * repeatable); a bot's seat (no link) is left to the server's bots, waited for.
 */
import { callApi } from './api.ts';
import { pickIndex, seededRandom } from './random.ts';

export async function playOut(origin: string, game: { id: string; seats: { token?: string }[] }, seed: number): Promise<number> {
  const random = seededRandom(seed);
  type Watch = { status: string; awaiting: number[] };
  const look = () => callApi<Watch>(origin, 'GET', `/api/games/${game.id}/view`);
  // a move's answer is the mover's view after it, with the game's status and whom it awaits: no second look
  let watch = await look();
  for (let moves = 0; ; ) {
    if (watch.status === 'finished') return moves;
    const people = watch.awaiting.filter((seat) => game.seats[seat]?.token);
    if (people.length === 0) {
      if (watch.awaiting.length === 0) throw new Error(`game ${game.id} waits on nobody but is ${watch.status}`);
      await new Promise((done) => setTimeout(done, 100));
      watch = await look();
      continue;
    }
    const seat = people[pickIndex(random, people.length)] as number;
    const token = game.seats[seat]?.token;
    const me = await callApi<{ version: number; legalActions: object[] }>(origin, 'GET', `/api/games/${game.id}/legal-actions`, token);
    const action = me.legalActions[pickIndex(random, me.legalActions.length)];
    watch = await callApi<Watch>(origin, 'POST', `/api/games/${game.id}/actions`, token, { expectedVersion: me.version, action, idempotencyKey: `out-${moves}` });
    moves++;
  }
}
