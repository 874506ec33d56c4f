import { listenForPolls } from '@turnpost/db/node';
import { PollCache } from './services/poll-cache.ts';

/**
 * Unchanged polls answered from memory while every server's changes are heard (PostgreSQL NOTIFY, one dedicated
 * connection): the Node server's wiring (node.ts), which the HTTP benchmark's server (bench/server.ts) runs too.
 */
export function nodePolls(databaseUrl: string): { polls: PollCache; stop: () => Promise<void> } {
  let live = () => false;
  const polls = new PollCache(() => live());
  const feed = listenForPolls(databaseUrl, (gameId) => polls.changed(gameId));
  live = () => feed.live();
  return { polls, stop: () => feed.stop() };
}
