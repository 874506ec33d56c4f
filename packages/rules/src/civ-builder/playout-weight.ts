/**
 * How likely a purposeful playout takes an action (relative weights, by kind): building and buying first, the
 * dearer buy and a landmark more, ending the turn last. Uniform random play mostly ends its turns with money unspent,
 * so it never reaches what the game is about; the bots' playouts and the property tests' games weigh by this. Not a
 * rule: a guess at what a player would do next.
 */
import type { CivAction } from './actions.ts';
import { cardOf } from './cards.ts';
import type { CivState } from './state.ts';

const WEIGHT: Record<CivAction['type'], number> = {
  takeStored: 1, play: 12, assign: 40, buy: 6, attack: 1, steal: 4, trash: 1, return: 1, raid: 2, endTurn: 2,
};

export function playoutWeight(state: CivState, a: CivAction): number {
  if (a.type === 'buy') return WEIGHT.buy * (1 + cardOf(state.rows[a.row][a.slot] ?? 0).cost) * (a.row === 'landmark' ? 4 : 1);
  if (a.type === 'endTurn') return a.store ? 4 : WEIGHT.endTurn;
  return WEIGHT[a.type];
}
