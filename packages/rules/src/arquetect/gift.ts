import type { Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type { GiftAction } from './actions.ts';
import { checkPosition, checkTarget } from './checks.ts';
import { cardName } from './deck.ts';
import { indexOfCard, insertCard, removeAt } from './hand.ts';
import { position, privateLine, publicLine } from './log.ts';
import type { ArquetectState } from './state.ts';
import { handOf, withHands, withState } from './state.ts';

/**
 * Gift (spec §4): the card leaves the giver's hand and is inserted facing in at `position` in `to`'s hand.
 * Everyone sees where it left and where it lands; only the two players see which card it is.
 */
export function gift(state: ArquetectState, action: GiftAction, narrator: Narrator): Result<Transition<ArquetectState>> {
  const { player, card, to, position: place } = action;
  const hand = handOf(state, player);
  const from = indexOfCard(hand, card);
  if (from < 0) return err('E_CARD_NOT_IN_HAND', `The card ${card} is not in your hand.`);
  const target = checkTarget(state, player, to);
  if (target) return { ok: false, error: target };
  const receiver = handOf(state, to);
  const badPosition = checkPosition(place, receiver.length, `The position in player ${to}'s hand`);
  if (badPosition) return { ok: false, error: badPosition };
  return ok({
    state: withState(state, {
      hands: withHands(state, { [player]: removeAt(hand, from), [to]: insertCard(receiver, card, place) }),
      step: 'endTurn',
    }),
    log: [
      publicLine(narrator, state, `@${player} gifts a card from ${position(from)} to @${to}, who gets it at ${position(place)}.`),
      privateLine(narrator, state, [player, to], `The gifted card is ${cardName(card)}.`),
    ],
  });
}
