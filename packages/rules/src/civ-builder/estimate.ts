/**
 * How each seat stands in an unfinished game, in VP (for the bots' search, which scores a playout it stops early by
 * this): the VP of its built landmarks as things stand, plus each unbuilt landmark it holds, by the progress made on
 * it, plus a tenth of a VP per point of printed cost of the cards it owns (what it has grown to buy and build with).
 * In a team game each seat gets its team's sum. Not a rule: a guess at how the game will end.
 */
import { cardOf } from './cards.ts';
import { landmarkVp, ownedCards } from './scoring.ts';
import type { CivState, Player } from './state.ts';
import { progressOf } from './zones.ts';

/** VP counted per point of printed cost owned. */
const PER_COST = 0.1;

function standing(p: Player): number {
  let value = 0;
  for (const c of p.constructs) {
    const type = cardOf(c.id);
    if (type.class !== 'landmark') continue;
    if (c.built) value += landmarkVp(p, c.id);
    else value += (type.vp?.base ?? 0) * Math.min(1, progressOf(c) / Math.max(1, type.buildCost));
  }
  for (const id of ownedCards(p)) value += PER_COST * cardOf(id).cost;
  return value;
}

export function estimate(state: CivState): number[] {
  const own = state.players.map(standing);
  if (!state.teams) return own;
  return own.map((v, seat) => v + (own[(seat + 2) % 4] ?? 0));
}
