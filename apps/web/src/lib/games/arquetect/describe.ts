/** An action in the words of the game, for confirm buttons ("Gift Fire to Bob as their card 3 of 9"). */
import { CATALOGUE, listText, spotText, typeOfId } from './model.ts';
import type { ArquetectAction, ArquetectView } from './types.ts';
import { seatName } from '$lib/kit/words.ts';

export interface Context {
  view: ArquetectView;
  names: string[];
}

const cardName = (ctx: Context, id: string | undefined) =>
  id === undefined ? 'a card' : (CATALOGUE[typeOfId(id)]?.name ?? id);

const handSize = (ctx: Context, seat: number) => ctx.view.players[seat]?.handSize ?? 0;

export function describeAction(action: ArquetectAction, ctx: Context): string {
  const me = action.player;
  switch (action.type) {
    case 'gift':
      return `Gift ${cardName(ctx, action.card)} to ${seatName(ctx.names, action.to)} as their ${spotText(action.position, handSize(ctx, action.to) + 1)}`;
    case 'offerTrade':
      return `Offer ${listText(action.cards.map((id) => cardName(ctx, id)))} to ${seatName(ctx.names, action.to)}`;
    case 'pass':
      return 'Pass (your hand is empty)';
    case 'declineOffer':
      return 'Decline the offer';
    case 'counterOffer':
      return `Counter with ${listText(action.cards.map((id) => cardName(ctx, id)))}`;
    case 'acceptCounter':
      return 'Accept the counter-offer';
    case 'rejectCounter':
      return 'Reject the counter-offer';
    case 'placeReceived':
      return 'Place the cards and trade';
    case 'endTurn':
      return action.done ? 'End my turn and declare myself done' : 'End my turn';
    case 'useAbility': {
      const event = cardName(ctx, action.card);
      const kind = CATALOGUE[typeOfId(action.card)]?.ability?.kind;
      const size = handSize(ctx, me);
      switch (kind) {
        case 'heist':
          return `Use ${event}: steal ${seatName(ctx.names, action.target ?? 0)}’s card ${(action.index ?? 0) + 1} into your ${spotText(action.insertAt ?? 0, size + 1)}`;
        case 'renovation':
          return `Use ${event}: swap your cards ${(action.index ?? 0) + 1} and ${(action.index ?? 0) + 2}`;
        case 'demolition':
          return `Use ${event}: send your ${cardName(ctx, action.remove)} to the rubble`;
        case 'exchange':
          return `Use ${event}: swap your ${cardName(ctx, action.give)} with ${seatName(ctx.names, action.target ?? 0)}’s card ${(action.index ?? 0) + 1}`;
        case 'festival':
          return `Use ${event}: everyone passes their rightmost card clockwise`;
        case 'salvage':
          return `Use ${event}: take ${cardName(ctx, action.take)} from the rubble as your ${spotText(action.insertAt ?? 0, size + 1)}`;
        default:
          return `Use ${event}`;
      }
    }
  }
}
