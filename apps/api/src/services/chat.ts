/**
 * Table talk: the seated players' messages, per game, stored with it. Spectators neither read nor write them; a
 * seat's view carries the messages it has not seen (`chatSince`: the last one it holds), and every message moves the
 * game's chat revision on (part of its ETag), so the other tables' next poll brings it. Finished games keep it readable to their players.
 */
import { type ChatRow, ChatStore, type EventStore } from '@turnpost/db';
import type { Seat } from '@turnpost/rules';
import type { LoadedGame } from './loaded-game.ts';

/** A message as tables show it. */
export interface ChatMessage {
  id: number;
  seat: Seat;
  text: string;
  at: string;
}

/** The most a view carries at once (a table that fell further behind starts from the latest). */
export const CHAT_PAGE = 50;

const messageOf = (r: ChatRow): ChatMessage => ({ id: r.id, seat: r.seat, text: r.text, at: r.createdAt.toISOString() });

export class ChatService {
  private readonly store: ChatStore;

  constructor(
    events: EventStore,
    private readonly clock: () => Date,
  ) {
    this.store = new ChatStore(events.db);
  }

  async post(loaded: LoadedGame, seat: Seat, text: string): Promise<ChatMessage> {
    return messageOf(await this.store.postChat(loaded.game.id, seat, text, this.clock()));
  }

  /**
   * What `seat` has not seen: the messages after `since` (the latest ones when absent or too far behind); none for a
   * spectator. A game whose chat revision is 0 has none, and costs no read.
   */
  async unseen(loaded: LoadedGame, seat: Seat | null, since?: number): Promise<ChatMessage[] | null> {
    if (seat === null) return null;
    if (loaded.game.chatRevision === 0) return [];
    const rows =
      since === undefined
        ? await this.store.latestChat(loaded.game.id, CHAT_PAGE)
        : await this.store.chatAfter(loaded.game.id, since, CHAT_PAGE + 1);
    if (rows.length > CHAT_PAGE) return (await this.store.latestChat(loaded.game.id, CHAT_PAGE)).map(messageOf);
    return rows.map(messageOf);
  }

  /** Every message of the game after `after`, for a player (a finished game's replay), oldest first. */
  async all(loaded: LoadedGame, after = 0): Promise<ChatMessage[]> {
    return (await this.store.chatAfter(loaded.game.id, after, 10_000)).map(messageOf);
  }
}
