/**
 * Small questions about where cards are and what they are worth right now (spec §2.1, §4.3): the player of a
 * seat, build progress, effective strength behind Walls, stored cards, and list surgery.
 */
import type { Seat } from '../core/engine.ts';
import { listText } from '../core/words.ts';
import { type CardId, cardOf } from './cards.ts';
import type { CivState, Construct, Player } from './state.ts';

export function playerOf(state: CivState, seat: Seat): Player {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** Removes one id from a list in place; whether it was there. */
export function takeOut(list: CardId[], id: CardId): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Σ build values of the assigned persons + bonus. */
export function progressOf(c: Construct): number {
  return c.assigned.reduce((sum, id) => sum + (cardOf(id).build?.n ?? 0), c.bonus);
}

/** Printed strength + 1 per built Walls of the owner other than the construct itself. */
export function strengthOf(owner: Player, id: CardId): number {
  const walls = owner.constructs.filter((c) => c.built && c.id !== id && cardOf(c.id).walls).length;
  return cardOf(id).strength + walls;
}

/** Every stored card of a player: construct order, then stored order. */
export function storedOf(p: Player): CardId[] {
  const out: CardId[] = [];
  for (const c of p.constructs) out.push(...c.stored);
  return out;
}

/** Whether a player has any card stored (their turn then starts with `takeStored`). */
export const hasStored = (p: Player): boolean => p.constructs.some((c) => c.stored.length > 0);

export const builtLandmarks = (p: Player): number =>
  p.constructs.filter((c) => c.built && cardOf(c.id).class === 'landmark').length;

/** A card's name for the log. */
export const nameOf = (id: CardId): string => cardOf(id).name;

/** "Worker", "Worker and Scribe", "Worker, Scribe and Monk". */
export function namesOf(ids: readonly CardId[]): string {
  return listText(ids.map(nameOf));
}

export const cardsWord = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;
