/**
 * Bench support (`npm run bench -- --bots N`): N games of a person against hard bots, kept busy while the benchmark
 * loads the server: the person moves at random whenever a game is back to them, a finished game is replaced, so the
 * server's bots think all along. Counts the bot moves made.
 */
import { type AnyEngine, expandChoices, type Rng } from '@turnpost/rules';

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads arbitrary fields of the API's answers
  body: any;
}

export interface BenchClient {
  call(method: 'GET' | 'POST', path: string, opts?: { token?: string; body?: unknown }): Promise<Answer>;
  rng: Rng;
  /** The kinds to play, in turn. */
  kinds: readonly AnyEngine[];
}

export function keepBotsThinking(games: number, client: BenchClient) {
  const { call, rng, kinds } = client;
  let going = true;
  let moves = 0;
  let ended = 0;

  async function keepOne(slot: number): Promise<void> {
    const engine = kinds[slot % kinds.length] as AnyEngine;
    const seats = Math.min(engine.seats.max, 4);
    if (seats < 2) return;
    while (going) {
      const seatsOf = [{ name: 'Person' }, ...Array.from({ length: seats - 1 }, () => ({ bot: 'hard' }))];
      const made = await call('POST', '/api/games', { body: { game: engine.id, seats: seatsOf } });
      if (made.status !== 201) throw new Error(`bot game ${engine.id}: ${made.status} ${JSON.stringify(made.body)}`);
      const id: string = made.body.id;
      const token: string = made.body.seats[0].token;
      let seen = 0;
      while (going) {
        const view = await call('GET', `/api/games/${id}/view`, { token });
        const version: number = view.body.version;
        if (view.body.status === 'finished') {
          moves += version - seen;
          ended++;
          break;
        }
        if (!view.body.awaiting.includes(0)) {
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        moves += Math.max(0, version - seen);
        const legal = expandChoices(view.body.choices);
        await call('POST', `/api/games/${id}/actions`, {
          token,
          body: { expectedVersion: version, action: legal[rng.int(0, legal.length - 1)], idempotencyKey: crypto.randomUUID() },
        });
        seen = version + 1;
      }
    }
  }

  const running = Array.from({ length: games }, (_, slot) => keepOne(slot).catch((e) => console.log(`bot game: ${e}`)));
  return {
    /** Bot moves so far. */
    moves: () => moves,
    async stop(): Promise<{ moves: number; ended: number }> {
      going = false;
      await Promise.all(running);
      return { moves, ended };
    },
  };
}
