/**
 * Hands a new game's private links from the home page to its "links" page in the same tab. They live in
 * sessionStorage only: the server never shows a seat's token again.
 */
import type { CreatedGame, OpenSeatsRequest } from './api-types.ts';

const keyOf = (gameId: string) => `turnpost:created:${gameId}`;

/** This tab's copy, for browsers that refuse storage. */
const inMemory = new Map<string, CreatedLinks>();

export interface CreatedLinks extends CreatedGame {
  title: string;
  /** A team game's partners by seat (e.g. [[0, 2], [1, 3]]), from the option chosen; absent otherwise. */
  teams?: number[][] | null;
  /** A game with open seats: how long they wait and what then, as the form sent it; absent otherwise. */
  openSeats?: OpenSeatsRequest | null;
}

export function keepCreatedLinks(links: CreatedLinks): void {
  inMemory.set(links.id, links);
  try {
    sessionStorage.setItem(keyOf(links.id), JSON.stringify(links));
  } catch {
    // The in-memory copy still serves this tab.
  }
}

export function readCreatedLinks(gameId: string): CreatedLinks | null {
  try {
    const raw = sessionStorage.getItem(keyOf(gameId));
    return raw ? (JSON.parse(raw) as CreatedLinks) : (inMemory.get(gameId) ?? null);
  } catch {
    return inMemory.get(gameId) ?? null;
  }
}
