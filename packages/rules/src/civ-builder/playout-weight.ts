/**
 * How likely a purposeful playout takes an action (relative weights): play the hand, build (a landmark most), buy
 * the dearest card it can (a landmark most; cheap cards hardly), thin only basic Workers, and end the turn once the
 * hand is played. Uniform random play mostly ends its turns with money unspent or fills its deck with cheap cards,
 * so it never reaches what the game is about; the bots' playouts and the property tests' games weigh by this. Not a
 * rule: a guess at what a player would do next.
 */
import type { CivAction } from './actions.ts';
import { cardOf } from './cards.ts';
import type { CivState } from './state.ts';

const WEIGHT: Record<Exclude<CivAction['type'], 'buy' | 'endTurn' | 'assign' | 'trash'>, number> = {
  takeStored: 1, play: 12, attack: 3, steal: 4, return: 1, raid: 2,
};

export function playoutWeight(state: CivState, a: CivAction): number {
  switch (a.type) {
    case 'buy': {
      const card = cardOf(state.rows[a.row][a.slot] ?? 0);
      return (card.cost >= 3 ? card.cost * card.cost : 0.5) * (card.class === 'landmark' ? 3 : 1);
    }
    case 'assign':
      return cardOf(a.construct).class === 'landmark' ? 40 : 20;
    case 'trash':
      return a.card !== undefined && cardOf(a.card).type === 'worker' ? 3 : 0.2;
    case 'endTurn': {
      const handLeft = state.players[a.player]?.hand.length ?? 0;
      return (handLeft === 0 ? 8 : 1) * (a.store ? 2 : 1);
    }
    default:
      return WEIGHT[a.type];
  }
}
